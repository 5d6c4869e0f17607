/**
 * What is already done or within reach (2026-12-01, seventeenth round): an overdose taken, of one's
 * own pills or someone else's, counted or "all of them"; a means ready at hand ("i have the rope
 * ready", "the knife is next to me"); bleeding after cutting that will not stop; no way out; being
 * done with everything and everyone. The C-SSRS screener asks of an attempt and of preparatory acts
 * before anything else, and an act under way is the emergency the high tier's wording is for. Pills
 * carried for someone ("to the pharmacy for her"), a knife beside the chopping board and a nose that
 * bleeds are everyday.
 */
import { PILLS, type Row } from "./vocabulary.js";

/** How much was taken: "a bunch of", "a handful of", "way too many"; "a lot of of" is a number read. */
const HOW_MANY =
  "(?:al|al of|too many|way too many|a lot of|a lot of of|a bunch of|a whole bunch of|a load of|loads of|a handful of|" +
  "handfuls of|the whole botle of|a whole botle of|the whole box of|a whole box of|every|half)";
/** Someone else's, as chat writes it without an apostrophe: "my mums", "my nans", "my sisters". */
const WHOSE = "(?:(?:my |the )?\\w+s )";
/** Carried, not swallowed: "took my mums pills to the pharmacy", "round to her flat", "back". */
const NOT_CARRIED = "(?! (?:to|round|back|over|into|up|down|out|from|for|home|with me)\\b)";
/** A number (ten or more, read "a lot of") of them: "like 20 of them", "about 15 of my mums". */
const COUNTED = "(?:like |about |around |maybe |over |at least )?a lot of of";
/** A means one could use at once. */
const AT_HAND = `(?:rope|nose|knife|blade|razor|gun|belt|${PILLS})`;
/** Where a means lies within reach: beside the person, in their hand. */
const BESIDE_ME = "(?:right )?(?:next to me|beside me|in my hand|in front of me|by my bed|on my bed)";
/** A cut to a finger, a lip or a knee is an accident: "i cut my finger and it won't stop bleeding". */
const NOT_AN_ACCIDENT = "(?! (?:my |your |his |her )?(?:finger|thumb|lip|knee|fot|chin|hand|head|hair|nails?|toe)\\b)";
const LIMB = "(?:wrists?|arms?|forearms?|thighs?|legs?)";

