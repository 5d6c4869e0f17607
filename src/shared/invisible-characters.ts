/**
 * Characters that show nothing where they stand: zero-width space, non-joiner and joiner, word
 * joiner, soft hyphen, byte-order mark, the bidirectional controls and Unicode's tag characters (all
 * of Unicode's "format" category), the variation selectors, the combining grapheme joiner and the
 * Hangul fillers. Typed between letters ("s\u200bu\u200bnny99"), they show the word whole while
 * breaking it for every pattern, so each detector reads a message without them: the screening entry
 * (screening.ts) removes them before it runs any, and the readers called on their own (the stated
 * age's, a split number's earlier parts) do the same here. What is stored and shown keeps them, and
 * so does what the warning quotes back to the writer (`asWritten`).
 */
const INVISIBLE = /\p{Cf}|\u034F|[\u115F\u1160\u3164\uFFA0]|\p{Variation_Selector}/gu;
const ONE_INVISIBLE = new RegExp(`^(?:${INVISIBLE.source})$`, "u");

export const withoutInvisible = (text: string): string => text.replace(INVISIBLE, "");

/** The characters of a regular expression's syntax, which must be escaped to be read as themselves. */
const SYNTAX = /[\^$\\.*+?()[\]{}|/]/g;
/**
 * A pattern for a fragment as a detector quoted it, matching the words it came from: any case, any
 * apostrophe, any marks and spaces between words ("hi there asl" from "Hi there, ASL"), and spaces
 * before a question mark, which the readers drop or make plain (age-question.ts, stated-age-words.ts).
 */
function fragmentPattern(fragment: string): RegExp {
  const parts = [...fragment].map((character) => {
    if (character === " ") return "[^\\p{L}\\p{N}]+";
    if (character === "'") return "['\u2018\u2019\u02bc`\u00b4]";
    if (character === "?") return "\\s*\\?";
    return character.replace(SYNTAX, "\\$&");
  });
  return new RegExp(parts.join(""), "iu");
}

/**
 * What the writer typed for `fragment`, a piece of `withoutInvisible(written)` as a detector found it:
 * the warning quotes the writer's own characters ("s\u200bu\u200bnny99", "Hi there, ASL", full-width
 * digits), not the cleaned reading that only the detectors need, so that it names what the writer will
 * see in the box. Both are compared in compatibility form (NFKC), in which the phone finder reads
 * full-width digits. `fragment` itself where it is not in the message (a number joined from several
 * messages).
 */
export function asWritten(written: string, fragment: string): string {
  let cleaned = "";
  /** For each code unit of `cleaned`, where the character it comes from starts and ends in `written`. */
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const character of written) {
    if (!ONE_INVISIBLE.test(character)) {
      const compatible = character.normalize("NFKC");
      cleaned += compatible;
      for (let unit = 0; unit < compatible.length; unit++) {
        starts.push(index);
        ends.push(index + character.length);
      }
    }
    index += character.length;
  }
  const match = fragmentPattern(fragment.normalize("NFKC")).exec(cleaned);
  if (!match || match[0].length === 0) return fragment;
  return written.slice(starts[match.index], ends[match.index + match[0].length - 1]);
}
