/**
 * Asked for something light ("tell me a joke", "distract me", "cheer me up"), the companion gives
 * one: a gentle joke or a small, true, kind fact, never about anyone's troubles, then leaves the door
 * open both ways (another, or what is on their mind). Refusing would leave a person who asked for a
 * moment's rest with nothing. Written for Kindred; the facts are common knowledge (sea otters,
 * cows and flamingos as the zoos and wildlife trusts describe them).
 */
import { rotate } from "./repeats.js";
import type { Memory } from "./memory.js";
import type { Lines } from "./fit.js";
import type { AiTurn } from "../provider.js";

/** "tell me a joke", "make me laugh", "distract me", "say something nice", "cheer me up". */
export const ASKS_FOR_LIGHT =
  /\b(?:tell|give|got|know|have) (?:me |us )?(?:a |another |any |some |one more )?(?:good |funny |bad |silly |dad )?(?:joke|jokes|pun|puns|something funny|fun fact|fun facts|something nice|something happy|something good)\b|\bmake me (?:laugh|smile)\b|\bdistract me\b|\bcheer me up\b|\bsay something (?:nice|funny|happy|good)\b/;

const LIGHT = [
  "Here's one: why don't eggs tell each other secrets? They'd crack up.",
  "Here's one: what did the ocean say to the beach? Nothing, it just waved.",
  "A small true thing: sea otters hold hands while they sleep, so they don't drift apart.",
  "Here's one: why are frogs always so cheerful? They eat whatever bugs them.",
  "A small true thing: cows have best friends, and they're calmer when they're together.",
  "Here's one: what do you call a sleeping bull? A bulldozer.",
  "A small true thing: a group of flamingos is called a flamboyance.",
  "Here's one: why did the scarecrow get an award? He was outstanding in his field.",
];

const THEN = [
  "Want another, or would you rather tell me what's on your mind?",
  "I've got more if you'd like one, or we can just talk.",
  "Another one, or shall we talk about how you're doing?",
];

export function lightReply(memory: Memory): Lines {
  return [rotate(LIGHT, memory), rotate(THEN, memory)];
}

/** "another one", "haha more", "yes please": only an answer to the offer of another. */
const ANOTHER =
  /^(?:(?:haha+|ha|lol|lmao|ok|okay|yes|yeah|yep|sure|go on|pls|please|omg|that's good|good one)\W*\s*)*(?:another|one more|more|again|yes|yeah|sure|go on|please)(?: one| please| pls)?[\W\s]*$/i;

/** Asks for another right after the companion offered one. */
export function wantsAnother(message: string, history: AiTurn[]): boolean {
  const last = history.findLast((turn) => turn.role === "assistant")?.content ?? "";
  return THEN.some((line) => last.includes(line)) && ANOTHER.test(message.replace(/@\w+/g, " ").trim());
}
