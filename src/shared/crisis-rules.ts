/**
 * The crisis detector's rules (in crisis-rules/), by the categories of the Columbia Suicide Severity Rating Scale and
 * the warning signs published by the 988 Lifeline, AFSP and NIMH. Each rule has a category and a
 * tier: high for method or means with self-directed intent, plans and timing, preparatory acts and
 * active intent; moderate for the wish to be dead, farewells, feeling a burden and self-harm.
 *
 * Patterns read normalised text (crisis-text.ts): lowercase, no apostrophes ("dont", "im"), slang
 * spelled out ("kms" → "kill myself", "od" → "overdose"), " . " between clauses, and are compared
 * collapsed, so they are written plainly. `self` marks a rule whose words say who is meant ("myself",
 * "without me"); the others are read with the subject of their clause (crisis-context.ts).
 *
 * Terms for means, passive ideation and burden also come from the Suicide Risk Lexicon v1.0
 * (Low et al., clinician-validated prototypical tokens, 2024-08-07), github.com/danielmlow/construct-tracker,
 * Apache-2.0, read on 2026-11-25. Used only with self-directed intent around them: alone they are
 * ambiguous ("rope", "knife", "overdose").
 *
 * Beside English, only the most direct phrasings in Spanish, French and German are read
 * (crisis-rules/other-languages.ts), and emoji that stand for means (crisis-rules/emoji.ts).
 */
import { ACTS_DONE } from "./crisis-rules/acts-done.js";
import { ACTS_UNDER_WAY } from "./crisis-rules/acts-under-way.js";
import { AFFAIRS_AND_MEANS } from "./crisis-rules/affairs-and-means.js";
import { BURDEN } from "./crisis-rules/burden-and-self-harm.js";
import { EMOJI } from "./crisis-rules/emoji.js";
import { ENDLESS_SLEEP } from "./crisis-rules/endless-sleep.js";
import { FRAGMENTS } from "./crisis-rules/fragments.js";
import { MEANS_AND_PLANS } from "./crisis-rules/means-and-plans.js";
import { LAST_WORDS_RULES } from "./crisis-rules/last-words.js";
import { OTHER_LANGUAGES } from "./crisis-rules/other-languages.js";
import { PLAN_NOTE_RELAPSE } from "./crisis-rules/plan-note-relapse.js";
import { PASSIVE_WISHES } from "./crisis-rules/passive-wishes.js";
import { PREPARATION_AND_FAREWELL } from "./crisis-rules/preparation-and-farewell.js";
import { QUESTIONS_AND_DECISIONS } from "./crisis-rules/questions-and-decisions.js";
import { SELF_HARM } from "./crisis-rules/self-harm.js";
import { SELF_HARM_MARKS } from "./crisis-rules/self-harm-marks.js";
import { WIDER_ACTS } from "./crisis-rules/wider-acts.js";
import { WIDER_WISHES } from "./crisis-rules/wider-wishes.js";
import { buildRules, type Rule } from "./crisis-rules/vocabulary.js";
import { WISHES_AND_IDEATION } from "./crisis-rules/wishes-and-ideation.js";
import { WORTHLESSNESS } from "./crisis-rules/worthlessness.js";

export type { Rule };

/** Every rule, from the clearest to the vaguest: of two signals of one tier, the first is reported. */
export const RULES: readonly Rule[] = /* @__PURE__ */ buildRules([
  ...WISHES_AND_IDEATION,
  ...MEANS_AND_PLANS,
  ...PREPARATION_AND_FAREWELL,
  ...BURDEN,
  ...SELF_HARM,
  ...WIDER_WISHES,
  ...WIDER_ACTS,
  ...PASSIVE_WISHES,
  ...AFFAIRS_AND_MEANS,
  ...LAST_WORDS_RULES,
  ...SELF_HARM_MARKS,
  ...PLAN_NOTE_RELAPSE,
  ...FRAGMENTS,
  ...WORTHLESSNESS,
  ...ACTS_UNDER_WAY,
  ...QUESTIONS_AND_DECISIONS,
  ...ACTS_DONE,
  ...ENDLESS_SLEEP,
  ...OTHER_LANGUAGES,
  ...EMOJI,
]);
