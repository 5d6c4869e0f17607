/**
 * What a stranger's trial found opened no crisis support as a chat's first message (2026-12-01,
 * nineteenth round), by category: asking for a way or a dose that kills (C-SSRS 3, a method thought
 * of), a decision with a time and the act left unnamed (C-SSRS 5, a plan with timing), sorry "for
 * everything" with nothing named (the warning sign "saying goodbye"), and being worth more dead or the
 * insurance as what one would leave (the warning sign "feeling a burden"). Listed after the other files,
 * so no earlier rule's report changes.
 */
import { DAY, LATER, NOT_EVERYDAY_EXCESS, PILLS, type Row } from "./vocabulary.js";

/** What a question asks to bring about: death, or a sleep not woken from. */
const TO_DIE =
  "(?:die|die in my slep|kil me|kil myself|end it|end my life|not wake up|never wake up|sleep forever|slep forever|go to slep forever)";
/** A method asked after, never for a game, a story, homework or a pet ("in minecraft", "for my dog"). */
const NOT_OF_A_STORY =
  "(?![^.]{0,40}\\b(?:game|minecraft|fortnite|level|essay|homework|assignment|clas|biology|chemistry|project|book|novel|movie|show|story|character|documentary|patient|dog|dogs|cat|cats|pet|plant)\\b)";

/** When a decided act is to happen: a day, tonight, by a day, or a time further off. */
const WHEN = `(?:${DAY}|(?:by|on|at) (?:${DAY}|${LATER}|midnight)|on my birthday)`;
/**
 * The act left unnamed, as a decision says it: "i finally do it", "i go through with it", "i'm done
 * for good". Not "i'll do it tomorrow" nor "i do it friday", said of chores as often: "do it" only
 * with "finally", or after "that's when" (WHEN_I_DO_IT).
 */
const THE_ACT =
  "(?:(?:i|im|i am) (?:finaly (?:do|doing) it|(?:go|going) through with it|end it|ending it)|" +
  "(?:im|i am|il be|its|it is|itl be|it wil be) (?:done|over|gone) for god)";
/** "friday. that's when i'm doing it". */
const WHEN_I_DO_IT = "(?:thats when|is when) (?:i|im|i am)(?: finaly)? (?:do|doing) it";
/** Readiness or finality said beside a time: "i'm ready", "i'm not scared anymore", "no more". */
const READY =
  "(?:im|i am) (?:ready|not scared(?: anymore)?|not afraid(?: anymore)?|at peace)|no more|no going back|this is it|godbye|bye";
/** A decision taken: "i've decided", "my mind's made up", "i've made my choice". */
const DECIDED =
  "(?:ive decided|i decided|ive made (?:up my mind|my choice|my decision)|i made (?:up my mind|my choice)|my minds? (?:is )?made up|its decided|i know when)";
/**
 * What "it" was, named anywhere in the message: "it ends friday, the sale i mean", "it ends tonight,
 * season finale". Things that end or happen on a date: a show, a match, an offer, a lease, a term. Not
 * "i mean it". Named, not read from crisis-context.ts's big days: "it ends on my birthday" is the time.
 * A bold everyday step done at last is named so too (twentieth round): "tonight i finally do it, i'm
 * asking her out", "wish me luck with the marathon", "first tattoo".
 */
const NAMED_AFTER =
  "(?!.*\\b(?:the (?!pain|sufering|hurt|struggle|misery)\\w+ i mean|i mean the \\w+|i meant the \\w+|episode|finale|season|series|show|match|game|final|tournament|sale|ofer|deal|lease|contract|term|semester|trial|subscription|exam|exams|marathon|race|tato|piercing|date|asking \\w+ out|ask \\w+ out|propos\\w*|coming out|interview|audition|driving test|gig|gay|lesbian|bisexual|trans)\\b)";

