/**
 * The crisis families added on 2026-11-30, each as phrasings that must fire (with their category and
 * tier) beside their everyday look-alikes that must not. The corpus (crisis-corpus/development.ts)
 * holds more of each; crisis.test.ts the detector's older cases.
 */
import { describe, expect, it } from "vitest";
import { assessCrisis } from "./crisis.js";

/** A family: each of `fires` read as its category and tier, none of `quiet` read at all. */
function family(name: string, fires: readonly (readonly [string, string, string])[], quiet: readonly string[]) {
  describe(name, () => {
    it.each(fires)("reads %s as %s, tier %s", (text, category, tier) => {
      expect(assessCrisis(text)).toMatchObject({ category, tier });
    });

    it.each(quiet)("does not mistake %s", (text) => {
      expect(assessCrisis(text)).toBeNull();
    });
  });
}

/**
 * A farewell or a plan bound to a near time (2026-11-30, eighth round): being gone, not existing or it
 * all being over "by this time tomorrow", and the same words with the trip, the shift, the exam or the
 * last day at work named. The corpus (crisis-corpus/development.ts) holds more of each.
 */
const BOUND_TO_A_NEAR_TIME: [string, string, string][] = [
  ["by this time tomorrow i'll be gone", "plan", "high"],
  ["this time next week i won't exist", "plan", "high"],
  ["by tomorrow it will all be over", "plan", "high"],
  ["it'll all be over tonight", "plan", "high"],
  ["soon i won't be anyone's problem", "farewell", "moderate"],
  ["by the time anyone notices i'll be gone", "farewell", "moderate"],
  // "my last day" with nothing named is not explained away as a last day at work.
  ["this is my last day, i'm not going to be here tomorrow", "farewell", "moderate"],
  // "goodbye forever" agrees with "bye forever": laughed at, a check-in; alone, a farewell.
  ["goodbye forever lol", "farewell", "low"],
  ["goodbye forever haha", "farewell", "low"],
  ["goodbye forever lmao", "farewell", "low"],
  ["bye forever lol", "farewell", "low"],
  ["goodbye forever", "farewell", "moderate"],
  // Without "by" (2026-11-30, ninth round).
  ["i'll be gone tomorrow", "plan", "high"],
  ["tonight i'll be gone", "plan", "high"],
  ["i won't exist next week", "plan", "high"],
  ["this time tomorrow it'll be over", "plan", "high"],
  ["it all ends tonight", "plan", "high"],
];

const EVERYDAY_BY_A_NEAR_TIME = [
  "by this time tomorrow i'll be gone on holiday",
  "i'll be gone by the time you wake up, early shift",
  "by tomorrow it will all be over, the exam i mean",
  "this time next week i won't exist, finals week lol",
  "this is my last day at work, not going to be here tomorrow",
  "by friday it'll all be over and i can finally relax",
  "don't worry, it'll all be over soon, hang in there",
  "goodbye forever to my wisdom teeth lol",
  "i'll be gone tomorrow morning for work",
  "tomorrow i'll be gone all day at my mum's",
  "i won't exist next week, exams",
  "it all ends tomorrow, last episode of the show",
];

family("a farewell or a plan bound to a near time", BOUND_TO_A_NEAR_TIME, EVERYDAY_BY_A_NEAR_TIME);

/**
 * Hopelessness said on its own (2026-11-30, ninth round): a check-in, as despair with nothing else is;
 * with what it is about named, or said of a blunder, laughed at or long past, nothing. The corpus
 * (crisis-corpus/development.ts) holds more of each.
 */
const HOPELESS_ALONE = [
  "i feel hopeless",
  "honestly feeling really hopeless today",
  "i feel hopeless and alone",
  "everything feels so hopeless",
  "i don't see the point anymore",
  "nothing will ever get better",
  "it'll never get better",
  "i've lost all hope",
  "i'm a lost cause",
  "i'm hopeless and worthless",
];

const HOPELESS_ABOUT_SOMETHING = [
  "i feel hopeless at maths",
  "i'm hopeless lol",
  "i'm a lost cause lol",
  "i'm beyond help with my handwriting haha",
  "there's no point arguing with him",
  "i don't see the point",
  "why do i even bother",
  "nothing ever changes around here lol",
  "i used to feel hopeless all the time, therapy helped",
  "my friend feels hopeless, how do i help her",
];

family(
  "hopelessness said on its own",
  HOPELESS_ALONE.map((text) => [text, "wish-to-be-dead", "low"]),
  HOPELESS_ABOUT_SOMETHING,
);

/**
 * Not safe with oneself, not surviving the night, afraid of "something stupid", the suffering to end
 * (2026-11-30, tenth round), beside the same words about cake, an interview, a night shift or a pet.
 */
const NOT_SAFE: [string, string, string][] = [
  ["i don't think i'll make it through the night", "active-ideation", "moderate"],
  ["i'm scared i'll do something stupid tonight", "active-ideation", "moderate"],
  ["i don't feel safe with myself", "active-ideation", "high"],
  ["i'm scared of myself right now", "active-ideation", "high"],
  ["i want to end my suffering", "wish-to-be-dead", "moderate"],
];

const NOT_SAFE_LOOK_ALIKES = [
  "i don't trust myself around cake lol",
  "i'm scared i'll do something stupid at the interview",
  "i don't think i'll make it through the night shift without coffee",
  "i don't feel safe walking home alone",
  "i want to end the suffering of my old dog, the vet says it's time",
];

