/**
 * Worthlessness and being tired of oneself (2026-11-30, sixteenth round): "i cant stop thinking im
 * worthless and nothing will change", "im so tired of being me", "every night i go over everything i
 * did wrong and i hate myself for it". Feeling worthless is among the warning signs the 988 Lifeline,
 * AFSP and Samaritans name, and rumination over one's failings keeps it going (NHS, Mind); not yet a
 * wish to die, so a check-in (the low tier), as hopelessness said alone is (despair.ts).
 */
import type { Row } from "./vocabulary.js";

/**
 * Turning it over: thoughts that come back, nights spent on it, every mistake replayed. Said beside
 * self-hatred, which alone is as often a joke ("i hate myself for eating the whole pizza").
 */
const RUMINATION =
  "(?:cant stop thinking|keep thinking|all i (?:think|can think) about|replay\\w*|go over|going over|on repeat|" +
  "every (?:night|day|mistake|single mistake)|everything i (?:did|do|ve done|have done) wrong|no matter what i do)";
/** Judging oneself, said of oneself: "im worthless", "how useless i am", "i hate myself". */
const SELF_JUDGED =
  "(?:(?:im|i am|that im|i feel|i know im|i think im)(?: so| just| completely| totally| utterly| truly)? (?:worthless|useless|a failure|pathetic)|" +
  "how (?:worthless|useless|pathetic) i am|i (?:hate|despise|loathe) (?:myself|being me))\\b(?! (?:at|in|with|when|for (?:eating|buying|forgetting|saying|being late))\\b)";

export const WORTHLESSNESS: Row[] = [
  // Tired or sick of being oneself, said as the end of it: "im so tired of being me". Not of being a role
  // ("tired of being the one who plans everything", "tired of being single").
  [
    "tired-of-being-me",
    "burden",
    "low",
    "\\b(?:tired|sick|exhausted|fed up) of being (?:me|myself)(?= \\.| $| (?:anymore|any more|honestly|lol))|\\bi hate being me\\b",
    "self",
  ],
  // Worthless said of oneself, on its own ("i keep thinking im worthless", "im worthless and it will
  // never change"); not worthless at a named thing.
  [
    "worthless-self",
    "burden",
    "low",
    "\\b(?:im|i am|that im|i feel|i know im|i think im)(?: so| just| completely| totally| utterly| truly)? worthless\\b(?! (?:at|in|when|to)\\b)",
  ],
  // Judging oneself while turning it over: "all i think about is how useless i am", "i go over
  // everything i did wrong and i hate myself for it".
  [
    "self-judged-rumination",
    "burden",
    "low",
    // The judgment is the match, so that its own clause is read for negation, a past or someone else.
    `(?<=\\b${RUMINATION}\\b.*)\\b${SELF_JUDGED}|\\b${SELF_JUDGED}(?=.*\\b${RUMINATION}\\b)`,
  ],
];
