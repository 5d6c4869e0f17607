/**
 * Company when there is nothing new to say: short, calm lines, none a question or naming a
 * feeling, so that a reply is never empty nor a sentence of the last few replies again.
 */
import type { Memory } from "./memory.js";
import { comeRound } from "./repeats.js";
import type { Voice } from "./voices.js";

const CALM = [
  "I'm still here with you.",
  "No need to say more than you want to.",
  "We can keep it simple for now.",
  "I'm listening, whenever you're ready.",
  "It's fine to just be here for a bit.",
  "Take whatever time you need.",
  "Short answers are fine with me.",
  "I'm not going anywhere.",
];

/**
 * A line not said yet in this conversation; once all have been, the one said longest ago that is
 * not in the last few replies (there are more lines than those replies hold), else the oldest.
 */
export function calmLine(voice: Voice, memory: Memory): string {
  return comeRound([...voice.presence, ...CALM], memory);
}
