/**
 * The exams a writer sits at 15 or 16, as a school stage of theirs (stated-age-school.ts reads them
 * with the stages).
 */
import type { SchoolStage } from "./stated-age-school.js";
import { I_AM, OPENING } from "./stated-age-words.js";

/**
 * An exam sat at 15 or 16, under way or still to come: "doing my gcses", "about to take my gcses",
 * "revising for my junior cert", "my gcses start monday", "i have my junior cert in june". Having
 * them with no time to come ("i have my gcses but no degree") is a qualification, and the past ("i
 * did my gcses") is not now.
 */
const EXAM = "my\\s+(?:mock\\s+)?(?:gcses?|junior\\s+(?:cert|cycle)|nat(?:ional)?\\s*5s?|n5s?)\\b";
export const EXAMS_NOW = new RegExp(
  `(?:${OPENING}|\\b(?:${I_AM}|i(?:'ve|\\s+have)?)\\s+)(?:` +
    `(?:doing|sitting|taking|revising\\s+for|studying\\s+for|preparing\\s+for|starting|about\\s+to\\s+(?:take|sit|start|do))\\s+${EXAM}(?!\\s+(?:results?|grades?|certificates?)\\b)|` +
    `(?:have\\s+|got\\s+)?${EXAM}(?=\\s+(?:are|is|start|starts|in|next|this|on|soon|coming|tomorrow)\\b))`,
  "g",
);
/** The words an EXAM may start with (the rest, "n5", holds a digit). */
export const EXAM_WORDS = ["gcse", "junior", "nat"];

/** An exam is no class: adults sit them too (stated-age-adult.ts). One object, read and never changed. */
export const EXAM_STAGE: SchoolStage = { age: 16, classYear: false };
