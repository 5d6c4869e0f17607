/**
 * Whether two questions ask the same thing in other words: "What do you miss most, if you let
 * yourself say it?" and "What do you find yourself missing most?" are one question to the person
 * who has just answered it. Compared by the lemmas that carry the meaning (nlp.ts), without the
 * function words, the framing verbs ("find yourself") and the circumstance a question is set in
 * ("…, if you let yourself say it", "… when the house goes quiet") that only reword it.
 */
import { FEELINGS, type FeelingId } from "./lexicon.js";
import { readText } from "./nlp.js";

/** Words that shape a question but not what it asks. */
const FRAMING = new Set(
  (
    "a an the and or but if so to of in on at for with from about by as it its this that these those " +
    "is be am are was were do does did doing have has had " +
    "can could would should will shall may might must i me my you your yourself yours we us our they them " +
    "their he him his she her hers there here just even up out now right let find tend usually else same " +
    // "so far", "the next hour": the stretch of time a question looks at, not what it asks.
    "so far next " +
    "'s 's 're 'd 'll n't not ? , . !"
  ).split(" "),
);

/** Words that say one thing in two sizes or spellings ("a little comfort", "a small comfort"). */
const SAME_WORD: Record<string, string> = { little: "small", tiny: "small", worthwhile: "worth" };

/**
 * The present a question can be set in: two questions both set in it ("right now", "today") ask
 * the same thing whichever they name ("What's one thing you could do for yourself right now?",
 * "… today?"); one set in no time is about something else ("What would you like to remember?").
 */
const PRESENT = new Set(["now", "moment", "today", "tonight", "lately", "recently"]);

/**
 * What an open question asks when nothing in particular is named: "What's been on your mind
 * today?", "What's been going on?", "What has today been like for you so far?" all invite the
 * person to say whatever is there, so any two of them are one question asked twice.
 */
const OPEN = new Set(["what", "mind", "go", "happen", ...PRESENT]);

interface Meaning {
  /** The lemmas that carry what it asks. */
  words: Set<string>;
  present: boolean;
  /** Asks only what is there ("What's been going on?"), with no subject of its own. */
  open: boolean;
}

const meaningCache = new Map<string, Meaning>();

/**
 * The words of a question before the circumstance it is set in: a "when" or "who" clause after its
 * first word, or an "if" clause after a comma. "What tends to visit your mind when the house goes
 * quiet?" asks what is on your mind, and "What would you say to a friend who felt this way?" what
 * you would say to a friend; an "if" without a comma is what is asked ("What would it look like if
 * this went better?").
 */
function withoutCircumstance(lemmas: string[]): string[] {
  const start = lemmas.findIndex(
    (lemma, i) => i > 0 && (lemma === "when" || lemma === "who" || (lemma === "if" && lemmas[i - 1] === ",")),
  );
  return start < 0 ? lemmas : lemmas.slice(0, start);
}

/**
 * "be like", "feel like", "look like" and "make it feel" only frame what is asked: "What would feel
 * like a comfort?" asks what would be one, "What would make this hour feel softer?" what would make it softer.
 */
const framesLike = (lemmas: string[], i: number) =>
  (lemmas[i] === "like" && ["be", "feel", "look", "seem"].includes(lemmas[i - 1]!)) ||
  (lemmas[i + 1] === "like" && ["feel", "look", "seem"].includes(lemmas[i]!)) ||
  (lemmas[i] === "feel" && lemmas.slice(0, i).includes("make"));

/** The lemmas of a question that carry what it asks. */
function meaning(question: string): Meaning {
  let found = meaningCache.get(question);
  if (!found) {
    const lemmas = withoutCircumstance(readText(question).words.map((word) => word.lemma));
    const asked = lemmas.filter((lemma, i) => !FRAMING.has(lemma) && !framesLike(lemmas, i));
    const words = new Set(asked.map((lemma) => SAME_WORD[lemma] ?? lemma));
    found = {
      words: new Set([...words].filter((lemma) => !PRESENT.has(lemma))),
      present: lemmas.some((lemma) => PRESENT.has(lemma)),
      // "What do you do when…" names nothing open: it asks what you do.
      open: [...words].every((lemma) => OPEN.has(lemma)) && lemmas.some((lemma) => lemma !== "what" && OPEN.has(lemma)),
    };
    meaningCache.set(question, found);
  }
  return found;
}

/** A question's meaningful lemmas, and the present as one more when only it is set in it. */
const compared = (one: Meaning, other: Meaning) =>
  one.present && !other.present ? new Set([...one.words, "present"]) : one.words;

/** Share of meaningful words two questions have in common for them to ask the same thing. */
const SAME = 2 / 3;

/**
 * Two questions are alike when at least two thirds of their meaningful words, the question word
 * included, are shared: "what … miss most" in both. The question word keeps "What would you need
 * to hear?" apart from "Who needs to hear about this?"; a question with fewer than two meaningful
 * words is too thin to judge and counts only when identical.
 */
export function alike(a: string, b: string): boolean {
  if (a === b) return true;
  const [m, n] = [meaning(a), meaning(b)];
  if (m.open && n.open) return true;
  const [x, y] = [compared(m, n), compared(n, m)];
  if (x.size < 2 || y.size < 2) return false;
  const shared = [...x].filter((lemma) => y.has(lemma)).length;
  return shared / (x.size + y.size - shared) >= SAME;
}

/** Words that frame a statement of what was heard ("that sounds really…", "it seems like…"). */
const HEARD_FRAMING = new Set("sound really seem like imagine maybe very pretty quite feel feeling".split(" "));

/** The feelings a sentence names, by the lexicon's words (lexicon.ts). */
function feelingsNamed(lemmas: Set<string>): Set<FeelingId> {
  return new Set(FEELINGS.filter((f) => f.words.some((word) => lemmas.has(word))).map((f) => f.id));
}

/**
 * Whether two sentences of one reply say the same thing: alike, or, for two statements, naming the
 * same feeling ("…can be a lonely road." and "That sounds really lonely.") or one's meaning held
 * within the other's. A question is compared only as alike: one that builds on what was just said
 * ("It sounds like there's a lot of worry in this. What is the worry telling you?") says more.
 */
export function restates(a: string, b: string): boolean {
  if (alike(a, b)) return true;
  if (a.endsWith("?") || b.endsWith("?")) return false;
  const [x, y] = [meaning(a), meaning(b)].map(
    (m) => new Set([...m.words].filter((lemma) => !HEARD_FRAMING.has(lemma))),
  );
  const [fx, fy] = [feelingsNamed(x!), feelingsNamed(y!)];
  if ([...fx].some((feeling) => fy.has(feeling))) return true;
  const smaller = x!.size <= y!.size ? x! : y!;
  const larger = smaller === x ? y! : x!;
  if (!smaller.size) return false;
  return [...smaller].filter((lemma) => larger.has(lemma)).length / smaller.size >= SAME;
}

/** The questions in a text, each up to and including its question mark. */
export const questionsIn = (text: string): string[] => text.match(/[^.!?]*\?/g)?.map((q) => q.trim()) ?? [];
