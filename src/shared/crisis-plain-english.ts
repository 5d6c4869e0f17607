/**
 * Chat slang and a learner's English, put in the plain words the crisis rules are written in
 * (2026-12-01, twenty-first round). Only the crisis reading does this (crisis.ts readMessage), after
 * normalise and withoutSwearing, so the text is lowercase, collapsed ("better" is "beter") and has
 * " . " between clauses; the rules then read "i am not wanting to living more" as they read "i dont
 * want to live anymore", instead of each rule learning every way of getting the grammar wrong.
 *
 * - Slang intensifiers say how much a person means it, never what: "i cant do this anymore fr fr",
 *   "deadass i want to die", "lowkey i dont see the point anymore". They are read past, so a rule that
 *   needs its words to be the whole message (crisis-rules/despair.ts) still finds them so. "rn" stays:
 *   it is a time.
 * - "w" before what it is with: "im so done w everything".
 * - A second language's English (articles and "to" dropped, "not" before the verb, "more" for
 *   "anymore", double negatives, "suicide" as a verb, "kill me" for "kill myself", calques such as
 *   "finish my life" and "is better i die"), as learners of English write it.
 * Each rewrite names the words that make it about living and dying, so "i am not wanting to go to
 * school more" reads "i dont want to go to school anymore" and raises nothing.
 */
import { collapse, phrase } from "./crisis-text.js";

type Rewrite = [pattern: RegExp, replacement: string | ((match: string, ...groups: string[]) => string)];

/** A rewrite written plainly: the pattern, and a replacement that is words, in the collapsed form. */
const rewrite = (source: string, replacement: string): Rewrite => [phrase(source, "g"), collapse(replacement)];

/** Intensifiers of chat that add no meaning: "fr", "fr fr", "ngl", "tbh", "deadass", "lowkey", "no cap". */
const INTENSIFIERS = rewrite("\\b(?:fr|frfr|ngl|tbh|tbf|deadass|lowkey|highkey|istg|ong|no cap)\\b", " ");

/** The verbs of living and dying a learner may use bare or in -ing after "to". */
const BARE_VERB = "(?:die|live|kill|end|sleep|exist|disappear|finish|be)";
const ING_TO_BARE: Record<string, string> = {
  living: "live",
  dying: "die",
  sleping: "slep",
  existing: "exist",
  kiling: "kil",
  ending: "end",
  finishing: "finish",
};

/** Words that make "suicide" a topic, not a verb: "i want to do suicide awareness training". */
const SUICIDE_TOPIC =
  "(?! (?:awareness|prevention|hotline|line|rate|rates|research|training|squad|watch|season|to|is|was|being)\\b)";

