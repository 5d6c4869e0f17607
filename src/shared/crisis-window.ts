/**
 * Risk spread over several messages of one person: distress in one ("i've had enough"),
 * means or timing in another ("I have the pills right here", "tonight"). Neither half alone is a
 * crisis signal; together they are the picture the C-SSRS asks about (ideation with a method or a
 * time). The newest message must hold one half, so an old message never fires the window again by
 * itself, and a message that fired alone is answered by assessCrisis, not here. Means and then a
 * time ("i have the pills" … "tonight") are a plan too. And a sentence sent in short pieces ("i" /
 * "want" / "to" / "die") is read joined (shortRun, read by crisis.ts with the one-message rules). Pills
 * taken and then how many ("i took my mums pills" … "like 20 of them") are an overdose.
 */
import { readContext } from "./crisis-context.js";
import { occursIn, phrase } from "./crisis-text.js";
import { PILLS } from "./crisis-rules/vocabulary.js";
import type { CrisisSignal } from "./crisis-types.js";

/** Hopelessness and entrapment (the Suicide Risk Lexicon's hopelessness terms and the warning signs). */
const DISTRESS = /* @__PURE__ */ phrase(
  "\\b(?:cant|cannot) (?:take|do|handle|stand|bear|cope with) (?:it|this|this life|any of this|life)(?: anymore| any more| now)?\\b|" +
    "\\bcant (?:go on|cope|anymore)\\b|\\bdont want to do this (?:anymore|any more)\\b|\\bbreaking point\\b|\\bnothing to lose\\b|\\bhopeles|\\bno (?:hope|way out|future|point)\\b|\\btraped\\b|" +
    "\\b(?:giving up|give up|gave up)(?: on (?:everything|life|myself))?(?= \\.| $| on)|" +
    "\\bnothing (?:matters|wil (?:ever )?change|gets beter|left)\\b|\\bnever (?:gets|get|going to get) beter\\b|" +
    "\\b(?:want|need) (?:it|the pain|everything|this) to (?:stop|end)\\b|\\b(?:im|i am) (?:so )?done\\b(?! with (?:work|today|this (?:week|asignment)))|" +
    "\\b(?:no one|nobody) (?:cares|would care|loves me)\\b|\\bhate my life\\b|\\bhad enough\\b|\\bat my limit\\b|" +
    "\\bend of my rope\\b|\\bworthles\\b",
  "g",
);

const MEANS = /* @__PURE__ */ phrase(
  // With how many (2026-11-30, sixteenth round): "i have so many pills saved up" … "tonight".
  "\\b(?:have|got|holding|bought|found|ive got|counted|lined up|keep looking at)(?: al)?(?: the| my| some| enough| a| so many| a lot of| lots of| loads of| plenty of| a bunch of| a botle of)? " +
    "(?:pils|meds|tablets|rope|gun|knife|blade|razor|bottle|belt|noose)\\b|" +
    "\\b(?:pils|meds|tablets|rope|gun|knife|blade|razor) (?:are |is )?(?:right here|in my hand|in front of me|ready|next to me|on my desk)|" +
    "\\b(?:im|i am)(?: standing| siting)? (?:at|on) the (?:bridge|roof|edge|tracks|ledge|station platform)\\b",
  "g",
);

/** Timing or readiness said on its own: a short message that only makes sense after the distress. */
const TIMING = /* @__PURE__ */ phrase(
  "^ (?:(?:its|it is) )?(?:tonight|tomorow|time|now|soon)(?: then| is the night| it is)? $|" +
    "^ (?:im|i am) ready(?: now| to go| for it)? $|^ this is it $|^ no more $|^ its time(?: to go)? $|" +
    "\\b(?:it|this) ends (?:tonight|today|now|tomorow)\\b|\\btonight is the night\\b",
  "g",
);

/**
 * Pills taken, said without how many, and how many said in the next message (2026-12-01, seventeenth
 * round): "i took my mums pills" … "like 20 of them. feeling sleepy now". Not carried somewhere.
 */
const TAKEN = /* @__PURE__ */ phrase(
  `\\b(?:tok|taken|swalowed|downed) (?:some of |the |my )?(?:\\w+s )?${PILLS}\\b(?! (?:to|round|back|over|from|for|with (?:water|food))\\b)`,
  "g",
);
const HOW_MANY_TAKEN = /* @__PURE__ */ phrase(
  "^ (?:like |about |around |maybe |over |at least )?a lot of of (?:them|those|it)\\b|^ (?:al of them|every (?:single )?one|the whole (?:box|packet|pack|botle))\\b",
  "g",
);

/**
 * Whether the person says it of themselves, now: not negated, not a story, not someone else. A
 * plain test first: most messages hold none of it, and matchAll copies the pattern on every call.
 */
const saysNow = (text: string, pattern: RegExp): boolean =>
  occursIn(text, pattern) &&
  [...text.matchAll(pattern)].some((match) => {
    const context = readContext(text, match.index, match.index + match[0].length, false);
    return !context.negated && !context.story && !context.otherPerson;
  });

const signal = (rule: string, category: CrisisSignal["category"]): CrisisSignal => ({ rule, category, tier: "high" });

/**
 * `texts` are the person's recent messages, read (crisis.ts `readable`), oldest first; `fired` says
 * which of them raised a signal on their own (an earlier crisis message counts as distress).
 */
export function windowSignal(texts: readonly string[], fired: readonly boolean[]): CrisisSignal | null {
  const newest = texts.length - 1;
  if (newest < 1) return null;
  const distress = (index: number): boolean => fired[index] === true || saysNow(texts[index] ?? "", DISTRESS);
  const earlierDistress = texts.slice(0, newest).some((_, index) => distress(index));
  const latest = texts[newest] ?? "";
  if (earlierDistress && saysNow(latest, MEANS)) return signal("window-distress-then-means", "method");
  if (earlierDistress && saysNow(latest, TIMING)) return signal("window-distress-then-timing", "plan");
  const earlierMeans = texts.slice(0, newest).some((text) => saysNow(text, MEANS));
  if (earlierMeans && distress(newest)) return signal("window-means-then-distress", "method");
  // Means at hand and then a time: "i have the pills" … "tonight" (a plan: method with timing).
  if (earlierMeans && saysNow(latest, TIMING)) return signal("window-means-then-timing", "plan");
  // An overdose told in two parts: what was taken, then how many (an attempt, C-SSRS).
  const earlierTaken = texts.slice(0, newest).some((text) => saysNow(text, TAKEN));
  if (earlierTaken && saysNow(latest, HOW_MANY_TAKEN)) return signal("window-taken-then-how-many", "method");
  return null;
}

/** A message short enough to be a fragment of a sentence sent in pieces: "i" / "want" / "to" / "die". */
export const SHORT_WORDS = 4;

const wordCount = (text: string): number => text.split(" ").filter((word) => word && word !== ".").length;

/**
 * The newest messages that may be one sentence sent in pieces, joined in order: the run of short
 * messages that ends with the newest, none of which fired alone (that one was answered already),
 * at least two. Null when there is no such run. crisis.ts reads the joined text as one message.
 */
export function shortRun(texts: readonly string[], fired: readonly boolean[]): string | null {
  let start = texts.length;
  while (start > 0 && fired[start - 1] !== true && wordCount(texts[start - 1] ?? "") <= SHORT_WORDS) start--;
  if (texts.length - start < 2) return null;
  return ` ${texts
    .slice(start)
    .map((text) => text.trim())
    .filter(Boolean)
    .join(" ")} `;
}
