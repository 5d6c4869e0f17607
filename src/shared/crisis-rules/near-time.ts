/**
 * Plans bound to a near time (C-SSRS 5, plan and timing; the warning signs "talking about being gone"
 * and a plan with a time): gone, not existing or it all over by tonight, tomorrow or this time next
 * week (2026-11-30, eighth and ninth rounds). crisis-context.ts's NEAR_TIME names the trips, shifts,
 * exams and big days that explain the same words.
 */
import { DAY, LATER, NEAR, WHEN, type Row } from "./vocabulary.js";

/**
 * Words of comfort to someone else, or of relief, beside "it'll all be over soon" (2026-11-30, eighth
 * round): "don't worry, it'll all be over soon", "by the weekend it'll all be over, thank god".
 */
const COMFORT =
  "(?:dont wory|hang in there|stay strong|(?:you|youve) got this|youl be (?:fine|ok|okay|alright)|you wil be (?:fine|ok|okay)|i promise|for you|babe|hun|thank (?:god|goodnes)|phew)";

export const NEAR_TIME_PLANS: Row[] = [
  // Gone by a near time, said before it or after it (2026-11-30, eighth round, from the warning signs
  // "talking about being gone" and a plan with a time): "i'll be dead by tomorrow", "by this time
  // tomorrow i'll be gone", "this time next week i won't exist", "after tonight i won't exist". A trip,
  // a shift, an exam or a big day named in the message explains it (NEAR_TIME in crisis-context.ts:
  // "by this time tomorrow i'll be gone on holiday"), unless a word makes it final ("for good").
  [
    "gone-by",
    "plan",
    "high",
    `\\b(?:il|i wil) be (?:gone|dead) (?:by (?:${NEAR})|(?:by|before) ${LATER})\\b|\\bwont (?:se|make it to|survive) (?:tomorow|the morning|the weekend|next week)|` +
      // The time first, with "by", "after", "in" or "this time" before it; not gone somewhere or for a
      // while ("gone all day", "dead on my feet"). Not "won't be here", which wont-be-around reads.
      // A time further off, after "by" or "before" (2026-11-30, eleventh round): "by christmas i'll be gone".
      `\\b(?:(?:by|after|in) (?:${NEAR})|(?:by|before) ${LATER}|this time (?:tomorow|next wek)(?: night| morning)?)(?: \\.)? ` +
      "(?:(?:il|i wil|im going to|i am going to|im gona) be (?:gone|dead|not alive)(?! (?:al day|for(?! (?:god|ever)\\b)|to|til|until|from|at|on|of|in)\\b)|i (?:wont|wil not) (?:exist|be alive))\\b(?! (?:on|online|in|here)\\b)|" +
      // Tonight or tomorrow said with no "by" (2026-11-30, ninth round): "i'll be gone tomorrow",
      // "tonight i'll be gone", "i won't exist next week". Not gone somewhere, for a while or before
      // someone is home ("gone all day", "gone before you get home").
      "(?:\\b(?:il|i wil) be (?:gone|dead) (?:tonight|tomorow(?: morning| night)?)|\\b(?:tonight|tomorow) (?:il|i wil) be (?:gone|dead))\\b(?! (?:al day|for(?! (?:god|ever)\\b)|to|til|until|from|at|on|of|in|before|when|morning|night)\\b)|" +
      "\\bi (?:wont|wil not) exist (?:tonight|tomorow|next wek)\\b|\\b(?:tonight|tomorow|next wek) i (?:wont|wil not) exist\\b",
  ],
  // It all over at a near time: "it'll all be over tonight", "by tomorrow it will all be over", "it'll
  // all be over for me by the end of the week" (2026-11-30, eighth round: the time before it, "for me",
  // and "all" after the verb, "it'll all", which the collapsed "itl al" had not been read as). Not with what the writer will do after it ("and i can finally relax"; not "finally rest",
  // said of death as often), nor with a big day named (NEAR_TIME in crisis-context.ts).
  [
    "over-soon",
    "plan",
    "high",
    `(?:\\b(?:it|this|al|everything)(?: al)?(?:l| wil| is going to| s going to)(?: al)? be over(?: for me)? (?:${WHEN}|by (?:${NEAR}))\\b|` +
      `\\b(?:(?:by|after|in) (?:${NEAR})|this time (?:tomorow|next wek))(?: \\.)? (?:it|this|al|everything)(?: al)?(?:l| wil| is going to| s going to)(?: al)? be over\\b|` +
      // It all ending at a near time (2026-11-30, ninth round): "it all ends tonight" — not a show's or
      // a match's last episode or final (NEAR_TIME in crisis-context.ts).
      `\\b(?:it|everything) al ends (?:${DAY})\\b|\\b(?:${DAY}) it al ends\\b)` +
      "(?!.*\\b(?:and|then|so|after that)(?: (?:i|we))?(?: (?:can|wil|il|get to|\\w+))? (?:finaly |just )?(?:relax|celebrate|party|go out|sleep in|enjoy|chil|have (?:a|some)|get back to|start|go (?:on|to|out)|se)\\b)" +
      // Nor said to comfort someone: "don't worry, it'll all be over soon", "hang in there".
      `(?<!\\b${COMFORT}\\b.*)(?!.*\\b${COMFORT}\\b)` +
      "|\\bhapening tonight\\b",
  ],
];
