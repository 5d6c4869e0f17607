/** Feeling a burden (interpersonal theory of suicide); self-harm is in self-harm.ts. */
import { GONE, type Row } from "./vocabulary.js";

/**
 * A burden to a team, a manager or a group project is how work and study feel, not the burden to
 * the people in one's life that the warning signs mean (2026-12-01, seventeenth round): "i feel like
 * i'm a burden to my team", "a burden to my coworkers when i'm off sick".
 */
const NOT_AT_WORK =
  "(?![^.]{0,12}\\b(?:team|manager|boss|coworkers?|coleagues?|group project|project|department|company|clas|teacher|tutor|lecturer|supervisor)\\b)";

export const BURDEN: Row[] = [
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
    "\\b(?:no one|noone|nobody) (?:would|wil|wouldnt|even) (?:even )?(?:miss|notice|care)(?! (?:about )?(?:they|them|him|her|it|if (?:they|he|she)))(?: me)?(?! if i (?:left|quit|skiped|stoped going to|didnt come to|didnt show up (?:to|at)) (?:the|this|my|our|work|schol|clas|uni|practice))(?: if i)?",
    "self",
  ],
  [
    "burden",
    "burden",
    "moderate",
    "\\b(?:im|i am|i feel|feel|being|im just|i am just|nothing but|makes me|made me|me)(?: like)?(?: such| just| only| always)?(?: a| such a)? burd[ei]n\\b" +
      `${NOT_AT_WORK}|\\bburd[ei]n (?:to|on|for) (?:everyone|every one|my|them|others|people|the people)\\b${NOT_AT_WORK}`,
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

  [
    "not-safe",
    "active-ideation",
    "high",
    "\\b(?:im|i am) not safe(?: with myself| around myself| right now| tonight)?(?= \\.? ?$| \\.)|" +
      // Not trusted with a means or a time, not with cake or a credit card (2026-11-30, tenth round).
      "\\bdont trust myself (?:tonight|right now|anymore|alone|(?:around|with) (?:the |my |those |these |any )?(?:pils|meds|tablets|knives|knife|razors?|blades?|rope|gun|car|myself))\\b|" +
      // Not feeling safe with oneself, afraid of oneself (2026-11-30, tenth round); not safe walking home
      // or around someone else.
      "\\bdont fel safe (?:with|around|by) myself\\b|\\b(?:im|i am) (?:scared|afraid|frightened|terified) of myself(?= \\.? ?$| \\.| right now| tonight)",
  ],
];
