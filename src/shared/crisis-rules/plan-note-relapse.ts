/**
 * A plan made, a note written, a relapse, said with nothing else (2026-11-30, eleventh round). Each is
 * said of a trip, a teacher or smoking too; alone, in a peer-support chat, the C-SSRS screener's plan
 * question ("have you made a plan", "started to work out the details"), the warning signs of the 988
 * Lifeline, AFSP, NIMH and Samaritans (writing a suicide note) and self-harm relapse, as the NHS, Mind
 * and Samaritans describe it, come first. So each is a check-in (the low tier); with what it is for
 * ("a plan to end it", "my note", "a note explaining why") other rules give the higher tiers.
 */
import { type Row, WEEKDAY } from "./vocabulary.js";

/** The writer, and the words that may stand between them and the verb: "i've just", "i finally". */
const I = "(?:i|ive|i have|i think i|i think ive)(?: just| finaly| already| now)?";
/** What may follow and still leave it said alone: "now", "already", "today", a sad face. */
const ALONE = "(?: (?:now|already|finaly|today|tonight|last night|again))?(?= \\.? ?$)";
/**
 * Habits, things and illnesses a person relapses into besides self-harm: "i relapsed and had a
 * cigarette", "relapsed on my diet", "my crohns relapsed". Drink and drugs are not among them: a
 * relapse into either is a check-in on purpose, as it is into an eating disorder.
 */
const OTHER_HABIT =
  "(?:cigarettes?|cigs?|smok\\w*|vap\\w*|nicotine|diet|sugar|no sugar|junk food|fast food|takeaways?|chocolate|sweets|snacks?|cake|pizza|caffeine|coffee|energy drinks?|" +
  "tiktok|instagram|twitter|reddit|social media|gaming|games?|doomscrolling|scrolling|shopping|sneakers|trainers|nails|nail biting|procrastinat\\w*|slep|schedule|nofap|porn|my ex|texted (?:him|her|them)|" +
  "crohns|ms|flare|flared|symptoms|cancer|leukemia|lymphoma|injury|knee|ankle|back pain|cold|flu)";
/**
 * An illness of the mind that is what relapsed (2026-11-30, twelfth round): "my depression relapsed",
 * "my anxiety has relapsed", "relapsed into depression" is what people bring to a peer-support chat,
 * not a warning sign by itself. Only as the subject or the object of the relapse: "i relapsed,
 * depression is back and i cut" is still read. Not an eating disorder.
 */
const MIND = "(?:depresion|anxiety|panic atacks|ocd|bipolar|psychosis|ptsd|insomnia)";
const OF_THE_MIND = `(?<!\\b${MIND}s?(?: has| had| just)? )(?! (?:into|with|of) (?:my )?${MIND}\\b)`;
/** The relapse told as over: "i relapsed last year but i'm 10 months clean now". */
const CLEAN_SINCE =
  "(?:clean (?:now|since|again)|(?:ive ben|im|i am) clean for|(?:im|i am|ive ben|now)(?: \\w+)?(?: \\w+)? (?:days|weks|months|years) clean(?! gone))";

/** A time a plan is for, said as the whole of a clause: "tonight", "this weekend", "on friday". */
const ITS_TIME = `(?:(?:its |it is |its happening |it happens |happening )?(?:tonight|tomorow(?: night)?|this (?:weekend|week)|at midnight|(?:on )?${WEEKDAY}))`;
/** Secrecy about a plan, or a warning not to interfere: "i'm not telling anyone", "don't try to stop me". */
const ITS_SECRECY =
  "(?:(?:im not|i am not|i wont be|im not going to be) telling (?:anyone|anybody)|i (?:wont|wil not|dont want to) tel (?:anyone|anybody)(?: what it is)?|(?:nobody|no one|noone) (?:needs|has) to know|dont (?:try to )?stop me|(?:nobody|no one|noone) (?:can|is going to|wil) stop me)";

export const PLAN_NOTE_RELAPSE: Row[] = [
  // A plan, then its time or its secrecy as a clause of its own (2026-11-30, thirteenth round): "i've
  // got a plan. tonight.", "i've got a plan, i'm not telling anyone". The C-SSRS screener's highest rung
  // is a plan with intent and a time; the warning signs name a plan with timing and secrecy about it.
  // Only when the clause ends there: "i've got a plan. tonight we celebrate", "… not telling anyone
  // until the surprise party" give the plan an everyday object. ("but" is read as a clause's end with
  // a space either side, hence " ?\. +".)
  [
    "plan-then-its-time",
    "plan",
    "high",
    `(?:\\b${I} |^ )(?:made|come up with|put together|have|got|have got) (?:a|my) plan (?: ?\\. +|and )(?:${ITS_TIME}|${ITS_SECRECY})(?= \\.? ?$)`,
  ],
  // A plan made, got, or its details worked out, with nothing said of what for: "i've made a plan",
  // "i've got a plan", "i have a plan", "i've worked out all the details". Not plans ("i've made plans,
  // sorry"), nor one for the weekend or an essay (anything after it but a time leaves it everyday).
  // "i've got a plan" is a check-in as "i've made a plan" is (2026-11-30, twelfth round): the C-SSRS
  // asks of a plan only after the thoughts, and alone nothing says the plan is to die.
  [
    "plan-made-alone",
    "plan",
    "low",
    `\\b${I} (?:made|come up with|put together|worked out|figured out|finished|have|got|have got) (?:a|my) plan${ALONE}|` +
      `\\b${I} (?:worked out|figured out|sorted|planed) (?:al )?(?:the|my) details${ALONE}`,
  ],
  // A note written, with nothing said of whom for: "i wrote a note", "i've written a note now". A
  // note to a teacher, in the margin or of thanks names what it is; "my note" is note-written's
  // (affairs-and-means.ts).
  ["note-written-alone", "preparation", "low", `\\b${I} (?:wrote|writen|finished writing|left) a note${ALONE}`],
  // A relapse, or one feared, with no habit named: "i relapsed", "i relapsed after 2 months clean",
  // "i think i'm going to relapse", "i relapsed into old habits". In Kindred's rooms self-harm is the
  // likely meaning; a habit or an illness named anywhere in the message is not it, an illness of the
  // mind that is what relapsed is not ("my depression relapsed"), nor a relapse told as over.
  [
    "relapse-alone",
    "self-harm",
    "low",
    `(?:${OF_THE_MIND}\\brelapsed\\b${OF_THE_MIND}|\\b(?:going to|gona|about to|close to|might|scared il|afraid il|want to|wanna) relapse\\b|` +
      // Back into old habits, no habit named (2026-11-30, twelfth round): self-harm's euphemism as often
      // as not in Kindred's rooms, so the same check-in as "i relapsed".
      "\\b(?:sliped|slid|fel|falen|gone|went) back into (?:my |some |the )?(?:old|bad) (?:habits|ways)\\b)" +
      `(?!.*\\b(?:${OTHER_HABIT}|${CLEAN_SINCE})\\b)(?<!\\b${OTHER_HABIT}\\b.*)`,
  ],
];
