/**
 * What a second stranger's trial found opened no crisis support as a chat's first message
 * (2026-12-01, twentieth round), by category: an act already done (an overdose or a poison taken, a
 * ligature in place, a deep cut bleeding: the C-SSRS asks of an actual attempt first), a means at
 * hand (a gun, one's own or a parent's and its key; a blade in the bath: preparatory acts), and
 * questions of dose, height and painlessness (a method thought of). All high: an act done or a means
 * within reach is the emergency CRISIS_URGENT_MESSAGE is worded for. Forgiveness asked as a goodbye
 * is a farewell, moderate. Listed after questions-and-decisions.ts, so no earlier rule's report
 * changes. Everyday look-alikes stay quiet: an "overdose" of coffee, bleach drunk by accident as a
 * child, a gun for hunting or kept in a safe, a cooking cut, a rope swing, "forgive me for the late
 * reply".
 */
import { NOT_EVERYDAY_EXCESS, PILLS, type Row } from "./vocabulary.js";

/** A poison drunk: bleach, antifreeze, weed killer. */
const POISON = "(?:bleach|antifreze|wed ?kiler|drain cleaner|rat poison|poison|pesticide|paraquat)";
/** A poison drunk by accident or long ago is a story, not an act: "by accident as a kid". */
const NOT_AN_ACCIDENT =
  "(?![^.]{0,40}\\b(?:by acident|acidentaly|by mistake|as a (?:kid|child|baby|toddler)|when i was)\\b)";
/** Drink taken with the pills: "a bottle of vodka and my pills". */
const DRINK = "(?:vodka|whisky|whiskey|wine|gin|rum|tequila|alcohol|booze|cider|beer)";
/** Words that make a gun a hobby, a tool, a toy or a game's, or one locked away. */
const HOBBY_GUN =
  "(?:licen[cs]e|hunt\\w*|shoting|clay|range|farm\\w*|in a safe|locked|paintbal|airsoft|nerf|toy|game|games|gaming|fortnite|warzone|pubg|valorant|gta|for work|police|army)";
/** A gun named as such anywhere in the message, before or after: "a gun licence for hunting". */
const NOT_A_HOBBY_GUN = `(?<!\\b${HOBBY_GUN}\\b.*)(?!.*\\b${HOBBY_GUN}\\b)`;
/** Bleeding that has an everyday cause named anywhere before it: a nose, a finger, a tattoo. */
const NO_EVERYDAY_CAUSE_BEFORE =
  "(?<!\\b(?:nose|finger|thumb|lip|knee|gums?|period|tato|piercing|dentist|shaving|cooking|chopping|bike|fel|tripped|scraped)\\b.*)";
/** …or after it. */
const NO_EVERYDAY_CAUSE_AFTER =
  "(?![^.]{0,40}\\b(?:nose|finger|thumb|lip|knee|gums?|period|tato|piercing|dentist|shaving|cooking|chopping|bike|fel|tripped|scraped|lol)\\b)";
/** A way of dying compared: "pills or hanging", "jumping or pills". */
const METHOD = "(?:hanging|jumping|drowning|overdos\\w*|a gun|shoting myself|a train|a bridge|my wrists|bleach)";
/** What a height is asked to make certain: "to be sure", "to not survive". */
const CERTAIN = "(?:to be sure|to make sure|to not survive|not to survive|so i dont survive|so i wont survive|to die)";

