/**
 * The stated-age detector must stay cheap (the server reads every message for it) and its quick
 * tests (MAY_HOLD_NUMBER, MAY_NAME_A_STAGE, MAY_HOLD_BIRTHDAY, MAY_GIVE_AGE_WITH_AT) must never change
 * a verdict. This reads its corpora, the crisis corpus's everyday lines and the age tests' inputs,
 * each also disguised, and compares what statedAge, asksAge and answeredAge say with the record
 * (stated-age-equivalence.verdicts.txt). Held-out and blind lines are read, never shown: the record
 * holds a digest of each text's verdicts and no text. When verdicts change on purpose, record them
 * again with `npx vitest run src/server/messages/stated-age-equivalence.test.ts --update` and say why in the
 * commit; when only speed or layout was the aim, a difference is a fault. Lives with the server,
 * which reads every message for a stated age (partner-question.ts), because it reads test files.
 */
import { describe, expect, it } from "vitest";
import { answeredAge } from "../../shared/age-answer.js";
import { asksAge } from "../../shared/age-question.js";
import { DEVELOPMENT as CRISIS_DEVELOPMENT } from "../../shared/crisis-corpus/development.js";
import { statedAge } from "../../shared/stated-age.js";
import { ANSWERS_DEVELOPMENT } from "../../shared/stated-age-corpus/answers-development.js";
import { ANSWERS_HELD_OUT } from "../../shared/stated-age-corpus/answers-held-out.js";
import { DEVELOPMENT, TABLES_WRITTEN } from "../../shared/stated-age-corpus/development.js";
import { HELD_OUT } from "../../shared/stated-age-corpus/held-out.js";
import { HELD_OUT_BLIND } from "../../shared/stated-age-corpus/held-out-blind.js";
import { DISGUISES, type Reading, recordVerdicts, stringsIn } from "../testing/recorded-verdicts.js";

const TEST_FILES = [
  "src/shared/stated-age.test.ts",
  "src/shared/stated-age-quick.test.ts",
  "src/shared/age-question.test.ts",
  "src/shared/age.test.ts",
];

const texts = (table: readonly (readonly string[])[]): string[] => table.flatMap(([, ...lines]) => lines);

const FAMILIES: { name: string; texts: () => string[] }[] = [
  { name: "stated age, development", texts: () => texts(DEVELOPMENT) },
  { name: "stated age, held out", texts: () => texts(HELD_OUT) },
  { name: "stated age, held out, blind", texts: () => texts(HELD_OUT_BLIND) },
  { name: "answers, development", texts: () => texts(ANSWERS_DEVELOPMENT) },
  { name: "answers, held out", texts: () => texts(ANSWERS_HELD_OUT) },
  {
    name: "crisis corpus, development (everyday lines among them)",
    texts: () => CRISIS_DEVELOPMENT.split("\n").filter((line) => line.trim() && !line.startsWith("#")),
  },
  { name: "age tests", texts: () => [...new Set(TEST_FILES.flatMap(stringsIn))] },
];

/** Disguised, then with a word before and after. */
const READINGS: readonly Reading[] = [...DISGUISES, (text) => `${text} lol`, (text) => `honestly, ${text}`];

const read = (text: string): string =>
  `${statedAge(text, TABLES_WRITTEN)} ${asksAge(text, TABLES_WRITTEN)} ${answeredAge(text)}`;

describe("the stated-age detector gives the verdicts recorded", () => {
  it("on its corpora, everyday lines and its tests' inputs, as written and disguised", async () => {
    const sections = FAMILIES.map(({ name, texts }) => `## ${name}\n${recordVerdicts(texts(), READINGS, read)}`);
    await expect(`${sections.join("\n\n")}\n`).toMatchFileSnapshot("./stated-age-equivalence.verdicts.txt");
  }, 300_000);
});
