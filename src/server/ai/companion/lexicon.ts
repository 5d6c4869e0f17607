/**
 * What the companion listens for, as lemmas (see nlp.ts): the feelings people name or describe,
 * the parts of life they talk about, and the people in it. Phrases are matched against the
 * lemma string, so "I'm worrying" and "I worried" both read as worry.
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
    words: ["tired", "exhausted", "exhaust", "drain", "drained", "knackered", "shattered", "worn", "sleepless", "insomnia"],
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
    words: ["anxious", "anxiety", "worry", "worried", "nervous", "panic", "scared", "afraid", "fear", "stress", "stressed", "tense", "shaky", "dread", "terrify"],
    phrases: [/ freak out /, / (?:mind|head|brain|thought) .*(?:race|spin|spiral)/, / heart (?:be )?pound/, / on edge /],
  },
  {
    id: "lonely",
    positive: false,
    words: ["lonely", "loneliness", "alone", "isolated", "isolate", "nobody"],
    phrases: [/ no one /, / no friend/, / like i never exist/, / the only (?:one|person) /],
  },
  {
    id: "sad",
    positive: false,
    words: ["sad", "cry", "hurt", "heartbroken", "heartbreak", "grief", "grieve", "devastated", "gutted", "upset", "unhappy", "awful", "rough", "terrible", "depressed"],
    phrases: [/ die /, / pass away /, / miss (?:him|her|them|you|home|my (?!train|bus|flight))/, / break up /, / leave me /, / never (?:get to )?say goodbye /],
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
    phrases: [/ too much /, / nothing left /, / burn(?:t|ed)? out /, / can not cope /, / still behind /],
  },
  {
    id: "angry",
    positive: false,
    words: ["angry", "mad", "furious", "annoyed", "annoy", "frustrated", "frustrate", "pissed", "rage", "humiliate", "humiliated", "unfair", "scream", "rant", "vent"],
    phrases: [/ so do with /, / drive me (?:up the wall|mad|crazy)/],
  },
  {
    id: "self-critical",
    positive: false,
    words: ["stupid", "idiot", "useless", "worthless", "failure", "fraud", "ashamed", "shame", "embarrassed", "dumb", "pathetic"],
    phrases: [/ hate (?:myself|how i look|the way i look|my body)/, / wrong with me /, / hard on myself /, / not good enough /],
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
    words: ["happy", "glad", "excited", "proud", "relieved", "amazing", "great", "awesome", "yay", "finally", "nice", "thrilled"],
    // "good" alone is too loose ("good evening", "best friend" is lemmatised "good friend").
    phrases: [/ (?:feel|be|so|really|pretty|a) good /, / !/, / (?:hit|reach) \d/, / (?:pass|finish|win) (?:my|the|a|our) /, / manage to /, / make up /, / get the job /, / first time in /],
  },
  { id: "grateful", positive: true, words: ["grateful", "thankful", "gratitude", "appreciate", "blessed"] },
  { id: "hopeful", positive: true, words: ["hopeful", "hope", "motivated", "determined", "dream", "inspire"] },
];

/** A positive word under "not" ("not okay", "not happy", "not great") is a low mood. */
export const NEGATABLE_POSITIVE = new Set(["okay", "ok", "fine", "good", "great", "happy", "alright", "well"]);

export type TopicId =
  | "sleep"
  | "work"
  | "study"
  | "breakup"
  | "loss"
  | "family"
  | "friends"
  | "money"
  | "body"
  | "meaning"
  | "overthinking"
  | "building"
  | "goals"
  | "values"
  | "unsaid";

/** Topics in the order they are preferred when a message touches several. */
export const TOPICS: { id: TopicId; pattern: RegExp }[] = [
  { id: "unsaid", pattern: / (?:never (?:get to )?say|wish i (?:could|have) (?:tell|say)|letter|goodbye|unsaid) / },
  { id: "loss", pattern: / (?:die|pass away|funeral|grief|grieve|grandma|grandad|dog|cat|pet) / },
  { id: "breakup", pattern: / (?:ex|break up|breakup|dump|divorce|leave me|boyfriend|girlfriend|still love|need space|his profile|her profile|instagram) / },
  { id: "sleep", pattern: / (?:sleep|asleep|awake|insomnia|\d ?am|ceiling|bed wide|tonight) / },
  { id: "overthinking", pattern: / (?:replay|overthink\w*|spiral\w*|round and round|race|racing|stop think\w*|over and over|head will not shut) / },
  { id: "body", pattern: / (?:photo|how i look|the way i look|my body|weight|mirror) / },
  { id: "money", pattern: / (?:money|rent|bill|debt|landlord|pay) / },
  { id: "building", pattern: / (?:startup|app|business|idea|launch|signup|co-founder|cofounder|founder|customer|user|bakery) / },
  { id: "study", pattern: / (?:uni|exam|final|school|essay|assignment|grade|study|college|student) / },
  { id: "work", pattern: / (?:work|job|boss|shift|meeting|office|coworker|colleague|manager|presentation|team|fire) / },
  { id: "values", pattern: / (?:value|sell out|care about|fit who i be|environment) / },
  { id: "meaning", pattern: / (?:point|meaning|purpose|matter|motion|it all for|what i (?:actually )?want|life to look like) / },
  { id: "family", pattern: / (?:mum|mom|dad|parent|sister|brother|family|kid|son|daughter) / },
  { id: "friends", pattern: / (?:friend|flatmate|roommate|neighbour) / },
  { id: "goals", pattern: / (?:want to (?:start|move|build)|this year|next year|goal|first step|move to) / },
];

/** People a person may mention, as the companion would say them back ("your sister"). */
export const PEOPLE = [
  "mum", "mom", "dad", "sister", "brother", "partner", "boyfriend", "girlfriend", "husband", "wife",
  "ex", "best friend", "friend", "boss", "manager", "flatmate", "grandma", "grandad", "kids", "co-founder",
  "neighbour", "parents",
];
