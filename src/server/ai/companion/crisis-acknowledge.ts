/**
 * The Crisis Counselor's first words to what the person just said, before its steps and questions:
 * thanks welcomed, feeling a burden heard, otherwise a line chosen by the feeling in the words.
 */
import { BURDEN_HEARD } from "./crisis-lines.js";
import { BURDEN } from "./crisis-reading.js";
import { understand } from "./understand.js";

const THANKS = /\b(?:thanks|thank you|thank u|ty)\b/;
/**
 * Thanks and little more ("thank you so much"). "thanks. i just feel like a burden" is more: the
 * thanks is the least of it, and answering only the thanks leaves the rest unheard.
 */
const thanksAlone = (lower: string) =>
  THANKS.test(lower) && lower.replace(THANKS, "").split(/\W+/).filter(Boolean).length <= 2;

/** A short line that answers what they just said, not said before here (`said`), or nothing. */
export function acknowledge(message: string, lower: string, said: (text: string) => boolean): string | undefined {
  const first = (options: string[]) => options.find((option) => !said(option));
  if (thanksAlone(lower)) return first(["You're welcome; I'm here for as long as you need."]);
  const { feelings } = understand(message);
  const byFeeling = feelings.includes("lonely")
    ? ["Feeling so alone with this is incredibly hard.", "You're not alone in this conversation."]
    : feelings.includes("exhausted")
      ? ["It sounds like you're worn out from carrying this.", "Being this tired of it all is so heavy."]
      : [
          "It sounds like you're in a lot of pain.",
          "What you're feeling matters.",
          "Thank you for staying and talking with me.",
          "I hear you.",
          "I'm glad you're still talking with me.",
        ];
  return (BURDEN.test(lower) ? first(BURDEN_HEARD) : undefined) ?? first(byFeeling);
}
