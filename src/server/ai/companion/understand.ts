/**
 * Reads one message the way a listener would: what the person is doing with it (the turn), what
 * they feel and how strongly, what part of life it is about and who is in it. Speech acts are
 * recognised from their wording; feelings from lemmas with negation (nlp.ts, lexicon.ts).
 */
import { FEELINGS, NEGATABLE_POSITIVE, TEARS, isPositive, type FeelingId } from "./lexicon.js";
import { ASKS_FOR_LIGHT } from "./light.js";
import { tellsOfLoss, tellsOnlyOfGone } from "./loss.js";
import { PEOPLE, TOPICS, type TopicId } from "./topics.js";
import { readText, type Word } from "./nlp.js";

export type Turn =
  | "venting"
  | "question"
  | "help"
  | "good-news"
  | "greeting"
  | "thanks"
  | "about-persona"
  /** About the companion's own replies: "you're not listening", "you already asked that". */
  | "complaint"
  | "about-match"
  | "wants-human"
  | "testing"
  | "light";

export type Mood = "distressed" | "positive" | "neutral";

export interface Reading {
  turn: Turn;
  /** Said thanks along the way ("thanks. it's hard"), whatever the main turn is. */
  thanks: boolean;
  feelings: FeelingId[];
  mood: Mood;
  /** "so", "really", "!!", capitals: the feeling is strong. */
  intense: boolean;
  topics: TopicId[];
  people: string[];
  /** Asks about medication or a diagnosis, which the companion never gives. */
  medical: "medication" | "diagnosis" | null;
  /** Asks for help for someone else ("to help her sleep"). */
  forSomeoneElse: string | null;
  /** Laughs ("lol", "haha"): whatever it is, it is not brought as sorrow. */
  laughing: boolean;
  /**
   * Its only sorrow is crying ("my mom cried when I told her"): sad on its own, joy right after
   * good news (context.ts reads which).
   */
  tearsOnly: boolean;
  /**
   * Disbelief or amazement with no sorrow named ("I can't believe it honestly", "is this real?"):
   * nothing on its own, joy right after good news (context.ts reads which).
   */
  amazed: boolean;
  /**
   * Tells only of someone gone, no death said ("she's gone"): a loss on its own, the person
   * leaving right after talk of a break-up (context.ts reads which).
   */
  gone: boolean;
  /** Says something is all right, no feeling named ("work's been ok"): no sorrow from before is carried into it. */
  fine: boolean;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

/**
 * About the companion's own replies: not listened to ("are you even listening", "you're not
 * listening", "that's not what i said"), asked or told the same again ("you already asked that",
 * "stop repeating yourself"), a machine's manner ("you sound like a robot"), no help ("this is
 * useless"). "this" or "you" only: "i'm useless" is the person's own harsh word.
 */
const COMPLAINT = new RegExp(
  [
    /\b(?:are|r) (?:you|u) (?:even |actually |really )?(?:listening|reading (?:this|my messages)|paying attention)\b/,
    /\b(?:you(?:'re| are)?|u r|ur|youre) (?:not|n't|never|aren't|arent) (?:even )?(?:listening|listen|reading|hearing me|getting it)\b/,
    /\byou (?:don't|dont|do not|never) (?:even )?(?:listen|read|hear me)\b/,
    /\bthat'?s not what i (?:said|meant|mean|asked|was saying)\b|\bi (?:didn't|never) say that\b/,
    /\byou (?:already|just) (?:asked|said) (?:me )?(?:that|this)\b|\byou asked (?:me )?(?:that|this) already\b/,
    /\b(?:stop|you(?:'re| are| keep)) (?:repeating|asking the same|saying the same)\b/,
    /\byou (?:sound|talk|write|reply) like a (?:robot|bot|machine|script)\b|\byou(?:'re| are)? so robotic\b/,
    /\b(?:this|you|that)(?:'s|'re| is| are) (?:so |completely |totally )?(?:useless|no help|not helping|unhelpful)\b/,
  ]
    .map((pattern) => pattern.source)
    .join("|"),
);
const isNegative = (id: FeelingId) => !isPositive(id);

const TURNS: [Turn, RegExp][] = [
  // Before "about-persona": "you sound like a robot" is about how it answers, not what it is.
  ["complaint", COMPLAINT],
  [
    "about-persona",
    /\b(?:are|r) (?:you|u) (?:even )?(?:a |an )?(?:bot|ai|real|human|robot|person|computer)\b|\bwho are (?:you|u)\b(?! (?:supposed|meant|going|gonna|to)\b)|\bwhat (?:exactly |even )?are (?:you|u)\b|\bwhat(?:'s| is) (?:your|ur) name\b|\bwho (?:made|built|created|designed|programmed|owns|runs) (?:you|u)\b|\bwhat (?:should|do|can) i call (?:you|u)\b|\btell me about (?:yourself|urself)\b|\bwho(?:'s| is) behind (?:this|you)\b|\btalking to (?:a |an )?(?:computer|bot|ai|robot)\b|\b(?:is this|this is) (?:a |an )?(?:bot|ai|real person)\b/,
  ],
  [
    "wants-human",
    /\b(?:real|actual|another) (?:person|human|people)\b|\b(?:need|want|talk to|speak to) (?:a |an )?(?:human|person)\b|\bnot a bot\b/,
  ],
  [
    "about-match",
    /\bmatch(?:ed|ing)?\b|\b(?:anyone|anybody|someone|somebody) (?:else )?(?:even )?(?:here|online|join|coming)\b|\bhow long\b.*\b(?:wait|take|find|until|till)\b|\btaking so long\b|\bwhen will (?:someone|somebody|anyone)\b/,
  ],
  [
    "testing",
    /^(?:test(?:ing)?(?: testing)?|ping|asdf\w*|123|hello\?+)[.!?\s]*$|\b(?:is this|does this|is it) (?:thing )?work(?:ing)?\b|\bdoes this work\b/,
  ],
  ["light", ASKS_FOR_LIGHT],
  [
    "help",
    /\bwhat (?:else )?(?:should|can|could|do) (?:i|we|people)\b|\bwhat (?:do|would) (?:you|u) think (?:i|we) (?:should|could|can)\b|\b(?:any|some) (?:advice|tips?|ideas?|suggestions?)\b|\bsomething else\b|\banything else\b|\bcan (?:you|u) (?:suggest|recommend|help|give)\b|\bhow (?:do|can|would|should) (?:i|you|we)\b|\bwhat would you do\b|\bwhat (?:do|does|would) (?:you|u|people|others|anyone|one) do (?:when|if|about|with)\b|\bwhat helps (?:when|with|if)\b|\bhelp me\b|\b(?:first|next) step\b/,
  ],
];

const GREETING =
  /^(?:hi|hey|hello|hiya|heya|yo|good (?:morning|afternoon|evening|night)|evening|morning)\b[\s\w,!.]{0,12}$/;
const THANKS = /\b(?:thanks|thank (?:you|u)|thx|ty|cheers|appreciate (?:it|you|that))\b/;
const QUESTION = /\?\s*$|^(?:is|are|do|does|did|can|could|would|should|will|what|why|how|who|when|where)\b/;
const MEDICATION =
  /\b(?:melatonin|meds?|medication|medicine|pills?|tablets?|antidepressants?|sertraline|prozac|dose|dosage|prescription|sleeping pills?)\b/;
const DIAGNOSIS =
  /\b(?:do|could|might) (?:you think )?i (?:have|be) (?:depression|adhd|anxiety|bipolar|ocd|autism|autistic|depressed|bpd|ptsd)\b|\bdiagnos/;
const INTENSIFIER = / (?:so|really|very|extremely|completely|totally|incredibly|way too|absolutely|super) /;
// Not "anyway": it changes the subject ("anyway I got a promotion"), it does not soften it.
const HEDGE = / (?:kind of|kinda|sort of|i guess|a bit|i suppose) /;
const LAUGHTER = /\b(?:lol|lmao|rofl|ha(?:ha)+|he(?:he)+|hah)\b|😂|🤣|:\)|:D/i;
const AMAZED =
  /\b(?:can'?t|cannot|can not|don'?t) (?:even |quite |really |actually )?believe(?: (?:it|this|that|my (?:luck|eyes)|(?:i|we) (?:actually |really )?(?:did|got|made|passed|won)(?: it| this| that)?))?(?: (?:honestly|tbh|lol|haha|omg|yet|still))*\s*(?:[.!?]|$)|\b(?:wow+|omg|oh my god|no way|unreal|surreal|speechless|lost for words|pinch me|mind ?blown|still in shock|is this (?:real|happening)|(?:does ?n[o']?t|doesnt|do not) feel real)\b/;
const THIRD_PERSON = /\bhelp (her|him|them|my \w+)\b|\bfor (her|him|them|my \w+) to\b/;

export function understand(message: string): Reading {
  const text = message.replace(/@\w+/g, " ").replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
  const lower = text.toLowerCase();
  const read = readText(text);
  // "I can't believe she's gone", "my dog is gone": a loss, and sorrow, with no word of grief.
  const bereaved = tellsOfLoss(lower);
  const { feelings, tearsOnly } = feelingsOf(read.words, read.lemmas, bereaved);
  const negative = feelings.some(isNegative);
  const positive = feelings.some(isPositive);
  // "kind of nice, I guess" is not good news to celebrate: a hedged positive stays neutral.
  const hedged = HEDGE.test(` ${lower} `);
  const mood: Mood = negative
    ? "distressed"
    : positive
      ? hedged
        ? "neutral"
        : "positive"
      : read.sentiment < -0.3
        ? "distressed"
        : "neutral";
  const medical = has(lower, MEDICATION) ? "medication" : has(lower, DIAGNOSIS) ? "diagnosis" : null;
  const third = lower.match(THIRD_PERSON);
  const turn = turnOf(lower, mood, medical);
  // "is this thing working" is about the chat, not about work.
  const aboutLife = ![
    "greeting",
    "testing",
    "complaint",
    "about-persona",
    "about-match",
    "wants-human",
    "light",
  ].includes(turn);
  return {
    turn,
    thanks: has(lower, THANKS),
    // "this is useless" said of the companion is no feeling of the person's ("useless" is self-criticism).
    feelings: turn === "complaint" ? [] : negative ? feelings.filter(isNegative) : feelings,
    mood,
    intense: has(` ${lower} `, INTENSIFIER) || /!{2,}/.test(text) || /\b[A-Z]{4,}\b/.test(text),
    topics: !aboutLife
      ? []
      : TOPICS.filter(
          ({ id, pattern }) => (id === "loss" && bereaved) || pattern.test(read.lemmas) || pattern.test(` ${lower} `),
        ).map((t) => t.id),
    // In the order they were named: the first is usually who the message is about.
    people: PEOPLE.map((person) => ({ person, at: lower.search(new RegExp(`\\bmy ${person}\\b`)) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)
      .map(({ person }) => person),
    medical,
    forSomeoneElse: third ? (third[1] ?? third[2] ?? null) : null,
    laughing: LAUGHTER.test(text),
    tearsOnly,
    amazed: AMAZED.test(lower) && !negative,
    gone: tellsOnlyOfGone(lower),
    fine: !feelings.length && /\b(?:ok|okay|fine|alright|all right|not bad|good)\b/.test(lower),
  };
}

function turnOf(lower: string, mood: Mood, medical: Reading["medical"]): Turn {
  for (const [turn, pattern] of TURNS) if (pattern.test(lower)) return turn;
  // "hey luna, thanks" thanks her; "thanks. it's hard" is thanks and more: the feeling is answered too (builtin.ts).
  if (THANKS.test(lower) && !medical && !QUESTION.test(lower)) return "thanks";
  if (GREETING.test(lower)) return "greeting";
  if (medical || QUESTION.test(lower)) return "question";
  return mood === "positive" ? "good-news" : "venting";
}

/**
 * Lemmas before a harsh word that make it someone else's word about the person: "she called me
 * stupid", "my dad always says I'm useless", "he told me I was worthless".
 */
const THEIR_WORDS =
  /(?:\b(?:call|name) (?:me|us)|\btell (?:me|us)(?: that)? (?:i|i'm|we)(?: be)?|\b(?:he|she|they|everyone|people|someone|somebody|(?:my|his|her|their) \w+)(?: \w+)? say(?: that)? (?:i|i'm|we)(?: be)?)(?: \w+){0,2}$/;

/** Being called stupid by someone is being put down (stung), not the person's own harsh self-talk. */
function feelingOf(id: FeelingId, words: Word[], at: number): FeelingId {
  if (id !== "self-critical") return id;
  const before = words.slice(Math.max(0, at - 6), at).map(({ lemma }) => lemma);
  return THEIR_WORDS.test(before.join(" ")) ? "stung" : id;
}

function feelingsIn(words: Word[], lemmas: string, bereaved: boolean): FeelingId[] {
  const found = new Set<FeelingId>(bereaved ? ["sad"] : []);
  words.forEach(({ lemma, negated }, at) => {
    if (negated) {
      // "not okay", "not happy" is a low mood; "not sad" is no feeling named.
      if (NEGATABLE_POSITIVE.has(lemma)) found.add("low");
      return;
    }
    const entry = FEELINGS.find((feeling) => feeling.words.includes(lemma));
    if (entry) found.add(feelingOf(entry.id, words, at));
  });
  for (const entry of FEELINGS) if (entry.phrases?.some((phrase) => phrase.test(lemmas))) found.add(entry.id);
  return [...found];
}

/** The feelings named, and whether the only sorrow among them is crying (see TEARS). */
function feelingsOf(words: Word[], lemmas: string, bereaved: boolean): { feelings: FeelingId[]; tearsOnly: boolean } {
  const all = feelingsIn(words, lemmas, bereaved);
  const dry = feelingsIn(
    words.filter(({ lemma }) => !TEARS.has(lemma)),
    lemmas,
    bereaved,
  );
  const tearsOnly = all.includes("sad") && !dry.some(isNegative);
  // "happy tears": the crying is the joy, not a sorrow beside it.
  if (tearsOnly && all.includes("moved")) return { feelings: dry, tearsOnly: false };
  return { feelings: all, tearsOnly };
}
