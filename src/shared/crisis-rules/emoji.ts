/**
 * Emoji that say what words would: a blade and blood, pills with a time, a grave sent alone, a
 * wave and a broken heart sent as a goodbye alone. Read as words made for them (no word of a message
 * looks like "pilemoji"), before the text is normalised, so that the rules below can read them in
 * order. Laughing emoji, the skull among them
 * ("💀" is laughter, not death), read as "lol": crisis.ts reads laughter as hyperbole's mark.
 * Alone, a knife (cooking), a drop of blood (a period) or one pill (medicine taken) says nothing; a
 * gun sent alone is read as a means at hand (acts-done.ts).
 */
import type { Row } from "./vocabulary.js";

const EMOJI_WORDS: [RegExp, string][] = [
  [/💊/gu, " pilemoji "],
  [/🔪|🗡️?|🪒/gu, " knifemoji "],
  [/🩸/gu, " blodemoji "],
  [/🪦|⚰️?/gu, " gravemoji "],
  [/🪢/gu, " ropemoji "],
  [/🔫/gu, " gunemoji "],
  [/🍷|🥃|🍾|🍸/gu, " drinkemoji "],
  [/😂|🤣|😆|😹|💀|☠️?/gu, " lol "],
];

/** Matches where any of EMOJI_WORDS' patterns would: most messages hold none. */
const ANY_EMOJI = /💊|🔪|🗡|🪒|🩸|🪦|⚰|🪢|🔫|🍷|🥃|🍾|🍸|😂|🤣|😆|😹|💀|☠/u;

/**
 * A goodbye said in emoji (2026-11-29, seventh round): a wave, a broken heart or a wilted flower sent
 * with nothing beside them but a goodbye ("👋💔 bye", "👋💔"). Read as words only in such a message:
 * in a longer one they are left out as before, so that the rules that read a goodbye at the end of a
 * message ("i'll miss you all. bye 💔") still find its end, and "bye summer 👋💔" stays a summer's.
 */
const GOODBYE_EMOJI_WORDS: [RegExp, string][] = [
  [/👋[\u{1F3FB}-\u{1F3FF}]?/gu, " wavemoji "],
  [/💔/gu, " brokenheartemoji "],
  [/🥀/gu, " wiltemoji "],
];
const GOODBYE_EMOJI = /👋|💔|🥀/u;
const ONLY_A_GOODBYE =
  /^(?:[\s.,!…]|\uFE0F|👋[\u{1F3FB}-\u{1F3FF}]?|💔|🥀|\b(?:b+y+e+|goodbye+|g'?bye+|bye ?bye|farewell|cya|every(?:one|body)|all|guys|y'?all)\b)+$/iu;

/** The text with the emoji above written as words (a goodbye's emoji only in a goodbye alone). */
export function emojiAsWords(text: string): string {
  const goodbye =
    GOODBYE_EMOJI.test(text) && ONLY_A_GOODBYE.test(text)
      ? GOODBYE_EMOJI_WORDS.reduce((rest, [emoji, word]) => rest.replace(emoji, word), text)
      : text;
  return ANY_EMOJI.test(goodbye)
    ? EMOJI_WORDS.reduce((rest, [emoji, word]) => rest.replace(emoji, word), goodbye)
    : goodbye;
}

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
  // A goodbye in emoji, sent with nothing else: a broken heart or a wilted flower beside a wave or a
  // goodbye ("👋💔", "bye 💔"). A wave alone, or with a happy heart, is an everyday goodbye. A check-in
  // (the low tier): an emoji says less than words (2026-11-29, seventh round).
  [
    "emoji-goodbye",
    "farewell",
    "low",
    "^(?=.*\\b(?:brokenheartemoji|wiltemoji)\\b)(?=.*\\b(?:wavemoji|bye|godbye|farewel|cya)\\b)" +
      "(?: (?:wavemoji|brokenheartemoji|wiltemoji|bye|godbye|farewel|cya|everyone|everybody|al|guys|yal|\\.))+ $",
  ],
  // A grave, a coffin or a noose, or a handful of pills, sent with nothing else: a check-in.
  [
    "emoji-alone",
    "wish-to-be-dead",
    "low",
    "^(?=.*\\b(?:gravemoji|ropemoji|pilemoji pilemoji)\\b)(?: (?:gravemoji|ropemoji|pilemoji|knifemoji|blodemoji|\\.))+ $",
  ],
];