export const ACTS_DONE: Row[] = [
  // An overdose or a poison taken, or pills swallowed by the bottle (C-SSRS: an actual attempt):
  // "i overdosed", "it's done. i took them", "i just downed a bottle of vodka and my pills". Not an
  // "overdose" of coffee, nor a bottle of water swallowed after a run.
  [
    "act-done",
    "method",
    "high",
    `(?:^ (?:i |ive |i have |i just |ive just |just )?overdosed?\\b|\\b(?:i|ive|i have) (?:just )?overdosed\\b|\\b(?:i|ive|i have|i just|just) (?:tok|taken|had) an overdose\\b)${NOT_EVERYDAY_EXCESS}|` +
      `\\b(?:i|ive|i have|just|i just|ive just) (?:drank|drunk|swalowed|downed|had) (?:some |a botle of |a cup of |a glas of |half a botle of )?${POISON}\\b${NOT_AN_ACCIDENT}|` +
      "\\bswalowed (?:the|a) whole (?:botle|packet|pack|box|strip)\\b(?! of (?:water|juice|cola|coke|milk|sauce|ketchup|vitamins|gum|sweets|mints))|" +
      "\\b(?:ive |i have |i )?already (?:tok|taken|swalowed) (?:them|it|everything|them al|al of them)(?= \\.? ?$| \\.)|" +
      "\\b(?:its|it is) done \\. (?:i |ive |i have )?(?:tok|taken|swalowed|drank) (?:them|it|everything|al of them|them al)(?= \\.? ?$| \\.)|" +
      `\\b(?:downed|drank|drunk|had|finished) (?:a|the|half a|a whole|half the) botle of ${DRINK}\\b[^.]{0,20}\\b(?:and|with) (?:al )?(?:of )?(?:my|the|al my|al the) ${PILLS}\\b`,
  ],
  // A ligature in place: "the rope is around my neck", "the belt's round my neck".
  [
    "ligature-in-place",
    "method",
    "high",
    "\\b(?:rope|nose|belt|cord|ligature|cable)\\b[^.]{0,20}\\b(?:around|round) my neck\\b",
    "self",
  ],
  // A blade in the bath: "i'm in the bath with a razor". Not shaving one's legs in it.
  [
    "blade-in-the-bath",
    "method",
    "high",
    "\\b(?:im|i am|siting|lying|laying|sat|i got)(?: \\w+)? in the (?:bath|bathtub|tub)\\b[^.]{0,20}\\bwith (?:a|the|my) (?:razor|blade|knife|razor blade|knives)\\b(?![^.]{0,30}\\b(?:shav\\w*|legs)\\b)",
  ],
  // A gun at hand, one's own or a parent's, or the key to it: "i've got my dad's gun", "my dad has a
  // gun in the closet and i know where the key is". Not for hunting, a licence, or locked in a safe.
  [
    "gun-at-hand",
    "method",
    "high",
    `\\b(?:i have|ive got|i got|i own|i bought|i just bought|ive bought|ive just bought) (?:a|my \\w+s|the|a loaded|my \\w+s loaded) gun\\b${NOT_A_HOBBY_GUN}|` +
      "\\bgun\\b[^.]{0,60}\\bi know (?:where|the code|the combination)\\b[^.]{0,30}\\b(?:key|code|combination)\\b|" +
      "\\bi know (?:the code|the combination) to [^.]{0,30}\\bgun\\b|\\bi know where\\b[^.]{0,40}\\b(?:key|code)\\b[^.]{0,30}\\bgun\\b|" +
      "^ gunemoji(?: gunemoji| \\.)* $",
    "self",
  ],
  // A deep cut, or bleeding a lot with no everyday cause named (self-harm as an emergency).
  [
    "bleeding-a-lot",
    "self-harm",
    "high",
    "\\b(?:ive|i|i just|just) cut (?:realy |so )?dep\\b(?! into| in to)|" +
      `${NO_EVERYDAY_CAUSE_BEFORE}\\b(?:im|i am) bleding (?:a lot|so much|realy bad|badly|heavily|everywhere)\\b${NO_EVERYDAY_CAUSE_AFTER}|` +
      `${NO_EVERYDAY_CAUSE_BEFORE}\\b(?:theres|there is) (?:so much|a lot of|to much) blod\\b(?=[^.]{0,40}\\b(?:cant|wont|cannot|doesnt) stop| \\.? ?$)`,
  ],
  // Asking a dose, a height or which way hurts least: "what dose of insulin would kill me", "how many
  // sleeping pills is too many to wake up from", "is 40 paracetamol enough", "what's the easiest way
  // out". Not a dose for a headache, "waxing or shaving", nor the way out of a car park.
  [
    "asks-dose-height-or-pain",
    "method",
    "high",
    "\\bwhat (?:dose|amount|quantity)\\b[^.]{0,40}\\b(?:would|wil|could|does|to) (?:kil|be fatal|be lethal)\\b|" +
      "\\b(?:too many|too much|to many|to much) to (?:ever )?(?:wake up|come back) from\\b|" +
      `\\b(?:is|are|would|wil) (?:a lot of|al|al of) (?:my |the |these )?${PILLS} (?:be )?enough(?= \\.? ?$| \\.)|` +
      `\\b(?:which|what)(?: is|s| would be| one is)? (?:more painles|les painful|least painful|most painles|quicker|more certain|more reliable|surer)\\b(?: \\.)?[^.]{0,30}\\b${METHOD}|` +
      "^ (?:whats|what is) the (?:easiest|quickest|best|simplest|least painful|most painles|fastest|surest) way out(?: \\.)? $|" +
      `\\bhow (?:high|tal|many floors|many stories|many storeys)\\b[^.]{0,50}\\b${CERTAIN}\\b`,
  ],
  // Forgiveness asked, or sorry for the trouble caused, as a goodbye: "forgive me", "mum, forgive me",
  // "i'm sorry for all the trouble i caused, goodbye". Not "forgive me for the late reply".
  [
    "forgive-me-goodbye",
    "farewell",
    "moderate",
    "^ (?:please |pls |plz )?(?:\\w+ \\. )?(?:please )?forgive me(?: please)?(?: \\. (?:please|(?:im|i am) (?:so )?sory))?(?: \\.)? $|" +
      "\\bi hope (?:you|you al|everyone|yal) (?:can |wil |could )?(?:al )?(?:one day )?forgive me(?= \\.? ?$| \\.)|" +
      "\\bsory for (?:al (?:the )?|the |everything )?(?:trouble |pain |hurt |problems |mes |stres |grief )?(?:ive caused|i caused|i brought|i put (?:you|you al|yal|everyone) through)" +
      "(?: (?:you|everyone|you al|yal|everybody))?(?= \\.? ?$| \\. (?:godbye|bye)| (?:godbye|bye))",
    "self",
  ],
];
