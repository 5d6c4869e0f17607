/**
 * The Crisis Counselor over its conversation rows (counselor-conversations.ts): the person's words
 * in the chat are each answered, then the row's messages are, by the person, or in supporter rows
 * by their partner after the chat ended (as after-end.ts asks); the last reply keeps its kind's
 * promises, and no reply is the one before it again. The held-out part is reported apart.
 */
import { describe, expect, it } from "vitest";
import { CRISIS_PERSONA } from "../../../shared/personas.js";
import { themeOrDefault } from "../../../shared/themes.js";
import { builtinReply } from "../builtin.js";
import type { AiTurn } from "../provider.js";
import { COUNSELOR_CONVERSATIONS, EXPECTED, type CounselorConversationRow } from "./counselor-conversations.js";
import { COUNSELOR_CONVERSATIONS_HELD_OUT } from "./counselor-conversations-held-out.js";

/** Every promise broken, as "last message -> reply (promise)". */
function broken(rows: CounselorConversationRow[]): string[] {
  const failures: string[] = [];
  for (const { kind, before, messages } of rows) {
    const supporter = kind.startsWith("supporter");
    const history: AiTurn[] = [];
    const say = (message: string, asSupporter: boolean) => {
      const request = { persona: CRISIS_PERSONA, theme: themeOrDefault(null), vibes: [], supporter: asSupporter };
      const reply = builtinReply({ ...request, history: [...history], message });
      history.push({ role: "user", content: message }, { role: "assistant", content: reply });
      return reply;
    };
    for (const message of before) say(message, false);
    const replies = messages.map((message) => say(message, supporter));
    const reply = replies.at(-1)!;
    const fail = (promise: string) => failures.push(`${kind}: ${messages.at(-1)} -> ${reply} (${promise})`);
    const { shows = {}, avoids = {} } = EXPECTED[kind];
    for (const [promise, words] of Object.entries(shows)) if (!words.test(reply)) fail(promise);
    for (const [promise, words] of Object.entries(avoids)) if (words.test(reply)) fail(promise);
    if (replies.some((said, i) => i > 0 && said === replies[i - 1])) fail("says the same reply twice in a row");
  }
  return failures;
}

function report(name: string, rows: CounselorConversationRow[], failures: string[]) {
  const failed = new Set(failures.map((failure) => failure.split(" (")[0])).size;
  console.info(`${name}: ${rows.length - failed}/${rows.length} conversations keep every promise`);
}

describe("the Crisis Counselor's conversations past its first question", () => {
  it("keeps each kind's promises (written rows)", () => {
    const failures = broken(COUNSELOR_CONVERSATIONS);
    report("counselor conversations", COUNSELOR_CONVERSATIONS, failures);
    expect(failures).toEqual([]);
  });

  it("keeps each kind's promises (held-out rows)", () => {
    const failures = broken(COUNSELOR_CONVERSATIONS_HELD_OUT);
    report("counselor conversations held-out", COUNSELOR_CONVERSATIONS_HELD_OUT, failures);
    expect(failures).toEqual([]);
  });
});
