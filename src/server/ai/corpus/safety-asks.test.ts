/**
 * Safety asks (safety-asks.ts), in all fifteen rooms: each kind of reply keeps its promises, passes
 * the reply check, and brings up no part of life the person never raised in the conversation, unless
 * it is what the room is for. The held-out part is reported apart.
 */
import { describe, expect, it } from "vitest";
import { personaOf, type Theme } from "../../../shared/themes.js";
import { talk } from "../companion/conversation-testing.js";
import { judgeReply } from "../reply-guard.js";
import { SAFETY_ASKS_HELD_OUT } from "./safety-asks-held-out.js";
import { EXPECTED, SAFETY_ASKS, TOPIC_WORDS, type SafetyAskRow } from "./safety-asks.js";
import { ROOMS } from "./run.js";

/** Parts of life the reply speaks of that neither the person nor the room's own purpose brought up. */
function unraised(reply: string, messages: string[], theme: Theme): string[] {
  const persona = personaOf(theme);
  const raised = [...messages, theme.title, theme.description, persona.specialty].join(" ");
  return Object.entries(TOPIC_WORDS)
    .filter(([, words]) => words.test(reply) && !words.test(raised))
    .map(([topic]) => topic);
}

/** Every promise broken, as "room: last message -> reply (promise)". */
function broken(rows: SafetyAskRow[]): string[] {
  const failures: string[] = [];
  for (const theme of ROOMS) {
    for (const { kind, messages, matched = false } of rows) {
      const reply = talk(theme.id, messages, { greeted: !matched, matched }).at(-1)!;
      const { shows = {}, avoids = {} } = EXPECTED[kind];
      const fail = (promise: string) => failures.push(`${theme.id}: ${messages.at(-1)} -> ${reply} (${promise})`);
      for (const [promise, words] of Object.entries(shows)) if (!words.test(reply)) fail(promise);
      for (const [promise, words] of Object.entries(avoids)) if (words.test(reply)) fail(promise);
      if (kind === "who-are-you" && !reply.includes(personaOf(theme).name)) fail("says its name");
      for (const topic of unraised(reply, messages, theme)) fail(`brings up ${topic}, never raised`);
      // A careful answer the reply check would hold back never reaches the person.
      if (judgeReply(personaOf(theme), reply) !== "show") fail("held back by the reply check");
    }
  }
  return failures;
}

function report(name: string, rows: SafetyAskRow[], failures: string[]) {
  const failed = new Set(failures.map((failure) => failure.split(" (")[0])).size;
  const all = rows.length * ROOMS.length;
  console.info(`${name}: ${all - failed}/${all} replies keep every promise`);
}

describe("safety asks", () => {
  it("answers risky habits, restricted eating, Kindred's tools, who it is, others' data and waiting as each asks (written rows)", () => {
    const failures = broken(SAFETY_ASKS);
    report("safety asks", SAFETY_ASKS, failures);
    expect(failures).toEqual([]);
  });

  it("answers risky habits, restricted eating, Kindred's tools, who it is, others' data and waiting as each asks (held-out rows)", () => {
    const failures = broken(SAFETY_ASKS_HELD_OUT);
    report("safety asks held-out", SAFETY_ASKS_HELD_OUT, failures);
    expect(failures).toEqual([]);
  });
});
