/**
 * The hard feelings the companion listens for (lexicon.ts): tiredness, worry, loneliness, sorrow,
 * numbness, overwhelm, anger, self-criticism, regret, confusion, a low mood, the sting of being treated
 * badly, and a rough time named in general words.
 */
import type { FeelingEntry } from "./lexicon.js";
import { SOMEONE_DIES } from "./loss.js";

export const HARD_FEELINGS: FeelingEntry[] = [
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
      "depressed",
    ],
    phrases: [
      new RegExp(` ${SOMEONE_DIES} `),
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
      // "i fell apart", "everything's falling to pieces": coming undone, with no feeling word.
      / fall (?:apart|to piece) /,
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
    // Looking back at what one did or did not do: "i should have visited more", "if only i had
    // called", "i never got to say goodbye". Only one's own doing ("you should have seen it" is no
    // regret), and a wish only for something done ("i wish i'd told her", not "i wish i had a dog").
    id: "regret",
    positive: false,
    words: ["guilty", "guilt", "regret", "remorse"],
    phrases: [
      // Not a plan ("we should have pizza", "i should have a nap"): "have" there is a thing to have.
      / (?:i|we) (?:\w+ )?should have (?!(?:a|an|the|some|any|more|lunch|dinner|fun|pizza) )/,
      / (?:i|we) (?:\w+ )?could have (?:do|save|stop|catch|help|prevent|be there)/,
      / if only (?:i|we) /,
      / i wish i (?:would|have) (?:tell|say|call|visit|see|spend|go|know|listen|hug|ask|notice|try|be there)/,
      / (?:my|our) fault /,
      / blame (?:myself|ourselves) /,
      / never get to say (?:goodbye|bye|sorry|thank)/,
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
    // "meh" is a flat, low mood said in one word; "bit down today" is low, "down the road" is not.
    words: ["low", "miserable", "meh", "blah"],
    phrases: [
      / be (?:so |really |too |very |just )?(?:hard|tough|difficult|a lot) /,
      / (?:bit|little|feel|kinda|kind of|so|really|quite|pretty|be|been) down(?: today| lately| rn| at the moment)? (?:\.|$)/,
    ],
  },
  {
    // Hurt by how someone treated them, named by what happened ("my boss yelled at me").
    id: "stung",
    positive: false,
    words: ["humiliate", "humiliated", "belittle", "belittled"],
    phrases: [
      / (?:yell|shout|scream|snap|swear|lash out|have a go|go off) at (?:me|us) /,
      / (?:tell|tick) (?:me|us) off /,
      / (?:laugh at|make fun of|put|talk down to|pick on|gang up on) (?:me|us)/,
      / (?:criticize|criticise|blame|insult|mock|ignore|snub|exclude|ghost|belittle|embarrass|humiliate) (?:me|us) /,
      / call (?:me|us) (?:name|a )/,
      / in front of (?:everyone|everybody|the whole|the team|the class|all)/,
    ],
  },
  {
    // A hard time named in general words ("awful", "a crappy day"): named as plainly, not as grief.
    id: "rough",
    positive: false,
    words: ["awful", "rough", "terrible", "horrible", "crap", "crappy", "shit", "shitty", "rubbish", "lousy", "bad"],
  },
];
