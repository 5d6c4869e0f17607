/** Self-harm, current or urged (C-SSRS behaviour; non-suicidal self-injury), in its many words. */
import { BODY, INTENT, SELF, SELF_HARM_ACT, TOOL, type Row } from "./vocabulary.js";

export const SELF_HARM: Row[] = [
  // Self-harm, current or urged (C-SSRS behaviour; non-suicidal self-injury).
  ["self-harm-word", "self-harm", "moderate", "\\bself ?(?:harm|injur|mutilat)"],
  [
    "hurt-myself",
    "self-harm",
    "moderate",
    `\\b(?:hurt|harm|cut|burn|burned|burnt|hit|punch|scratch|scratched|starve|starving|starved|punish|cuting|hurting|hiting|burning|scratching|carving|mutilate|bite|bit|biting|choke|choking|wound)(?:ing|ed)? ${SELF}\\b(?! (?:shaving|cooking|chopping|by acident|acidentaly|on (?:the|a|some)|laughing|at|playing|during|in the|lifting|runing|skating|falling|at the gym|(?:while|when) (?:i was |im )?(?:shaving|cooking|chopping|baking|ironing|playing|runing|climbing|working|cleaning|fixing|gardening|trying)|when i fel|(?:while|when) (?:the|a|my)))`,
    "self",
  ],
  [
    "cut-body",
    "self-harm",
    "moderate",
    "\\b(?:cut|cuting|carve|carving|carved|scratch|burn|burning|slice)(?: into| up)? my (?:arm|arms|thigh|thighs|legs|leg|skin|stomach|wrist)\\b(?! (?:on (?:a|the)|by acident|acidentaly|while|shaving|cooking))",
    "self",
  ],
  [
    "want-to-cut",
    "self-harm",
    "moderate",
    `\\b(?:${INTENT}|trying not) (?:to )?(?:cut|bleed|burn myself)(?= \\.| $| again| tonight| so| right| rn| deper| now)`,
  ],
  [
    "urge-to-cut",
    "self-harm",
    "moderate",
    "\\b(?:urge|urges|craving|cravings) to (?:cut|self harm|hurt myself|burn myself|bleed)\\b|\\bneed to cut(?= \\.| $| to| so| again| tonight| now| rn| right now)",
  ],
  [
    "cut-again",
    "self-harm",
    "moderate",
    "\\b(?:cut|cuting|relapsed and cut|broke my streak and cut) (?:again|deper|so dep)\\b|\\brelapsed and cut\\b|\\bbroke my streak\\b|\\bhavent stoped cuting\\b|\\bcuting (?:again|is the only)|\\bben cuting\\b",
  ],
  [
    "fresh-cuts",
    "self-harm",
    "moderate",
    "(?:\\b(?:fresh|new) cuts\\b|\\bmade myself bleed\\b|\\b(?:until|til) (?:they|it|i) bled\\b|\\b(?:until|til) (?:it|they) (?:bled|bruised|bleds)|\\b(?:until|til) my knuckles bled)" +
      // Not an itch scratched: "i scratched my mosquito bites until they bled".
      "(?<!\\b(?:bites?|mosquito|mozzie|rash|eczema|itch|itchy|hives|lips?|tongue|cheek|(?:bit|bite|biting|chew\\w*) (?:my )?nails)\\b.*)",
  ],
  ["need-pain", "self-harm", "moderate", "\\b(?:need|want|deserve) (?:to )?(?:feel pain|hurt|bleed)\\b(?= \\.| $| so)"],
  [
    "blade",
    "self-harm",
    "moderate",
    "\\b(?:a|my|the) (?:blade|razor)(?: and i want to use it| to my)|\\b(?:scratch|cut|burn|carv|hurt)\\w* (?:myself|my \\w+)(?: \\w+)? with (?:a|the|my) (?:razor|blade|lighter)\\b|\\bwith the blade\\b",
  ],
  // Against a wall or the floor, not a cupboard door or a shelf getting up.
  [
    "head-against-wall",
    "self-harm",
    "moderate",
    "\\b(?:bang|bash|hit|slam)(?:ing|ed)? my head (?:against|on|into) (?:the |a )?(?:wal|wals|flor|desk|mirror)\\b(?! (?:by acident|acidentaly|getting up|lol|haha))",
  ],
  [
    "on-purpose",
    "self-harm",
    "moderate",
    "\\b(?:burn|burned|burnt|cut|hit|scratch|scratched|bit|hurt|bruised)\\w* my \\w+ on purpose\\b",
    "self",
  ],
  // 2026-11-29, second round: the tools, the scars, relapse and hiding, by family, not by phrase.
  [
    "tool-on-body",
    "self-harm",
    "moderate",
    `\\b(?:used|use|using|took|take|taking|ran|run|put|held|hold|press\\w*) (?:a |the |my )?${TOOL} (?:on|to|against|across|into) my ${BODY}\\b(?![^.]{0,30}\\b(?:shav|hair|wax|cream|lotion))`,
    "self",
  ],
  [
    "scars-reopened",
    "self-harm",
    "moderate",
    "\\b(?:fresh|new|reopen\\w*|re open\\w*|open(?:ed|ing)? up|pick\\w* at|scratch\\w* at) (?:my |the )?(?:old )?(?:scars?|wounds?|cuts)\\b|" +
      "\\bmy (?:scars?|cuts|wounds) (?:are|is) (?:fresh|new|open|bleding)\\b" +
      "(?![^.]{0,40}\\b(?:surgery|operation|op|tatto|piercing|acne|chicken pox|csection|c section|stitches from))",
    "self",
  ],
  [
    "self-harm-relapse",
    "self-harm",
    "moderate",
    `\\brelaps\\w*\\b[^.]{0,40}\\b${SELF_HARM_ACT}|\\b${SELF_HARM_ACT}\\b[^.]{0,60}\\brelaps\\w*|\\b(?:clean|free) (?:from|of) ${SELF_HARM_ACT}\\b[^.]{0,60}\\b(?:relaps|again|slip|slipped)`,
  ],
  [
    "tool-hidden",
    "self-harm",
    "moderate",
    `\\b(?:a|my|the|some) ${TOOL} hid+en\\b|\\bhid(?:e|ing|den)? (?:a|my|the|some) ${TOOL}\\b(?! (?:from the (?:kids|baby|dog)|out of reach))`,
  ],
  [
    "need-to-feel-pain",
    "self-harm",
    "moderate",
    "\\b(?:need|want|deserve|have) to (?:feel|se) (?:pain|blod|it hurt|physical pain)\\b|\\bhurt myself to (?:feel|cope|stop|punish)\\b",
  ],
];