export const ACTS_UNDER_WAY: Row[] = [
  // An overdose taken (C-SSRS: an actual attempt), of anyone's pills, by how many.
  [
    "overdose-taken",
    "method",
    "high",
    `\\b(?:tok|taken|swalowed|downed|had) ${HOW_MANY}(?: of)? ${WHOSE}?(?:my |the )?${PILLS}\\b${NOT_CARRIED}|` +
      `\\b(?:tok|taken|swalowed|downed) (?:my |the )?${WHOSE}?${PILLS}(?: \\.)? (?:al of them|every (?:single )?one|the whole (?:box|packet|pack|botle))\\b|` +
      `\\b(?:tok|taken|swalowed|downed) (?:the |my |them|some)[^.]{0,30}(?: \\.)? ${COUNTED}(?: them| my| the| \\w+s)?\\b|` +
      "\\bswalowed (?:them|it) al\\b|\\bswalowed al of (?:them|it)\\b|" +
      "\\b(?:tok|taken|swalowed) (?:everything|al the pils|al the meds|whatever was) (?:in|from) (?:the|my|our) (?:medicine (?:cabinet|cupboard|box|drawer)|first aid (?:kit|box)|bathroom cabinet)\\b",
  ],
  // Counted and then drowsy: "took like 20 of them, feeling really drowsy now".
  [
    "overdose-felt",
    "method",
    "high",
    `\\b(?:tok|taken|swalowed) ${COUNTED} (?:them|those|it)\\b.*\\b(?:sleepy|drowsy|dizzy|woozy|faint|numb|sick)\\b`,
  ],
  // Taken, said alone, with nothing to say it was as meant: a check-in asks.
  [
    "overdose-taken-alone",
    "method",
    "low",
    "^ i(?:ve)? already (?:tok|taken|swalowed) the (?:pils|tablets)(?: \\.)? $",
  ],
  // A means ready at hand (C-SSRS: preparatory acts), not ready "for the camping trip".
  [
    "means-at-hand",
    "method",
    "high",
    `\\b(?:i have|ive got|i got|got) (?:the|my) ${AT_HAND} (?:ready|here|right here|${BESIDE_ME})(?= \\.? ?$| \\.| now| right now| rn| and)|` +
      `\\b(?:the|my) ${AT_HAND} (?:is|are|s) ${BESIDE_ME}\\b|` +
      "\\b(?:the|my) (?:rope|nose) (?:is |s )?(?:tied|hung|hanging|set up)(?: up)? and ready\\b|" +
      "\\b(?:the|my) gun (?:is |s )?loaded(?: and (?:ready|here|next to me|in my hand))?(?= \\.? ?$| \\.| and)|" +
      "\\b(?:im|i am) holding (?:the|a|my) (?:knife|blade|razor|gun|rope|nose)(?= \\.? ?$| \\.| right now| now| rn| and)|" +
      `\\b(?:al )?(?:of )?(?:the |my )?${PILLS} (?:are )?(?:lined up|laid out|counted out)(?= \\.? ?$| \\.| in front of me| next to me| ready)|` +
      `\\beverything is (?:ready|set|prepared) \\. (?:the|my) ${AT_HAND}\\b`,
  ],
  // Bleeding after cutting, or bleeding that will not stop (self-harm as a medical emergency).
  [
    "bleeding-now",
    "self-harm",
    "high",
    `\\bmy ${LIMB}(?: is| are| s| wont stop| keps| kep| stil)? (?:stil )?bleding\\b(?![^.]{0,40}\\b(?:fel|fal\\w*|bike|scraped|graze|cat|dog|scratched|acident|tripped|game|glas|door)\\b)|` +
      "\\b(?:im|i am) bleding\\b[^.]{0,30}\\b(?:cant|cannot|wont|can not) stop\\b|" +
      "\\bcut (?:to|way to|so) dep\\b|" +
      `\\bcut${NOT_AN_ACCIDENT}[^.]{0,40}\\b(?:wont|cant|doesnt|isnt|not) stop(?:ing)? bleding\\b|` +
      "\\bi (?:just )?cut(?: again| myself)?(?: \\.)? (?:and )?(?:its|it is|it s|im) (?:stil )?bleding\\b|" +
      `\\bblod (?:everywhere|al over)\\b[^.]{0,30}\\bmy ${LIMB}\\b|\\bbleding (?:a lot )?from where i cut\\b`,
  ],
  // Trapped with no way out (the 988 Lifeline's warning sign), said of oneself; not of a car park or
  // a contract ("no way out of this contract for me").
  [
    "no-way-out-for-me",
    "active-ideation",
    "moderate",
    "\\bno (?:way out|escape|way forward|other way out|way out of this) for me(?: anymore| any more| now| left)?(?= \\.? ?$| \\.)|" +
      "\\bno way out (?:anymore|any more|left)(?= \\.? ?$| \\.)",
  ],
  // Done with everything and everyone, or after not being able to go on; not with a list or a day.
  [
    "done-with-everyone",
    "active-ideation",
    "moderate",
    "\\b(?:im|i am) (?:so |just |realy |completely )?done with (?:everything and everyone|everyone and everything|everything and everybody|life and everything)\\b|" +
      "\\b(?:cant|cannot) (?:keep going|go on|carry on|do this)(?: like this| anymore)? \\. (?:im|i am) (?:so |just |realy )?done(?: with (?:everything|it al|al of it|life))?(?= \\.? ?$| \\.)",
  ],
];
