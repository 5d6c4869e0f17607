/**
 * Which rules of a stated-age family can match a line, judged by its words (required-words-gate.ts).
 * Every message is read for a stated age, and the few that pass a family's quick test (a digit or a
 * number word: "at 3pm", "2 days") hold the words of one or two of its rules at most: the others need
 * no test. A rule whose words the gate cannot read says why (StatedAgeRule's `ungated`) and is tried
 * on every line its family's quick test lets through, as before the gate.
 */
import { wordGate } from "./required-words-gate.js";
import type { StatedAgeRule } from "./stated-age-words.js";

/** Given a normalised line, the rules of `rules`, in their order, that its words leave a chance to match. */
export function ruleGate<Rule extends StatedAgeRule>(rules: readonly Rule[]): (line: string) => Rule[] {
  const open = wordGate(rules.map(({ pattern }) => pattern));
  return (line) => open(line).map((index) => rules[index]!);
}
