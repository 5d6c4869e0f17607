/**
 * Screening a message must stay cheap (every chat message is screened on the server's one thread),
 * and its shortcuts must never change a verdict: the quick tests before obscenity's matchers
 * (shared/matcher-prefilter.ts), the crisis rules skipped by their words (shared/required-words.ts),
 * the texts unmasked and normalised once, the personal-details guard's quick tests. This screens
 * every corpus of the repository and the inputs of the screening tests, each also disguised (case,
 * leetspeak, spelling out, punctuation, full-width and look-alike letters, accents, stretched
 * letters), with the personal-details finder, and compares the verdicts with those recorded
 * (screening-equivalence.verdicts.txt) from the code before the shortcuts.
 *
 * Lives with the server, which screens every message, because it reads the test files for their
 * inputs and uses the companion's corpus, which the shared code may not. Held-out lines are screened,
 * never shown: the record holds a short digest of each text's verdicts, in order, and no text.
 * When verdicts change on purpose (a rule, a corpus, a test's inputs), record them again with
 * `npx vitest run src/server/messages/screening-equivalence.test.ts --update` (the flag last: before
 * the path, vitest takes the path for its value and runs every test), and say why in the commit;
 * when only speed was the aim, a difference is a fault.
 */
import { describe, expect, it } from "vitest";
import { DEVELOPMENT } from "../../shared/crisis-corpus/development.js";
import { HELD_OUT } from "../../shared/crisis-corpus/held-out.js";
import { HELD_OUT_BLIND } from "../../shared/crisis-corpus/held-out-blind.js";
import * as abuseHeldOut from "../../shared/harassment-corpus/held-out.js";
import { HELD_OUT_FIND, HELD_OUT_PASS } from "../../shared/personal-details-corpus/held-out.js";
import { MUST_FIND } from "../../shared/personal-details-corpus/must-find.js";
import { MUST_PASS } from "../../shared/personal-details-corpus/must-pass.js";
import { findPersonalDetails } from "../../shared/personal-details.js";
import { screenText } from "../../shared/screening.js";
import { OBSCENITY_WORDS } from "../../shared/testing/obscenity-words.js";
import { DISGUISES, type Reading, recordVerdicts, stringsIn } from "../testing/recorded-verdicts.js";
import { HELD_OUT_OPENINGS, HELD_OUT_SCRIPTS } from "../ai/corpus/held-out.js";
import { OPENINGS } from "../ai/corpus/openings.js";
import { SCRIPTS } from "../ai/corpus/scripts.js";
import type { Script } from "../ai/corpus/types.js";

/** The crisis reading a verdict carries for the conversation window (`read`) is not part of the verdict. */
const verdictOnly = (key: string, value: unknown) => (key === "read" ? undefined : value);

const corpusLines = (part: string): string[] => part.split("\n").filter((line) => line.trim() && !line.startsWith("#"));
const scriptLines = (scripts: Script[]): string[] => scripts.flatMap((script) => script.lines.map((line) => line.text));

/** The screening tests' inputs: every string in them (names of tests too, which does no harm). */
const TEST_FILES = [
  "src/shared/screening.test.ts",
  "src/shared/harassment-corpus/development.ts",
  "src/shared/harassment-corpus/second-round.ts",
  "src/shared/harassment-corpus/third-round.ts",
  "src/shared/harassment-corpus/fourth-round.ts",
  "src/shared/content-filter.test.ts",
  "src/shared/crisis.test.ts",
  "src/shared/crisis-families.test.ts",
  "src/shared/crisis-signal.test.ts",
  "src/shared/crisis-window.test.ts",
  "src/shared/personal-details.test.ts",
  "src/client/features/chat/composer-check.test.ts",
];

/** obscenity's English words as they are written, each put to someone and said of oneself. */
function abuse(): string[] {
  const sayings = ["%", "you %", "you're a %", "what a %", "i feel like such a %", "that % at work again"];
  return OBSCENITY_WORDS.flatMap((word) => sayings.map((saying) => saying.replace("%", word)));
}

const FAMILIES: { name: string; texts: () => string[] }[] = [
  { name: "crisis corpus, development", texts: () => corpusLines(DEVELOPMENT) },
  { name: "crisis corpus, held out", texts: () => corpusLines(HELD_OUT) },
  { name: "crisis corpus, held out, blind", texts: () => corpusLines(HELD_OUT_BLIND) },
  { name: "personal details, must find", texts: () => MUST_FIND.map(([text]) => text) },
  { name: "personal details, must pass", texts: () => [...MUST_PASS] },
  {
    name: "personal details, held out",

    texts: () => [...HELD_OUT_FIND.map(([text]) => text), ...HELD_OUT_PASS],
  },
  { name: "harassment, held out", texts: () => [...abuseHeldOut.HELD_OUT_CATCH, ...abuseHeldOut.HELD_OUT_PASS] },
  { name: "companion corpus", texts: () => [...OPENINGS.map((line) => line.text), ...scriptLines(SCRIPTS)] },
  {
    name: "companion corpus, held out",

    texts: () => [...HELD_OUT_OPENINGS.map((line) => line.text), ...scriptLines(HELD_OUT_SCRIPTS)],
  },
  { name: "screening tests", texts: () => [...new Set(TEST_FILES.flatMap(stringsIn))] },
  { name: "obscenity's words, to someone and of oneself", texts: abuse },
];

/** Disguised, then beside contact details and abuse. */
const READINGS: readonly Reading[] = [
  ...DISGUISES,
  (text) => `${text} call me on 07700 900123 or insta: sam_22`,
  (text) => `you idiot, ${text}`,
];

const screened = (text: string): string => JSON.stringify(screenText(text, findPersonalDetails), verdictOnly);

describe("screening gives the verdicts recorded before its shortcuts", () => {
  it("on every corpus and every screening test's inputs, as written and disguised", async () => {
    const sections = FAMILIES.map(({ name, texts }) => `## ${name}\n${recordVerdicts(texts(), READINGS, screened)}`);
    await expect(`${sections.join("\n\n")}\n`).toMatchFileSnapshot("./screening-equivalence.verdicts.txt");
  }, 300_000);
});