export const QUESTIONS_AND_DECISIONS: Row[] = [
  [
    // Asking for a way or a dose that kills: "what's the best way to overdose without pain", "how many
    // paracetamol would kill someone", "what should i take to sleep forever", "is 30 paracetamol enough
    // to die". Not a dose for a headache or for sleep ("what should i take to sleep better"), which
    // names no death.
    "asks-for-a-method",
    "method",
    "high",
    `(?:\\b(?:easiest|easy|quickest|quick|fastest|best|surest|simplest|least painful|most painles|painles|safest) (?:way|ways|method) (?:to|of) overdos(?:e|ing)\\b${NOT_EVERYDAY_EXCESS}|` +
      `\\bhow (?:do i|can i|could i|should i|to|would i|do you) overdose\\b${NOT_EVERYDAY_EXCESS}|` +
      `\\b(?:which|what) (?:${PILLS} )?(?:can|could|should|would) i overdose on\\b|` +
      `\\bhow (?:many|much)\\b[^.]{0,40}\\b(?:would|wil|could|does|to) kil (?:someone|a person|an adult|you|me)\\b|` +
      `\\b(?:fatal|lethal) (?:overdose|amount)\\b|\\b(?:enough|enough ${PILLS}) to (?:die|kil me|not wake up)\\b|` +
      `\\b(?:which|what) (?:${PILLS}|pils|medicine|drugs?) (?:would|wil|could) (?:kil me|make me (?:die|not wake up|never wake up|slep forever))\\b|` +
      `\\bwould (?:a lot of|al) (?:of )?(?:my |the )?${PILLS} kil me\\b|` +
      `\\bwhat (?:\\w+ ){0,3}(?:should|can|could|would|do) i (?:need to )?(?:take|drink|swalow|use|inject) to ${TO_DIE}\\b|` +
      "\\bhow (?:high|far|tal)\\b[^.]{0,40}\\b(?:to die|to kil (?:me|you|someone)|would kil)\\b)" +
      NOT_OF_A_STORY,
  ],
  [
    // A decision with a time, the act unnamed: "i think tonight is the night i finally do it", "i've
    // decided. this weekend i'm done for good", "i've made up my mind, it ends friday", "sunday night
    // it's over for good", "tonight is the night. i'm not scared anymore". Not done for good "with"
    // something ("done for good with that job"), a decision about something else ("this weekend i'm
    // quitting sugar"), the night of something that follows ("tonight is the night i finally beat this
    // boss"), nor a thing named after "it" ("it ends friday, the sale i mean").
    "decided-with-a-time",
    "plan",
    "high",
    `(?:\\b(?:${DAY}|this wek|this is the (?:wek|weekend|day|night))(?: \\.)? (?:${THE_ACT}|${WHEN_I_DO_IT})(?= \\.| $)|` +
      `\\b(?:tonights|${DAY} is) the (?:night|day)(?: \\.)? (?:${THE_ACT}|${READY})(?= \\.| $)|` +
      `\\b${THE_ACT} (?:${WHEN})(?= \\.| $)|` +
      `\\bit (?:al )?(?:ends|happens|is happening|s happening) ${WHEN}(?= \\.| $)|` +
      `\\b(?:its|it is|its happening|it happens) (?:${DAY})(?: \\.)? (?:${READY})(?= \\.| $)|` +
      `\\b${DECIDED}(?: \\.)? (?:its|it is|its happening|it happens|it ends) (?:${WHEN})(?= \\.| $)|` +
      `\\b(?:its|it is) happening (?:${WHEN})\\b[^.]*\\. ${DECIDED}\\b)` +
      NAMED_AFTER,
  ],
  [
    // Sorry "for everything" with nothing named after it: "i cant do this much longer. sorry for
    // everything". Not for what is named ("sorry for everything i said earlier", "last night"); an
    // occasion named elsewhere (a party, work) spares it as it spares every farewell (crisis-context.ts).
    // Nor a small fault named in the next clause (twentieth round): "sorry for everything, my typing is
    // bad", "i was being a brat".
    "sorry-for-everything",
    "farewell",
    "moderate",
    "\\bsory for everything\\b(?= \\.| $| i love| please| forgive| goodbye| bye)(?! \\. [^.]{0,40}\\b(?:typing|spelling|english|grammar|typos?|brat|rude|moody|grumpy|annoying|cranky|snappy|drunk|rant\\w*|spam\\w*)\\b)|\\bsory it wasnt enough\\b",
    "self",
  ],
  [
    // Worth more dead, or the insurance as what one would leave them: "i'm worth more dead than alive",
    // "my family will be better off with the insurance money", "they'd get the payout if i was gone". Not
    // insurance as an errand ("is life insurance worth it with two kids?").
    "worth-more-dead",
    "burden",
    "moderate",
    "\\b(?:im|i am|id be|i would be|im probably) worth more (?:to (?:them|\\w+ \\w+|\\w+) )?dead\\b|\\bdead id (?:at least )?be worth (?:something|more)\\b|" +
      "\\bbeter of with (?:the|my)(?: life)? (?:insurance|payout|pay out)\\b|" +
      "\\b(?:insurance|payout)\\b[^.]{0,50}\\b(?:if|when|once|after) i (?:died|die|was gone|were gone|was dead|wasnt here|am gone|im gone)\\b|" +
      "\\bif i (?:died|was gone|were gone|was dead|wasnt here)\\b[^.]{0,50}\\b(?:insurance|payout)\\b|" +
      "\\binsurance\\b[^.]{0,40}\\bmore than i (?:ever )?(?:could|can|do)\\b|" +
      "\\binsurance\\b[^.]{0,40}\\bmore than (?:im|i am) worth\\b|\\bmore from my (?:life )?insurance than from me\\b|" +
      "\\bat least (?:my|the) \\w+ (?:would|wil|could) get (?:the|my)(?: life)? insurance\\b",
    // The "i" the words hold is the writer, whoever is named before ("my wife would be better off").
    "self",
  ],
];
