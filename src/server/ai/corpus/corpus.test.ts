/**
 * The builtin companion over the whole conversation corpus, in all fifteen rooms: no reply quotes
 * five words of the person, repeats a question or a suggestion, says a sentence of its last eight
 * replies again (reworded or not), says one thing twice in a reply, sounds cheerful to distress or sorry about good news, leaves a
 * request for help without a suggestion, or runs over 60 words.
 * The held-out part is reported apart: it was not read while the rules were written.
 */
import { describe, expect, it } from "vitest";
import { alike } from "../companion/alike.js";
import { understand } from "../companion/understand.js";
import { HELD_OUT_OPENINGS, HELD_OUT_SCRIPTS } from "./held-out.js";
import { OPENINGS } from "./openings.js";
import { ROOMS, checkAll } from "./run.js";
import { DIFFERENT_QUESTIONS, SAME_QUESTIONS } from "./same-questions.js";
import { SCRIPTS } from "./scripts.js";
import type { CorpusLine } from "./types.js";

const lineCount = (openings: CorpusLine[], scripts: { lines: CorpusLine[] }[]) =>
  openings.length + scripts.reduce((sum, script) => sum + script.lines.length, 0);

/** How many lines' turn the companion recognises as the corpus author labelled it (reported, not asserted). */
function turnsRecognised(lines: CorpusLine[]): string {
  const right = lines.filter((line) => understand(line.text).turn === line.turn).length;
  return `${right}/${lines.length}`;
}

describe("the companion corpus", () => {
  it("is large enough and covers every room and kind of turn", () => {
    expect(OPENINGS.length).toBeGreaterThanOrEqual(60);
    expect(SCRIPTS.length).toBeGreaterThanOrEqual(20);
    expect(ROOMS).toHaveLength(15);
    expect(new Set(ROOMS.map((room) => room.personaId)).size).toBe(15);
    const turns = new Set([...OPENINGS, ...SCRIPTS.flatMap((s) => s.lines)].map((line) => line.turn));
    expect(turns.size).toBe(11);
  });

  it("keeps every promise on the written corpus, in all fifteen rooms", () => {
    const failures = checkAll(OPENINGS, SCRIPTS);
    const all = [...OPENINGS, ...SCRIPTS.flatMap((s) => s.lines)];
    console.info(
      `corpus: ${lineCount(OPENINGS, SCRIPTS)} lines x ${ROOMS.length} rooms, ${failures.length} failures; turns recognised ${turnsRecognised(all)}`,
    );
    expect(failures).toEqual([]);
  });

  it("keeps every promise on the held-out corpus, in all fifteen rooms", () => {
    const failures = checkAll(HELD_OUT_OPENINGS, HELD_OUT_SCRIPTS);
    const all = [...HELD_OUT_OPENINGS, ...HELD_OUT_SCRIPTS.flatMap((s) => s.lines)];
    console.info(
      `held-out: ${lineCount(HELD_OUT_OPENINGS, HELD_OUT_SCRIPTS)} lines x ${ROOMS.length} rooms, ${failures.length} failures; turns recognised ${turnsRecognised(all)}`,
    );
    expect(failures.length).toBe(0);
  });

  it("judges the labelled question pairs as their author did: one thing in two wordings, or two things", () => {
    for (const [a, b] of SAME_QUESTIONS) expect(alike(a, b), `${a} / ${b}`).toBe(true);
    for (const [a, b] of DIFFERENT_QUESTIONS) expect(alike(a, b), `${a} / ${b}`).toBe(false);
  });
});
