/**
 * The glad feelings the companion listens for (lexicon.ts): pleased, moved (tears of joy),
 * grateful and hopeful.
 */
import type { FeelingEntry } from "./lexicon.js";

export const GLAD_FEELINGS: FeelingEntry[] = [
  {
    id: "pleased",
    positive: true,
    words: [
      "happy",
      "glad",
      "excited",
      "proud",
      "relieved",
      "amazing",
      "great",
      "awesome",
      "yay",
      "finally",
      "nice",
      "thrilled",
      // Good news that names no feeling is still good news: "I got a promotion", "time to celebrate".
      "promotion",
      "promote",
      "graduate",
      "celebrate",
    ],
    // "good" alone is too loose ("good evening", "best friend" is lemmatised "good friend").
    phrases: [
      / (?:feel|be|so|really|pretty|a) good /,
      / !/,
      / (?:hit|reach) \d/,
      / (?:pass|finish|win) (?:my|the|a|our) /,
      / manage to /,
      / make up /,
      / get the job /,
      / first time in /,
      // Kindness or a celebration for the person: "my team threw me a little party".
      / throw (?:me|us) an? (?:\w+ )?(?:party|celebration|do|dinner) /,
      / surprise (?:party|me|us) /,
      / (?:take|treat) (?:me|us) (?:out|to) /,
      / (?:buy|get|bake|make|send|give) (?:me|us) (?:\w+ )?(?:cake|flower|present|gift|card|balloon|champagne|bouquet) /,
      / congrat/,
    ],
  },
  {
    // Tears of joy, relief or pride: named in the message ("happy tears") or, for crying with no
    // other sorrow in it, from good news just before (context.ts).
    id: "moved",
    positive: true,
    words: [],
    phrases: [
      / (?:happy|joyful|proud) tear/,
      / tear of (?:joy|happiness|relief|pride)/,
      / cry (?:with|from|of|for) (?:joy|happiness|relief|pride)/,
    ],
  },
  { id: "grateful", positive: true, words: ["grateful", "thankful", "gratitude", "appreciate", "blessed"] },
  { id: "hopeful", positive: true, words: ["hopeful", "hope", "motivated", "determined", "dream", "inspire"] },
];
