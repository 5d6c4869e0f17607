/**
 * For the equivalence tests, which guard a detector's verdicts while its code is made faster or
 * rearranged (messages/screening-equivalence.test.ts, messages/stated-age-equivalence.test.ts):
 * the texts of test files, the ways a text is disguised, and a record of verdicts that holds a short
 * digest of each text's verdicts and no text, so that held-out and blind lines are screened, never
 * shown.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import ts from "typescript";

/** Every string literal of a TypeScript file, named from the repository's root. */
export function stringsIn(file: string): string[] {
  const text = readFileSync(new URL(`../../../${file}`, import.meta.url), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

const LEET: Record<string, string> = { a: "4", e: "3", i: "1", o: "0", s: "5", t: "7" };
const SYMBOLS: Record<string, string> = { a: "@", i: "!", s: "$", o: "0", c: "(" };
const LOOK_ALIKE: Record<string, string> = { a: "а", c: "с", e: "е", o: "о", p: "р", x: "х", y: "у", i: "і" };
const eachWord = (text: string, change: (word: string) => string): string => text.replace(/[a-z]+/gi, change);

export type Reading = (text: string) => string;

/** A text as written, then disguised: case, spelling out, punctuation, full-width and look-alike letters, accents, stretched letters. */
export const DISGUISES: readonly Reading[] = [
  (text) => text,
  (text) => text.toLowerCase(),
  (text) => text.toUpperCase(),
  (text) => text.replace(/[aeiost]/gi, (c) => LEET[c.toLowerCase()] ?? c),
  (text) => text.replace(/[aisoc]/gi, (c) => SYMBOLS[c.toLowerCase()] ?? c),
  (text) => eachWord(text, (word) => (word.length >= 3 && word.length <= 8 ? [...word].join(" ") : word)),
  (text) => eachWord(text, (word) => (word.length >= 3 ? [...word].join(".") : word)),
  (text) => eachWord(text, (word) => (word.length >= 4 ? `${word.slice(0, 2)}-${word.slice(2)}` : word)),
  (text) => eachWord(text, (word) => (word.length >= 4 ? word[0] + word.slice(1).replace(/[aeiou]/, "*") : word)),
  (text) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
  (text) => text.replace(/[aceopxyi]/g, (c) => LOOK_ALIKE[c] ?? c),
  (text) =>
    eachWord(text, (word) => word.replace(/[aeiou]/g, (vowel) => `${vowel}\u0301`).replace(/^(\w)/, "$1\u200b")),
  (text) => text.replace(/[aeiouy]/g, (vowel) => vowel.repeat(3)),
  (text) => text.replace(/['’.,!?]/g, ""),
  (text) => `${text}!!!`,
];

const digest = (text: string, length: number): string =>
  createHash("sha256").update(text).digest("hex").slice(0, length);

/** For one family of texts: how many, a digest of the texts, and a digest of each text's verdicts. */
export function recordVerdicts(
  texts: string[],
  readings: readonly Reading[],
  verdictOf: (text: string) => string,
): string {
  const digests = texts.map((text) => digest(readings.map((read) => verdictOf(read(text))).join("\n"), 6));
  const rows: string[] = [];
  for (let at = 0; at < digests.length; at += 12) rows.push(digests.slice(at, at + 12).join(" "));
  return [
    `${texts.length} texts, ${readings.length} readings each; texts ${digest(texts.join("\n"), 16)}`,
    ...rows,
  ].join("\n");
}
