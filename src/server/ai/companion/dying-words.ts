/**
 * Words of one's own dying that reach a room's persona: asking how or wanting to die, to kill
 * oneself, to overdose, how many pills. The offline detector opens crisis mode for nearly all of
 * them, and then the Crisis Counselor answers; whatever it still misses must not be answered as
 * grief ("whats the easiest way to die" once met Luna speaking of missing someone) or with "what
 * else is on your mind". The persona says it heard something serious and points to Help lines,
 * with a gentle question about safety, in words that are no crisis language themselves (the reply
 * guard would otherwise replace them).
 */
import type { Lines } from "./fit.js";
import type { Memory } from "./memory.js";
import { fresh } from "./repeats.js";

/**
 * Dying asked about or wanted, said of oneself: "want to die", "ways to die", "how do i kill
 * myself". Not someone else's death feared ("I don't want my mum to die", "he's going to die"):
 * that is grief, which the companion answers as such.
 */
const OWN_DEATH =
  /\b(?:want|wanted|wanna|wana|ready|rather) (?:to )?(?:just )?die\b(?! (?:my|her|his|your|their|it|the) hair)|\b(?:way|ways|how|easiest|quickest|enough)\b[^.?!]{0,30}\bto die\b|\bhow (?:do|can|could|would|should) i (?:just )?die\b|\b(?:kill(?:ing)? (?:myself|my self|me)|kms|end (?:my life|it all)|take my (?:own )?life|suicid\w*|overdos\w*|od)\b[^.?!]*\b(?:how|want|wanna|way|ways)\b|\b(?:how|want|wanna|way|ways)\b[^.?!]*\b(?:kill(?:ing)? (?:myself|my self)|kms|end my life|take my (?:own )?life|suicid\w*|overdos\w*|od)\b/;

/** How many pills would do it: "how many pills would it take", "enough pills", "all my pills". */
const PILL_COUNT =
  /\b(?:how many|how much|enough|would it take|all (?:of )?(?:my|the|these))\b[^.?!]{0,30}\b(?:pills?|tablets|meds|paracetamol|tylenol|sleeping pills)\b|\b(?:pills?|tablets|meds)\b[^.?!]{0,30}\b(?:would it take|to die|enough to)\b/;
/** Medicine asked about as medicine: "how many ibuprofen can I take in a day". */
const AS_PRESCRIBED =
  /\b(?:a day|per day|each day|daily|for (?:a|my|the) (?:headache|cold|fever|cough|period|back|pain))\b/;

/** Whether the lowercased message speaks of the writer's own dying, or of a dose to die of. */
export const speaksOfDying = (lower: string): boolean =>
  OWN_DEATH.test(lower) || (PILL_COUNT.test(lower) && !AS_PRESCRIBED.test(lower));

export function dyingWordsReply(memory: Memory): Lines {
  return [
    fresh(
      [
        "Thank you for telling me. What you just said matters, and I want to take it seriously.",
        "I'm really glad you said this out loud. It sounds like you're carrying something very heavy.",
      ],
      memory,
    ),
    fresh(
      [
        "You deserve to talk with a person trained for exactly this: Help lines, in the chat's menu, can connect you right now, any time of day.",
        "Help lines, in the chat's menu, has people you can call or text right now who are there for exactly this.",
      ],
      memory,
    ),
    fresh(
      ["Are you safe right now?", "Are you somewhere safe at the moment?", "Is anyone with you right now?"],
      memory,
    ),
  ];
}