const LEARNER: Rewrite[] = [
  // "not" before the verb, or "am" before it: "i am not wanting", "i no want", "i am wish to die".
  rewrite("\\b(?:im|i am) not (?:wanting|want)\\b|\\bi (?:not|no) (?:want|wanting)\\b", "i dont want"),
  rewrite("\\b(?:im|i am) (want|wanting|wish|wishing)\\b", "i $1"),
  rewrite("\\b(?:im|i am|i) not can\\b", "i cant"),
  rewrite("\\bcan not\\b", "cant"),
  // "-ing" after "to": "not wanting to living more".
  [
    phrase("\\bto (living|dying|sleeping|existing|killing|ending|finishing)\\b", "g"),
    (_match, verb: string) => `to ${ING_TO_BARE[verb] ?? verb}`,
  ],
  // "to" dropped: "i want die", "i dont want exist no more"; "i want to dead".
  rewrite(`\\b(want|wanting|wish|need) (${BARE_VERB})\\b`, "$1 to $2"),
  rewrite("\\b(want|wanna|wish) (?:to )?dead\\b", "$1 to be dead"),
  // "suicide" as a verb, after a wish or intent: "i want to suicide", "i will make suicide", "thinking
  // to suicide"; not an opinion of it ("i think suicide is never the answer").
  rewrite(
    `\\b(want|wanna|will|going|gonna|need) (?:to |for )?(?:make |do |commit )?suicide\\b${SUICIDE_TOPIC}|` +
      `\\b(thinking|think|plan|planning|decided|try|trying) (?:to|for) (?:make |do |commit )?suicide\\b${SUICIDE_TOPIC}`,
    "$1$2 to kill myself",
  ),
  // "kill me" for "kill myself", with "i" the one who would: "i am going to kill me", "kill me self".
  rewrite("\\bme self\\b", "myself"),
  rewrite(
    "\\bi ((?:am |m )?(?:going|gonna|want|wanna|wanting|think|thinking|will|need|plan|planning)(?: to| about| of)?) kill me" +
      // Said alone or with a time, not "kill me some pizza", "kill me the time".
      "(?= \\.| $| (?:now|tonight|today|tomorrow|soon|already)\\b)",
    "i $1 kill myself",
  ),
  // Calques of "end my life": "finish my life", "end with my life"; not where it is spent ("in spain").
  rewrite(
    "\\b(?:finish|end)(?: with)? my life\\b(?! (?:in|at|here|there|near|by|on|with|as|doing|working|story)\\b)",
    "end my life",
  ),
  rewrite("\\b(?:go|go away|disappear|vanish) from this (?:life|world|earth)\\b", "leave this world"),
  rewrite("\\bbe in this (?:life|world)(?= \\.| $| (?:anymore|more|no more)\\b)", "be alive"),
  // Tired of life said with the verb: "i am tired of live", "tired to live"; not "live music".
  rewrite(
    "\\btired (?:of|to|from) (?:live|living)(?= \\.| $| (?:anymore|more|no more|like this|and|so|i)\\b)",
    "tired of living",
  ),
  // "life is not worth for me", "life not have worth", "life is not worth to live for me".
  rewrite(
    "\\b((?:my )?life) (?:is )?(?:not|no) (?:have |has )?worth(?: to live| living| anything)?(?= \\.| $| for me\\b)",
    "$1 is not worth living",
  ),
  // Better dead, said as "is better i die", "for me is better to die", "better for me if i die".
  rewrite(
    "\\b(?:for me )?(?:it )?is better (?:for me )?(?:if )?(?:that )?i (?:am |will |would )?(?:die|dead|be dead)\\b|" +
      "\\bfor me (?:it )?is better to (?:die|be dead)\\b|\\b(?:it )?is better for me (?:to die|to be dead|if i (?:die|am dead))\\b|" +
      "^ better for me (?:to die|to be dead|if i (?:die|am dead|was dead))\\b",
    " i would be better off dead",
  ),
  // Reasons to live, denied in a learner's words: "i am not having reason to live", "no have reason".
  rewrite(
    "\\b(?:(?:im|i am) not having|i (?:dont|not|no) have|no have|i have not) (?:a |any )?reason (?:to|for) (?:live|living)\\b",
    "i have no reason to live",
  ),
  // "more" or "no more" for "anymore" at the end of a denied clause: "i dont want to live no more".
  [phrase("(\\b(?:not|no|dont|never|cant|cannot|wont)\\b[^.]*?) (?:no )?more(?= \\.| $)", "g"), "$1 anymore"],
];

/** "w" for "with", before what it is with: "im so done w everything". */
const WITH = rewrite("\\bw(?= (?:everything|everyone|it|this|that|life|all|my|me|you|them|him|her|the)\\b)", "with");

/** The normalised text in the plain words the rules read. */
export function inPlainEnglish(normalised: string): string {
  const rewritten = [INTENSIFIERS, WITH, ...LEARNER].reduce(
    (text, [pattern, replacement]) =>
      typeof replacement === "string" ? text.replace(pattern, replacement) : text.replace(pattern, replacement),
    normalised,
  );
  return rewritten.replace(/ {2,}/g, " ");
}
