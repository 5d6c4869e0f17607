/**
 * Everyday hyperbole said in crisis words: "this game is so bad i want to die lol". Laughter (lol,
 * lmao, haha, a laughing emoji or the skull, read as "lol" by crisis-rules/emoji.ts) and an everyday
 * thing blamed ("this game", "the lecture", "my homework") mark it. Both together: no signal. One
 * of them: a check-in (the low tier), never silence, since "i want to die lol" is also how a person
 * in real distress may soften what they say. Only rules whose words are common hyperbole are read
 * so ("i want to die", "kms", "kill me"); a method, a plan or self-harm keeps its tier whatever
 * follows it, except being dead or gone by a day and a method an everyday thing "makes me want" (below).
 *
 * Being dead or gone by a day is everyday exaggeration about what wears a person out as often as a
 * plan with a time (2026-11-30, twelfth round): "i'll be dead by friday lol, so much work", "at this
 * rate i'll be dead by christmas, this diet is brutal". With the cause named (WORN_OUT, read by
 * crisis-context.ts as what explains the near time), nothing; laughed at, or said as a projection
 * ("at this rate") with no cause named, a check-in; said plainly ("i'll be dead by friday"), a plan.
 */
import { phrase } from "./crisis-text.js";

const LAUGHTER = /* @__PURE__ */ phrase("\\b(?:lol|lols|lmao|lmfao|rofl|ha(?:ha)+h?|hehe|xd|jk|jking|just kiding)\\b");

/** An everyday thing named as the cause, with a word that points at it. */
const EVERYDAY_CAUSE = /* @__PURE__ */ phrase(
  "\\b(?:this|that|the|these|those|my) (?:\\w+ )?(?:game|games|match|level|boss fight|lag|wifi|homework|lecture|lectures|clas|meting|metings|trafic|queue|song|episode|show|printer|weather|heat|team|ref|referee|quiz|maths|math|monday|mondays|comute|bus|train|group project|asignment|cringe)\\b|\\bhomework\\b",
);

/**
 * The rules whose words are everyday hyperbole as often as a wish (crisis-rules/), and the
 * classifier (crisis-classifier/), which reads vaguer words still.
 */
const HYPERBOLE_PRONE = new Set([
  "want-to-die",
  "kill-me",
  "kill-myself",
  "rather-die",
  "classifier",
  // crisis-rules/passive-wishes.ts: "i hope i get hit by a bus, this lecture lol"
  "hope-to-be-struck",
  "hope-something-happens",
  "wish-i-would-die",
  "god-take-me",
  "put-me-out-of-my-misery",
  // crisis-rules/endless-sleep.ts: "i need a forever nap after this lecture lol"
  "endless-sleep",
]);

/**
 * What a person says will be the death of them by a day (2026-11-30, twelfth round): work and its
 * hours, a boss, study, a diet, a hangover, the gym. Read where a near time is explained
 * (crisis-context.ts `NEAR_TIME`), so a clause that says nobody will notice ("nobody at work will even
 * notice") names none of them.
 */
export const WORN_OUT =
  "(?:so much|too much|all this|all the|piles of|more) (?:work|homework|revision|overtime)|(?:at|from|with|after) work|workload|overtime|" +
  "working (?:late|nights|weekends|overtime|\\w+ hour)|\\w+ hour (?:days|shifts|weeks)|shifts|double shift|boss|manager|" +
  "coursework|essays|revising|studying|cramming|diet|dieting|hangover|hungover|leg day|spin class|workouts";

/**
 * The rules of being dead or gone by a day (crisis-rules/near-time.ts, wont-be-around), and a projection
 * of what is going on, which is not a plan ("at this rate", "the way things are going" at work).
 */
const BY_A_DAY = new Set(["gone-by", "over-soon", "wont-be-around"]);
const PROJECTION = /* @__PURE__ */ phrase(
  "\\bat this rate\\b|\\bat this pace\\b|\\bif this keeps up\\b|\\bthe way (?:things are|its) going\\b",
);

/** How a rule's signal is read beside the marks of hyperbole in the whole message. */
export type HyperboleReading = "as-is" | "check-in" | "none";

/**
 * A method said as what an everyday thing makes one want to do (2026-12-01, seventeenth round): "this
 * traffic makes me want to jump out the window lol". With the thing named as the cause, nothing; only
 * laughed at, a check-in; "my life makes me want to jump off a bridge" keeps its tier.
 */
const METHOD_AS_COMPLAINT = new Set(["jump", "jump-from-height"]);
const MAKES_ME_WANT = /* @__PURE__ */ phrase("\\b(?:makes|made|make|making) me (?:want|wana|wanna)\\b");

/**
 * An annoyance that would happen again as the condition (2026-12-01, eighteenth round): "if i hear
 * that ringtone again im jumping out the window haha", "if the printer jams again", "if i have to sit
 * through another zoom call". Something heard, seen or sat through, or an everyday thing or a
 * housemate going wrong again. Not when what would happen again is living itself, a hurt done to the
 * person or a particular someone ("if i wake up again tomorrow", "another day like this", "if he hits
 * me again", "if i hear his voice again"): there laughter masks, and the method keeps its tier.
 */
const ANNOYING_THING =
  "ringtone|alarm|song|ad|ads|printer|wifi|internet|laptop|computer|phone|game|lag|bus|train|trafic|code|build|" +
  "meting|metings|lecture|clas|neighbour|neighbours|neighbor|brother|sister|flatmate|roomate|cat|dog";
const NOT_AN_ANNOYANCE =
  "wake|woke|live|living|alive|exist|breath|fel|feel|like this|stil here|relapse|fail|send me|sent back|go back|" +
  "hit|hits|hurt|hurts|touch|touches|beat|beats|rape|rapes|abuse|abuses|kick|kicks|slap|slaps|punch|punches|" +
  "me again|him|her|his|them|their";
const CONDITIONAL_ANNOYANCE = /* @__PURE__ */ phrase(
  `\\bif (?:i (?:hear|se|sit through|listen to|watch|read|get|have to (?:hear|se|sit through|listen to|watch|read|redo|explain))\\b|` +
    `(?:the|my|this|that|our) (?:\\w+ )?(?:${ANNOYING_THING})\\b)` +
    `(?![^.]{0,60}\\b(?:${NOT_AN_ANNOYANCE})\\b)[^.]{0,60}\\b(?:again|one more|another|once more)\\b`,
);

export function readHyperbole(rule: string, text: string): HyperboleReading {
  const laughed = LAUGHTER.test(text);
  const conditional = CONDITIONAL_ANNOYANCE.test(text);
  if (METHOD_AS_COMPLAINT.has(rule) && (conditional || MAKES_ME_WANT.test(text))) {
    // "makes me want" with the thing named is a complaint; an annoyance again only when laughed at.
    if (conditional ? laughed : EVERYDAY_CAUSE.test(text)) return "none";
    return laughed && !conditional ? "check-in" : "as-is";
  }
  // A cause named is crisis-context.ts's to read: a near time explained by it raised nothing.
  if (BY_A_DAY.has(rule)) return laughed || PROJECTION.test(text) ? "check-in" : "as-is";
  if (!HYPERBOLE_PRONE.has(rule)) return "as-is";
  const blamed = conditional || EVERYDAY_CAUSE.test(text);
  if (laughed && blamed) return "none";
  return laughed || blamed ? "check-in" : "as-is";
}
