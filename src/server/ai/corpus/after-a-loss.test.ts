/**
 * After a loss (after-a-loss.ts), in all fifteen rooms: comfort or a small good thing is met
 * warmly with the loss kept in view, never with a laugh or a celebration; a neutral step back into
 * life is seen as a step, presumed neither to hurt nor to mean all is well; a fresh wave of pain is
 * still met as pain. The held-out part is reported apart.
 */
import { describe, expect, it } from "vitest";
import { talk } from "../companion/conversation-testing.js";
import { AFTER_A_LOSS, EXPECTED, type AfterLossRow } from "./after-a-loss.js";
import { AFTER_A_LOSS_HELD_OUT } from "./after-a-loss-held-out.js";
import { ROOMS } from "./run.js";

/** Every promise broken, as "room: last message -> reply (promise)". */
function broken(rows: AfterLossRow[]): string[] {
  const failures: string[] = [];
  for (const theme of ROOMS) {
    for (const { kind, messages } of rows) {
      const reply = talk(theme.id, messages, { greeted: true }).at(-1)!;
      const { shows = {}, avoids = {} } = EXPECTED[kind];
      const fail = (promise: string) => failures.push(`${theme.id}: ${messages.at(-1)} -> ${reply} (${promise})`);
      for (const [promise, words] of Object.entries(shows)) if (!words.test(reply)) fail(promise);
      for (const [promise, words] of Object.entries(avoids)) if (words.test(reply)) fail(promise);
    }
  }
  return failures;
}

function report(name: string, rows: AfterLossRow[], failures: string[]) {
  const failed = new Set(failures.map((failure) => failure.split(" (")[0])).size;
  console.info(
    `${name}: ${rows.length * ROOMS.length - failed}/${rows.length * ROOMS.length} replies keep every promise`,
  );
}

describe("after a loss", () => {
  it("meets comfort, small good things, steps and fresh pain as each asks (written rows)", () => {
    const failures = broken(AFTER_A_LOSS);
    report("after a loss", AFTER_A_LOSS, failures);
    expect(failures).toEqual([]);
  });

  it("meets comfort, small good things, steps and fresh pain as each asks (held-out rows)", () => {
    const failures = broken(AFTER_A_LOSS_HELD_OUT);
    report("after a loss held-out", AFTER_A_LOSS_HELD_OUT, failures);
    expect(failures).toEqual([]);
  });
});
