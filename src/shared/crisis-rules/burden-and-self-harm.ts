/** Feeling a burden (interpersonal theory of suicide) and self-harm, current or urged. */
import { GONE, INTENT, SELF, type Row } from "./vocabulary.js";

export const BURDEN_AND_SELF_HARM: Row[] = [
  // Perceived burdensomeness (interpersonal theory of suicide; the Lexicon's burdensomeness terms).
  [
    "better-off-without-me",
    "burden",
    "moderate",
    "\\bbeter of (?:without me|if i|with me (?:dead|gone))|\\bbeter (?:place )?without me\\b|\\bfree without me\\b",
    "self",
  ],
  [
    "easier-without-me",
    "burden",
    "moderate",
    "\\b(?:easier|happier|beter|fine|relieved)(?: for (?:everyone|them|al|my family))? without me\\b",
    "self",
  ],
  [
    "they-would-be-better-off",
    "burden",
    "moderate",
    "\\b(?:theyd|they would|everyone would|everyone wil|theyl|they wil|my family would|my family wil)\\b[^.]{0,60}\\bbeter of(?= \\.? ?$)",
    "self",
  ],
  ["dont-want-to-be-a-burden", "burden", "moderate", "\\b(?:dont|do not) want to be (?:a|such a) burd[ei]n\\b"],
  [
    "easier-if-gone",
    "burden",
    "moderate",
    `\\b(?:easier|happier|relieved|fine|beter|a favou?r)(?: for (?:everyone|them|al))?(?: if i| by| without me)(?: just)? (?:was |were |wasnt |didnt |never |dying|disapeared|died|go\\b|${GONE})`,
    "self",
  ],
  [
    "nobody-would-miss-me",
    "burden",
    "moderate",
    // Not of someone else: "no one would miss you" is abuse (harassment.ts), read here as "they".
    "\\b(?:no one|noone|nobody) (?:would|wil|wouldnt|even) (?:even )?(?:miss|notice|care)(?! (?:about )?(?:they|them|him|her|it|if (?:they|he|she)))(?: me)?(?: if i)?",
    "self",
  ],
  [
    "burden",
    "burden",
    "moderate",
    "\\b(?:im|i am|i feel|feel|being|im just|i am just|nothing but|makes me|made me|me)(?: like)?(?: such| just| only| always)?(?: a| such a)? burd[ei]n\\b|\\bburd[ei]n (?:to|on|for) (?:everyone|every one|my|them|others|people|the people)",
  ],
  [
    "waste-of-space",
    "burden",
    "moderate",
    "\\bwaste of (?:space|oxygen|air|life)\\b|\\b(?:im|i am|i)(?: just)? tak(?:e|ing) up space(?= \\.? ?$| \\.| in this world| on this (?:earth|planet))|\\bdead weight\\b",
  ],
  [
    "world-doesnt-need-me",
    "burden",
    "moderate",
    "\\b(?:world|nobody|no one|everyone) (?:doesnt|does not) need me\\b|\\bnobody needs me\\b",
    "self",
  ],
  [
    "dont-deserve-to-live",
    "burden",
    "moderate",
    "\\b(?:dont|do not) deserve to (?:live|be alive|exist|be here)|\\bshouldnt (?:be alive|exist|be here)\\b",
  ],
  [
    "ruining-by-being-alive",
    "burden",
    "moderate",
    "\\bby (?:being alive|existing)\\b|\\bmake (?:everyone|everything|things|their lives|everyones lives) worse\\b|\\bruin(?:ing)? (?:everyones|their|my familys) (?:life|lives)\\b|\\bsory for existing\\b",
  ],
  ["too-much-for-everyone", "burden", "moderate", "\\bbeter if i (?:just )?(?:go|left|was gone|disapear)"],

  // Self-harm, current or urged (C-SSRS behaviour; non-suicidal self-injury).
  ["self-harm-word", "self-harm", "moderate", "\\bself ?(?:harm|injur|mutilat)"],
  [
    "hurt-myself",
    "self-harm",
    "moderate",
    `\\b(?:hurt|harm|cut|burn|burned|burnt|hit|punch|scratch|scratched|starve|starving|starved|punish|cuting|hurting|hiting|burning|scratching|carving|mutilate|bite|bit|biting|choke|choking|wound)(?:ing|ed)? ${SELF}\\b(?! (?:shaving|cooking|chopping|by acident|acidentaly|on (?:the|a|some)|laughing|at|playing|while|during|when|in the|lifting|runing|skating|falling|at the gym))`,
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
    "\\b(?:fresh|new) cuts\\b|\\bmade myself bleed\\b|\\buntil (?:they|it|i) bled\\b|\\buntil (?:it|they) (?:bled|bruised|bleds)|\\buntil my knuckles bled",
  ],
  ["need-pain", "self-harm", "moderate", "\\b(?:need|want|deserve) (?:to )?(?:feel pain|hurt|bleed)\\b(?= \\.| $| so)"],
  [
    "blade",
    "self-harm",
    "moderate",
    "\\b(?:a|my|the) (?:blade|razor)(?: and i want to use it| to my)|\\b(?:scratch|cut|burn|carv|hurt)\\w* (?:myself|my \\w+)(?: \\w+)? with (?:a|the|my) (?:razor|blade|lighter)\\b|\\bwith the blade\\b",
  ],
  ["head-against-wall", "self-harm", "moderate", "\\b(?:bang|bash|hit|slam)(?:ing|ed)? my head (?:against|on|into)\\b"],
  [
    "on-purpose",
    "self-harm",
    "moderate",
    "\\b(?:burn|burned|burnt|cut|hit|scratch|scratched|bit|hurt|bruised)\\w* my \\w+ on purpose\\b",
    "self",
  ],
  [
    "not-safe",
    "active-ideation",
    "high",
    "\\b(?:im|i am) not safe(?: with myself| around myself| right now| tonight)?(?= \\.? ?$| \\.)|\\bdont trust myself (?:around|with|tonight|right now)",
  ],
];