family("not safe with oneself", NOT_SAFE, NOT_SAFE_LOOK_ALIKES);

/**
 * A plan made, a note written, a relapse, and gone by a date further off (2026-11-30, eleventh round):
 * said alone, a check-in; with what it is for, the higher tiers; with the weekend, a teacher,
 * cigarettes, a visit or a return named, nothing.
 */
const PLAN_NOTE_RELAPSE: [string, string, string][] = [
  ["i've made a plan", "plan", "low"],
  ["i've made my plan", "plan", "low"],
  ["i've worked out all the details", "plan", "low"],
  ["ive made a plan for how im going to do it", "plan", "high"],
  ["i've worked out the details of how to do it", "plan", "high"],
  ["i wrote a note", "preparation", "low"],
  ["i've written my note", "preparation", "high"],
  ["i've written a note explaining why", "preparation", "high"],
  ["i wrote a note so they know it isn't their fault", "preparation", "high"],
  ["i relapsed", "self-harm", "low"],
  ["i relapsed after 2 months clean", "self-harm", "low"],
  ["by christmas i'll be gone", "plan", "high"],
  ["i'll be dead by my birthday", "plan", "high"],
  // An occasion named only where nobody will care does not explain it.
  ["by tomorrow i'll be gone, nobody at uni will care", "plan", "high"],
  ["i won't be here by christmas", "farewell", "moderate"],
];

const PLAN_NOTE_RELAPSE_LOOK_ALIKES = [
  "i've made a plan for the weekend",
  "i made a plan to revise every evening this week",
  "i've made plans, sorry",
  "i've made a safety plan",
  "i wrote a note to my teacher",
  "i wrote a note in case i forget",
  "i wrote a note saying sorry for the noise",
  "i relapsed and had a cigarette",
  "i relapsed on my diet and ate a whole cake",
  "i relapsed last year but i'm 10 months clean now",
  "my brother relapsed",
  "i'll be gone by christmas, visiting my gran",
  "by tomorrow i'll be gone on holiday, nobody at work will care",
  "this is my last day, see you all on monday",
  "this is my last day, back on the 4th",
];

family(
  "a plan made, a note written, a relapse, gone by a date further off",
  PLAN_NOTE_RELAPSE,
  PLAN_NOTE_RELAPSE_LOOK_ALIKES,
);

/**
 * Dead by a day blamed on what wears a person out, a journey named, a plan got, a depression relapsed
 * (2026-11-30, twelfth round): said plainly, a plan or a farewell; laughed at or said "at this rate"
 * with no cause named, a check-in; with the work, the boss, the diet or the hangover named, the
 * journey, the weekend or the illness of the mind that relapsed, nothing.
 */
const WORN_OUT_AND_PLANS: [string, string, string][] = [
  ["i'll be dead by friday", "plan", "high"],
  ["i'll be dead by friday and nobody at work will even notice", "plan", "high"],
  ["i'll be dead by friday lol", "plan", "low"],
  ["at this rate i'll be dead by christmas", "plan", "low"],
  ["i won't be here by christmas", "farewell", "moderate"],
  ["i won't be here by christmas, going to miss you all", "farewell", "moderate"],
  ["i've got a plan", "plan", "low"],
  ["i have a plan", "plan", "low"],
  ["i've got a plan for how to do it", "plan", "high"],
  ["i relapsed into old habits", "self-harm", "low"],
];

const WORN_OUT_AND_PLANS_LOOK_ALIKES = [
  "i'll be dead by friday lol, so much work",
  "at this rate i'll be dead by christmas, this diet is brutal",
  "i'll be dead by monday, this hangover is brutal",
  "i'll be dead by christmas lol, my boss keeps piling on work",
  "this deadline will be the death of me by monday",
  "i won't be here by christmas, going to australia",
  "i won't be here by new year, i'm emigrating",
  "i've got a plan for the weekend",
  "i've got a plan to revise for my exams",
  "my depression relapsed",
  "my anxiety's relapsed",
];

family(
  "dead by a day blamed on work, a journey named, a plan got, a depression relapsed",
  WORN_OUT_AND_PLANS,
  WORN_OUT_AND_PLANS_LOOK_ALIKES,
);

// 2026-12-01, eighteenth round: an annoyance that would happen again, laughed at, is hyperbole; the
// same frame said plainly, or about living itself or a hurt, keeps its tier (crisis-hyperbole.ts).
family(
  "if something happens again",
  [
    ["if i hear that ringtone again im jumping out the window", "method", "high"],
    ["if i wake up again tomorrow im jumping off the bridge lol", "method", "high"],
    ["if he hits me again im jumping out the window lol", "method", "high"],
    ["if i have to live another day like this im jumping off the roof haha", "method", "high"],
    ["if i have to go back to that house again im going to kill myself lol", "active-ideation", "low"],
    ["if i hear that song again im going to kill myself", "active-ideation", "low"],
  ],
  [
    "if i hear that ringtone again im jumping out the window haha",
    "if the printer jams again im throwing myself out the window 😂",
    "if my brother eats my leftovers again im going to kill myself lol",
    "if i have to sit through another zoom call im going to kill myself lmao",
  ],
);
