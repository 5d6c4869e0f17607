/**
 * Risk spread over several messages of one person: distress in one ("i've had enough"),
 * means or timing in another ("I have the pills right here", "tonight"). Neither half alone is a
 * crisis signal; together they are the picture the C-SSRS asks about (ideation with a method or a
 * time). The newest message must hold one half, so an old message never fires the window again by
 * itself, and a message that fired alone is answered by assessCrisis, not here. Means and then a
 * time ("i have the pills" … "tonight") are a plan too. And a sentence sent in short pieces ("i" /
 * "want" / "to" / "die") is read joined (shortRun, read by crisis.ts with the one-message rules). Pills
 * taken and then how many ("i took my mums pills" … "like 20 of them") are an overdose; so is "i took
 * them all" after distress, and drowsiness after an overdose told is that overdose taking effect.
 */
import { matchesIn } from "./matches-in.js";
import { readContext } from "./crisis-context.js";
import { phrase } from "./crisis-text.js";
import { PILLS } from "./crisis-rules/vocabulary.js";
import type { CrisisSignal } from "./crisis-types.js";

/** What a message raised on its own (crisis.ts `WindowText.alone`): null when nothing. */
type Alone = CrisisSignal | null;

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
 * Taken, with what left unnamed (2026-12-01, a stranger's trial): "i took them all", "just swallowed
 * them", "i took everything", said at the end of a clause, after distress. Not carried anywhere.
 */
const TAKEN_UNNAMED = /* @__PURE__ */ phrase(
  "\\b(?:tok|taken|swalowed|downed) (?:them|those|em|everything|them al|al of them|it al)(?= \\.? ?$| \\.)",
  "g",
);

/** Taking told in the past: what makes a high-tier method an overdose already taken ("i took all my pills"). */
const TOOK = /* @__PURE__ */ phrase("\\b(?:tok|taken|swalowed|downed|overdosed|drank|drunk)\\b", "g");

/** The window's own readings that tell an overdose taken, kept on the message that opened crisis mode. */
const OVERDOSE_READINGS: ReadonlySet<string> = new Set(["window-taken-then-how-many", "window-overdose-then-effects"]);

/**
 * What an overdose does as it takes effect, said in a message of its own (2026-12-01, a stranger's
 * trial: "getting really sleepy now", "my eyes r so heavy"). Only after an overdose told: on its own
 * it is everyday tiredness.
 */
const EFFECTS = /* @__PURE__ */ phrase(
  "\\b(?:sleepy|drowsy|woozy|faint|dizzy|so tired|realy tired|fading|pasing out|going to pas out|throwing up|vomiting)\\b|" +
    "\\beyes (?:are |r |feel )?(?:so |realy |to |too )?heavy\\b|\\bcant keep my eyes open\\b|\\b(?:everything|the rom)(?: is|s)? spining\\b|" +
    "\\b(?:cant|cannot) (?:breathe|brethe|stay awake|fel my)\\b|\\bheart (?:is )?(?:racing|pounding)\\b|\\beverything (?:is |s )?(?:blury|going dark)\\b",
  "g",
);

/**
 * Whether the person says it of themselves, now: not negated, not a story, not someone else.
 */
const saysNow = (text: string, pattern: RegExp): boolean =>
  matchesIn(text, pattern).some((match) => {
    const context = readContext(text, match.index, match.index + match[0].length, false);
    return !context.negated && !context.story && !context.otherPerson;
  });

const signal = (rule: string, category: CrisisSignal["category"]): CrisisSignal => ({ rule, category, tier: "high" });

/**
 * `texts` are the person's recent messages, read (crisis.ts `readable`), oldest first; `alone` says
 * what each raised on its own (an earlier crisis message counts as distress).
 */
export function windowSignal(texts: readonly string[], alone: readonly Alone[]): CrisisSignal | null {
  const newest = texts.length - 1;
  if (newest < 1) return null;
  const distress = (index: number): boolean => Boolean(alone[index]) || saysNow(texts[index] ?? "", DISTRESS);
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
  if (earlierDistress && saysNow(latest, TAKEN_UNNAMED)) return signal("window-distress-then-taken", "method");
  // An overdose told, and then what it does: the emergency, however quietly said.
  if (saysNow(latest, EFFECTS) && overdoseTold(texts.slice(0, newest), alone, distress)) {
    return signal("window-overdose-then-effects", "method");
  }
  return null;
}

/** Whether one of `earlier` told an overdose taken: on its own, counted, or unnamed after distress. */
function overdoseTold(earlier: readonly string[], alone: readonly Alone[], distress: (index: number) => boolean) {
  return earlier.some((text, index) => {
    const signal = alone[index];
    if (signal && OVERDOSE_READINGS.has(signal.rule)) return true;
    if (signal?.category === "method" && signal.tier === "high" && saysNow(text, TOOK)) return true;
    if (saysNow(text, TAKEN) && saysNow(earlier[index + 1] ?? "", HOW_MANY_TAKEN)) return true;
    return saysNow(text, TAKEN_UNNAMED) && earlier.slice(0, index).some((_, before) => distress(before));
  });
}

/** A message short enough to be a fragment of a sentence sent in pieces: "i" / "want" / "to" / "die". */
export const SHORT_WORDS = 4;

const wordCount = (text: string): number => text.split(" ").filter((word) => word && word !== ".").length;

/**
 * The newest messages that may be one sentence sent in pieces, joined in order: the run of short
 * messages that ends with the newest, none of which fired alone (that one was answered already),
 * at least two. Null when there is no such run. crisis.ts reads the joined text as one message.
 */
export function shortRun(texts: readonly string[], alone: readonly Alone[]): string | null {
  let start = texts.length;
  while (start > 0 && !alone[start - 1] && wordCount(texts[start - 1] ?? "") <= SHORT_WORDS) start--;
  if (texts.length - start < 2) return null;
  return ` ${texts
    .slice(start)
    .map((text) => text.trim())
    .filter(Boolean)
    .join(" ")} `;
}
