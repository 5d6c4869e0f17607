/**
 * Everyday hyperbole said in crisis words: "this game is so bad i want to die lol". Laughter (lol,
 * lmao, haha, a laughing emoji or the skull, read as "lol" by crisis-rules/emoji.ts) and an everyday
 * thing blamed ("this game", "the lecture", "my homework") mark it. Both together: no signal. One
 * of them: a check-in (the low tier), never silence, since "i want to die lol" is also how a person
 * in real distress may soften what they say. Only rules whose words are common hyperbole are read
 * so ("i want to die", "kms", "kill me"); a method, a plan or self-harm keeps its tier whatever
 * follows it.
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
]);

/** How a rule's signal is read beside the marks of hyperbole in the whole message. */
export type HyperboleReading = "as-is" | "check-in" | "none";

export function readHyperbole(rule: string, text: string): HyperboleReading {
  if (!HYPERBOLE_PRONE.has(rule)) return "as-is";
  const laughed = LAUGHTER.test(text);
  const blamed = EVERYDAY_CAUSE.test(text);
  if (laughed && blamed) return "none";
  return laughed || blamed ? "check-in" : "as-is";
}
