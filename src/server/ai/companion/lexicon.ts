/**
 * The feelings the companion listens for, as lemmas (see nlp.ts): words people use to name them
 * and phrases that describe them. Phrases are matched against the lemma string, so "I'm
 * worrying" and "I worried" both read as worry.
 */

export type FeelingId =
  | "exhausted"
  | "anxious"
  | "lonely"
  | "sad"
  | "numb"
  | "overwhelmed"
  | "angry"
  | "self-critical"
  | "confused"
  | "low"
  | "pleased"
  | "moved"
  | "grateful"
  | "hopeful";

export interface FeelingEntry {
  id: FeelingId;
  positive: boolean;
  words: string[];
  phrases?: RegExp[];
}

export const FEELINGS: FeelingEntry[] = [
  {
    id: "exhausted",
    positive: false,
    words: [
      "tired",
      "exhausted",
      "exhaust",
      "drain",
      "drained",
      "knackered",
      "shattered",
      "worn",
      "sleepless",
      "insomnia",
    ],
    phrases: [
      / (?:can|could|do|have) not (?:\w+ )?(?:sleep|switch)/,
      / awake /,
      / \d ?am /,
      / ceiling /,
      / no energy /,
      / run on empty /,
    ],
  },
  {
    id: "anxious",
    positive: false,
    words: [
      "anxious",
      "anxiety",
      "worry",
      "worried",
      "nervous",
      "panic",
      "scared",
      "afraid",
      "fear",
      "stress",
      "stressed",
      "tense",
      "shaky",
      "dread",
      "terrify",
    ],
    phrases: [
      / freak out /,
      / (?:mind|head|brain|thought) .*(?:race|spin|spiral)/,
      / heart (?:be )?pound/,
      / on edge /,
    ],
  },
  {
    id: "lonely",
    positive: false,
    words: ["lonely", "loneliness", "alone", "isolated", "isolate", "nobody"],
    phrases: [
      / no one /,
      / no friend/,
      / like i never exist/,
      / the only (?:one|person) /,
      / not (?:\w+ )?know (?:anyone|anybody) /,
    ],
  },
  {
    id: "sad",
    positive: false,
    words: [
      "sad",
      // Crying, sobbing, weeping: see TEARS, tears can be of joy.
      "cry",
      "sob",
      "weep",
      "hurt",
      "heartbroken",
      "heartbreak",
      "grief",
      "grieve",
      "devastated",
      "gutted",
      "upset",
      "unhappy",
      "awful",
      "rough",
      "terrible",
      "depressed",
    ],
    phrases: [
      / die /,
      / pass away /,
      / miss (?:him|her|them|you|home|my (?!train|bus|flight))/,
      / break up /,
      / leave me /,
      / never (?:get to )?say goodbye /,
    ],
  },
  {
    id: "numb",
    positive: false,
    words: ["numb", "empty", "flat", "hollow", "pointless", "meaningless", "heavy"],
    phrases: [/ nothing mean /, / go through the motion/, / feel (?:off|weird) /],
  },
  {
    id: "overwhelmed",
    positive: false,
    words: ["overwhelmed", "overwhelm", "swamp", "swamped", "drown", "burnout"],
    // "it's all too much" is overwhelm; "I was too much" is a verdict on the person (self-critical).
    phrases: [
      / (?<!(?:i|i'm|i be|you|you're|you be) )too much /,
      / nothing left /,
      / burn(?:t|ed)? out /,
      / can not cope /,
      / still behind /,
    ],
  },
  {
    id: "angry",
    positive: false,
    words: [
      "angry",
      "mad",
      "furious",
      "annoyed",
      "annoy",
      "frustrated",
      "frustrate",
      "pissed",
      "rage",
      "humiliate",
      "humiliated",
      "unfair",
      "scream",
      "rant",
      "vent",
    ],
    phrases: [/ so do with /, / drive me (?:up the wall|mad|crazy)/],
  },
  {
    id: "self-critical",
    positive: false,
    words: [
      "stupid",
      "idiot",
      "useless",
      "worthless",
      "failure",
      "fraud",
      "ashamed",
      "shame",
      "embarrassed",
      "dumb",
      "pathetic",
    ],
    phrases: [
      / hate (?:myself|how i look|the way i look|my body)/,
      / wrong with me /,
      / hard on myself /,
      / not good enough /,
      // "she said I was too much", "I'm too needy": being told, or telling yourself, you are too much.
      / (?:i|i'm|i be|you|you're|you be) (?:just |always |way |so )?too (?:much|needy|clingy|sensitive|intense|difficult|annoying)/,
    ],
  },
  {
    id: "confused",
    positive: false,
    words: ["confused", "confuse", "unsure", "stuck", "lost"],
    phrases: [/ do not (?:even )?know (?:what|why|how)/, / can not put my finger /],
  },
  {
    id: "low",
    positive: false,
    words: ["low", "miserable", "crap", "shit", "bad"],
    phrases: [/ be (?:so |really |too |very |just )?(?:hard|tough|difficult|a lot) /],
  },
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
    ],
  },
  {
    // Tears of joy, relief or pride: named in the message ("happy tears") or, for crying with no
    // other sorrow in it, from good news just before (builtin.ts).
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

/** Whether a feeling is a glad one (pleased, moved, grateful, hopeful). */
export const isPositive = (id: FeelingId): boolean => FEELINGS.find((feeling) => feeling.id === id)!.positive;

/**
 * Crying is sorrow on its own ("I cried all night"), joy after good news ("my mom cried when I
 * told her") or with joy named ("happy tears"): its feeling is read from what surrounds it.
 */
export const TEARS = new Set(["cry", "sob", "weep"]);

/** A positive word under "not" ("not okay", "not happy", "not great") is a low mood. */
export const NEGATABLE_POSITIVE = new Set(["okay", "ok", "fine", "good", "great", "happy", "alright", "well"]);
