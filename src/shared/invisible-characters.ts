import { matchesIn } from "./matches-in.js";
import { OTHER_SCRIPT_WORD, platformInOtherScript, withoutSmallCapital } from "./lookalike-scripts.js";

/**
 * The one cleaning every detector reads a message through (screening.ts runs it before any; the
 * readers called on their own, the stated age's and a split number's earlier parts, run it too).
 *
 * It removes the characters that show nothing where they stand: zero-width space, non-joiner and
 * joiner, word joiner, soft hyphen, byte-order mark, the bidirectional controls and Unicode's tag
 * characters (all of Unicode's "format" category), the variation selectors, the combining grapheme
 * joiner and the Hangul fillers. Typed between letters ("s\u200bu\u200bnny99"), they show the word
 * whole while breaking it for every pattern.
 *
 * And it folds compatibility forms to the plain characters they show (NFKC, character by character;
 * fourteenth round of the personal-details guard, 2026-12-01): full-width letters ("ｍｙ ｓｎａｐ ｉｓ
 * ｌｉｌｍｏｏｎ"), the mathematical bold and italic alphabets, ligatures, circled and superscript
 * digits, the no-break space; since the sixteenth round, the enclosed letters Unicode gives no
 * compatibility form ("🅽🅸🅶🅷🆃 on snap", ENCLOSED); and since the seventeenth, small capitals, and a
 * Cyrillic or Greek word where it shows or spells a platform's name ("snapchаt", "інстаграм";
 * lookalike-scripts.ts), which leaves Russian, Ukrainian and Greek sentences as written. Read as
 * typed, they beat every pattern as the invisible characters do.
 *
 * What is stored and shown keeps the writer's characters, and so does what the warning quotes back
 * to the writer (`asWritten`).
 */
const INVISIBLE = /\p{Cf}|\u034F|[\u115F\u1160\u3164\uFFA0]|\p{Variation_Selector}/gu;

/**
 * A character folded to the plain one it shows, where it has a compatibility form ("ｍ", "𝐦", "ﬁ").
 * Only such characters: a letter and its combining accent are left as typed rather than composed
 * (NFKC of the whole text would), since readers strip accents typed over letters ("y\u0301o") and a
 * composed "ó" would hide the letter from them.
 */
const compatible = (character: string): string =>
  character.normalize("NFKD") === character.normalize("NFD") ? character : character.normalize("NFKC");

/**
 * Enclosed letters and digits that Unicode gives no compatibility form (sixteenth round, 2026-12-01):
 * the negative circled and negative squared capitals ("🅽🅸🅶🅷🆃 on snap", "🅝🅘🅖🅗🅣"), and the
 * parenthesised letters, whose compatibility form keeps the brackets ("⒩" is "(n)", which breaks a
 * word letter by letter), and the dingbat circled digits ("❶", "➊", "⓿"). "Fancy text" generators
 * offer them beside the circled and squared letters NFKC already folds ("ⓝ", "🄽"), and a stranger's
 * trial sent a handle in each. The regional indicators ("🇳") are left as typed: two side by side are
 * a flag, and "🇬🇧" read as "GB" would put letters in every message that shows one.
 * Each entry: first code point, last, and the plain character the first stands for.
 */
const ENCLOSED: readonly (readonly [number, number, number])[] = [
  [0x1f150, 0x1f169, 0x41], // 🅐–🅩 negative circled capitals
  [0x1f170, 0x1f189, 0x41], // 🅰–🆉 negative squared capitals
  [0x1f110, 0x1f129, 0x41], // 🄐–🄩 parenthesised capitals
  [0x249c, 0x24b5, 0x61], // ⒜–⒵ parenthesised small letters
  [0x2776, 0x277e, 0x31], // ❶–❾
  [0x2780, 0x2788, 0x31], // ➀–➈
  [0x278a, 0x2792, 0x31], // ➊–➒
  [0x24ff, 0x24ff, 0x30], // ⓿
  [0x1f10b, 0x1f10c, 0x30], // 🄋 🄌
];

/** The plain letter or digit an enclosed one shows, or the character itself. */
function unenclosed(character: string): string {
  const code = character.codePointAt(0)!;
  const range = ENCLOSED.find(([first, last]) => code >= first && code <= last);
  return range ? String.fromCodePoint(range[2] + code - range[0]) : character;
}

/**
 * `text` as every detector reads it: without what shows nothing, and with the look-alike letters of
 * compatibility forms (full-width, mathematical, ligatures) and enclosed letters (circled, squared,
 * parenthesised, ENCLOSED) folded to the plain letters they show.
 * Named so since the fifteenth round (2026-12-01; it was `withoutInvisible`, which no longer said
 * all it does). Symbols typed for letters ("sn@pchat", "ins†agram") are not folded here, since "@",
 * digits and "$" mean themselves in e-mails, numbers and prices: the personal-details guard reads
 * them in a platform's name only (personal-details-platform-disguise.ts).
 */
export const withoutInvisibleOrLookalikes = (text: string): string =>
  text
    .replace(INVISIBLE, "")
    .replace(OTHER_SCRIPT_WORD, platformInOtherScript)
    .replace(/[^\0-\x7f]/gu, (character) => compatible(unenclosed(withoutSmallCapital(character))));

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

/** The message's characters as the eye groups them: a letter with its accents, an emoji with its joiners. */
const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The pieces `asWritten` cleans one by one: each grapheme, except a Cyrillic or Greek word the
 * cleaning reads as a platform's name, which is cleaned whole, since its letters are read so only
 * together ("інстаграм" is "instagram", "і" alone is itself) and a spelling may be longer than the word.
 */
function unitsOf(written: string): { segment: string; index: number }[] {
  const words = matchesIn(written, OTHER_SCRIPT_WORD).filter((word) => platformInOtherScript(word[0]) !== word[0]);
  const units: { segment: string; index: number }[] = [];
  for (const grapheme of GRAPHEMES.segment(written)) {
    const word = words.find((found) => grapheme.index >= found.index && grapheme.index < found.index + found[0].length);
    if (!word) units.push({ segment: grapheme.segment, index: grapheme.index });
    else if (word.index === grapheme.index) units.push({ segment: word[0], index: word.index });
  }
  return units;
}

/**
 * What the writer typed for `fragment`, a piece of `withoutInvisibleOrLookalikes(written)` as a detector found it:
 * the warning quotes the writer's own characters ("s\u200bu\u200bnny99", "Hi there, ASL", full-width
 * letters and digits), not the cleaned reading that only the detectors need, so that it names what
 * the writer will see in the box. Each grapheme is cleaned alone, so that every character of the
 * cleaned reading points back to the characters it was folded from, and a quote never ends between a
 * letter and its accent. `fragment` itself where it is not in the message (a number joined from
 * several messages).
 */
export function asWritten(written: string, fragment: string): string {
  let cleaned = "";
  /** For each code unit of `cleaned`, where the grapheme it comes from starts and ends in `written`. */
  const starts: number[] = [];
  const ends: number[] = [];
  for (const { segment, index } of unitsOf(written)) {
    const compatible = withoutInvisibleOrLookalikes(segment);
    cleaned += compatible;
    for (let unit = 0; unit < compatible.length; unit++) {
      starts.push(index);
      ends.push(index + segment.length);
    }
  }
  const match = fragmentPattern(fragment).exec(cleaned);
  if (!match || match[0].length === 0) return fragment;
  return written.slice(starts[match.index], ends[match.index + match[0].length - 1]);
}
