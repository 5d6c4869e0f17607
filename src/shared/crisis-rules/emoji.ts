/**
 * Emoji that say what words would: a blade and blood, pills with a time, a grave sent alone. Read
 * as words made for them (no word of a message looks like "pilemoji"), before the text is
 * normalised, so that the rules below can read them in order. Laughing emoji, the skull among them
 * ("💀" is laughter, not death), read as "lol": crisis.ts reads laughter as hyperbole's mark.
 * Alone, a knife (cooking), a drop of blood (a period) or one pill (medicine taken) says nothing.
 */
import type { Row } from "./vocabulary.js";

const EMOJI_WORDS: [RegExp, string][] = [
  [/💊/gu, " pilemoji "],
  [/🔪|🗡️?|🪒/gu, " knifemoji "],
  [/🩸/gu, " blodemoji "],
  [/🪦|⚰️?/gu, " gravemoji "],
  [/🪢/gu, " ropemoji "],
  [/🍷|🥃|🍾|🍸/gu, " drinkemoji "],
  [/😂|🤣|😆|😹|💀|☠️?/gu, " lol "],
];

/** Matches where any of EMOJI_WORDS' patterns would: most messages hold none. */
const ANY_EMOJI = /💊|🔪|🗡|🪒|🩸|🪦|⚰|🪢|🍷|🥃|🍾|🍸|😂|🤣|😆|😹|💀|☠/u;

/** The text with the emoji above written as words. */
export const emojiAsWords = (text: string): string =>
  ANY_EMOJI.test(text) ? EMOJI_WORDS.reduce((rest, [emoji, word]) => rest.replace(emoji, word), text) : text;

export const EMOJI: Row[] = [
  // A blade and blood together (self-harm): "🔪🩸", "🩸🔪 again tonight".
  [
    "emoji-blade-and-blood",
    "self-harm",
    "moderate",
    "\\bknifemoji(?: knifemoji| blodemoji)* blodemoji\\b|\\bblodemoji(?: blodemoji| knifemoji)* knifemoji\\b",
  ],
  // Pills with a time or with drink (means and timing): "💊💊💊 tonight", "💊🍷". One pill and a
  // time in a longer message is medicine ("taking my 💊 now"): two pills, or nothing else said.
  [
    "emoji-pills-when",
    "plan",
    "high",
    "\\bpilemoji(?: pilemoji)+(?: \\w+emoji)*(?: al)? (?:tonight|today|now|rn|soon|tomorow|at midnight)\\b|" +
      "^ (?:tonight|today|now|rn|soon|tomorow) pilemoji\\b|^ pilemoji (?:tonight|today|now|rn|soon|tomorow)(?: \\.)? $|" +
      "\\bpilemoji(?: pilemoji)* drinkemoji\\b|\\bdrinkemoji(?: drinkemoji)* pilemoji\\b",
  ],
  // A grave, a coffin or a noose, or a handful of pills, sent with nothing else: a check-in.
  [
    "emoji-alone",
    "wish-to-be-dead",
    "low",
    "^(?=.*\\b(?:gravemoji|ropemoji|pilemoji pilemoji)\\b)(?: (?:gravemoji|ropemoji|pilemoji|knifemoji|blodemoji|\\.))+ $",
  ],
];
