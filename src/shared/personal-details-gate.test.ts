/**
 * The request finder (personal-details-requests.ts) tries only the rules whose words a message holds
 * (required-words-gate.ts). This checks that every text a rule matches opens that rule, on texts
 * fast-check makes from each rule and on every row of the personal-details corpora; and that
 * flattery and meeting, which no longer lean on a word found anywhere in the message, say in
 * themselves whom they are spoken to.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loosened } from "./testing/loosened-source.js";
import { HELD_OUT_FIND, HELD_OUT_PASS } from "./personal-details-corpus/held-out.js";
import { HELD_OUT_BLIND_FIND, HELD_OUT_BLIND_PASS } from "./personal-details-corpus/held-out-blind.js";
import { MUST_FIND } from "./personal-details-corpus/must-find.js";
import { MUST_PASS } from "./personal-details-corpus/must-pass.js";
import { CONTACT_REQUESTS } from "./personal-details-contact-requests.js";
import { FLATTERY, GROOMING, MEETING } from "./personal-details-grooming.js";
import { LOCATING } from "./personal-details-locating.js";
import { PERSONAL_REQUESTS } from "./personal-details-personal-requests.js";
import { requestsIn } from "./personal-details-requests.js";
import { requiredWords } from "./required-words.js";
import { wordGate } from "./required-words-gate.js";

const RULES = [...CONTACT_REQUESTS, ...PERSONAL_REQUESTS, ...GROOMING, ...LOCATING];
const gate = wordGate(RULES);
const read = (text: string): string => text.replace(/[’‘]/g, "'");

/** The rules that match `text` and that the gate leaves out, by their place in RULES. */
const missed = (text: string): number[] => {
  const open = new Set(gate(text));
  return RULES.flatMap((rule, index) => (rule.test(text) && !open.has(index) ? [index] : []));
};

describe("the request finder's gate", () => {
  it.each(RULES.map((rule, index) => [index, rule] as const))("opens rule %i on every text it matches", (_, rule) => {
    for (const spaced of [true, false]) {
      const texts = fc
        .sample(fc.stringMatching(new RegExp(loosened(rule.source, spaced))), { numRuns: 1000, seed: 20261129 })
        .flatMap((text) => [read(` ${text} `), read(` ${text} `).toUpperCase()])
        .filter((text) => rule.test(text));
      // Most of what fast-check makes is matched by the rule itself, so the gate is put to the test.
      expect(texts.length).toBeGreaterThan(50);
      expect(texts.filter((text) => missed(text).length > 0)).toEqual([]);
    }
  });

  it("tries no rule on every message", () => {
    expect(RULES.filter((rule) => !requiredWords(rule)).map((rule) => rule.source.slice(0, 60))).toEqual([]);
  });

  it("opens every rule that matches a row of the development corpora", () => {
    const texts = [...MUST_FIND.map(([text]) => text), ...MUST_PASS].map(read);
    expect(texts.filter((text) => missed(text).length > 0)).toEqual([]);
  });

  it("opens every rule that matches a held-out row (rows counted, never shown)", () => {
    const texts = [HELD_OUT_FIND, HELD_OUT_BLIND_FIND].flatMap((rows) => rows.map(([text]) => text));
    const missing = [...texts, ...HELD_OUT_PASS, ...HELD_OUT_BLIND_PASS].map(read).flatMap(missed);
    expect(missing).toEqual([]);
  });
});

/**
 * Flattery and meeting once needed a word spoken to someone anywhere in the message (SPOKEN_TO,
 * until 2026-11-29); each pattern now says whom it is spoken to, so that the look-alikes said of a
 * third person or of oneself pass even beside such a word ("…, you know", "…, can you believe it").
 */
describe("flattery and meeting say whom they are spoken to", () => {
  it.each([
    ["flattery", FLATTERY, "you're so mature for your age"],
    ["flattery", FLATTERY, "so mature for a 13 year old, you know"],
    ["flattery", FLATTERY, "you're really mature for 13"],
    ["meeting", MEETING, "i can come over to yours tonight"],
    ["meeting", MEETING, "i'll pick you up"],
    ["meeting", MEETING, "we could meet"],
  ])("%s finds %j", (_, rule, text) => {
    expect(rule.test(text)).toBe(true);
    expect(requestsIn(text)).toMatchObject([{ kind: "personal-request" }]);
  });

  it.each([
    "my son is so smart for a 6 year old",
    "my son is so smart for a 6 year old, you know",
    "my daughter is so mature for her age, can you believe it",
    "my sister is struggling, i will come over tonight",
    "my sister is struggling, i will come over tonight, can you believe it",
    "my mum will pick me up, are you ok?",
    "can i pick you up on something you said?",
  ])("lets %j through", (text) => {
    expect(FLATTERY.test(text) || MEETING.test(text)).toBe(false);
    expect(requestsIn(text)).toEqual([]);
  });
});
