/**
 * Help with the act itself, written to a partner in crisis: how much to take ("make sure you take
 * enough"), what they have ("how many do you have"), a picture of the means asked for ("send pic of
 * the pills"), the danger played down ("it's not that high", "find somewhere higher"). Said to
 * someone else these are everyday words; read only once the partner is in crisis
 * (harassment-urging.ts ALWAYS), whatever else the message says.
 *
 * What a supporter asks is left alone: "how many have you taken?" (an ambulance will ask), "make
 * sure you take your meds as prescribed", "make sure you get enough sleep", "send me a pic of your
 * dog". Read on normalised text (crisis-text.ts), written plainly: phrase() makes doubled letters
 * single, as the text is ("pills" reads "pils").
 */
import { TAUNT_END, YOU } from "./harassment-urging-words.js";

/** What the act is done with: pills, a rope, a blade, a height. */
const MEANS =
  "(?:pills|tablets|meds|medication|paracetamol|rope|noose|knife|blade|blades|razor|razors|gun|bridge|ledge|roof|drop|edge|view|cliff|them|it)";

/** A quantity that makes the act surer: "enough", "more than that", "the lot". */
const ENOUGH = "(?:enough|plenty|more|more than that|extra|a few more|double|the lot|the whole lot)";

/** Nothing a carer would add: "enough sleep", "more water", "enough time". */
const NOT_CARE = "(?! (?:sleep|rest|time|water|food|fluids|breaks?|care|fresh air|to eat|to drink|of your meds as)\\b)";

/** An answer follows, as an emergency call asks it: "how many have you got? i'm ringing 999". */
const THE_END = "(?= *$| \\. *$| \\. (?:lol|then|just|and)\\b| (?:lol|then|left|now|tho|though)\\b)";

export const ADVICE_RULES: readonly string[] = [
  // How much to take: "make sure you take enough", "take enough so it works", "take them with alcohol".
  `\\bmake sure (?:${YOU} )?(?:take|swallow|have|use|get|got) ${ENOUGH}${NOT_CARE}`,
  `\\bmake sure (?:its|it is|thats|that is|there is|theres) (?:enough|high enough|deep enough|lethal|fatal)\\b`,
  `\\b(?:take|swallow) ${ENOUGH} (?:so|to make sure|to be sure|that) (?:it|they|this) (?:works|work|does it|do it)\\b`,
  `\\b(?:take|swallow|down|mix) (?:them|those|it|the pills|the tablets|your pills) (?:all )?with (?:alcohol|vodka|booze|drink|wine|beer|whisky|whiskey)\\b`,
  `\\b(?:${YOU}l|${YOU} will|${YOU}d|${YOU} would) (?:need|want) ${ENOUGH}${THE_END}`,
  `\\b(?:thats|that is|that|its|it is|those|they) (?:wont|will not|isnt|is not|arent|are not|not) (?:be )?(?:enough|high enough|deep enough|lethal|fatal)${THE_END}`,
  // What they have: "how many do you have", "how many pills have you got left".
  `\\bhow (?:many|much) (?:pills |tablets |meds |of them |paracetamol )?(?:do ${YOU} (?:have|got)|have ${YOU} got|${YOU} got|did ${YOU} (?:buy|get|save))(?: left)?${THE_END}`,
  // A picture of the means: "send pic of the pills", "pics or it didn't happen", "show me the pills".
  `\\b(?:send|show|post)(?: me| us)? (?:a |some )?(?:pic|pics|picture|pictures|photo|photos|vid|video|proof)(?: of)?(?: the| your| ur| those| that)? ${MEANS}\\b`,
  `^ (?:then |so |ok |lol )?(?:send|post)(?: me| us)? (?:a |some )?(?:pic|pics|picture|photo|vid|video|proof)${THE_END}`,
  "\\bpics? or it (?:didnt|did not) happen\\b",
  `\\bshow (?:me|us) (?:the|your|ur|those) (?:pills|tablets|rope|noose|knife|blade|blades|razor|gun|drop|view)\\b`,
  // The danger played down: "it's not that high", "find somewhere higher".
  `\\b(?:its|it is|thats|that is|it|that)(?: not|nt| isnt| is not) (?:even |really )?(?:that |very |so )?(?:high|high up|far|far down)(?: enough)?${TAUNT_END}`,
  "\\b(?:find|go|get|try|pick|choose) (?:somewhere|something|a place|a spot|a bridge|a building) (?:higher|taller|higher up)\\b",
  "^ (?:go|get|climb) higher\\b",
];
