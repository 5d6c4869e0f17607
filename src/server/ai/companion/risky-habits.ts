/**
 * Habits that harm, met with care and honesty: a question asking approval of one (drinking to sleep,
 * skipping meals, going days without sleep, more pills than prescribed) is never answered "yes" or
 * "makes sense", and restricting food or purging is met gently, with support named and no advice on
 * eating less. Before this "is it ok to have a few drinks every night to sleep", asked beside a
 * feeling, was answered "Yes — what you feel makes sense", and "what's the fastest way to lose
 * 10kg, i'll stop eating" with a shrug. Driving after drink or drugs, and alcohol with sedatives, are
 * dangers of the moment, not habits: they get a plain no ("is it ok to drive after a few beers?" was
 * "That's not something I can judge for you").
 */
import type { Lines } from "./fit.js";
import type { Memory } from "./memory.js";
import { fresh } from "./repeats.js";

/** Asks whether something is all right, or says it is and asks to be agreed with. */
const ASKS_APPROVAL =
  /\b(?:is it|am i|is that|is this|would it be|it's|its|that's|is|should be)\b (?:\w+ )?(?:ok|okay|alright|all right|fine|normal|bad|wrong|allowed|safe|healthy)\b|^is\b.*\b(?:ok|okay|alright|fine|normal|bad|healthy)\b|\b(?:right|isn't it|is that ok)\W*$/;
/** "can i drive after 3 pints": asking leave for something of the moment. */
const ASKS_LEAVE = /^(?:can|could) i\b/;
/** Drinking, and drinking as a habit or a way to cope. */
const DRINKING = /\b(?:drink\w*|wine|beer|vodka|alcohol|booze|shots|drunk)\b/;
/** Any alcohol, however little: with a sedative, a little is enough. */
const DRINKING_AT_ALL = /\b(?:drinks?|drinking|drank|wine|beers?|pints?|vodkas?|alcohol|booze|shots|drunk)\b/;
const AS_A_HABIT =
  /\b(?:every (?:night|day|evening|weekend)|most (?:nights|days)|each night|nightly|daily|on weekends|to (?:sleep|cope|switch off|relax|knock me out|take the edge off|get through)|alone|until i pass out|a bottle)\b/;
/** Driving or riding after drink or drugs (a driver "not drinking" is the safe one). */
const DRIVING_IMPAIRED =
  /\b(?:driv\w*|ride|riding)\b.{0,40}\b(?:after|on|with)\b.{0,30}\b(?:drinks?|beers?|pints?|wine|vodkas?|shots|the pub|a joint|weed|high|pills?)\b|\b(?:had|drunk|drank|smoked)\b.{0,40}\b(?:ok|okay|fine|safe|alright) to (?:drive|ride)\b/;
/** Alcohol with a sedative, opioid or sleeping pill. */
const ALCOHOL_WITH_SEDATIVES =
  /\b(?:xanax|valium|diazepam|benzos?|lorazepam|alprazolam|clonazepam|codeine|tramadol|oxy\w*|morphine|opioids?|sleeping (?:pills?|tablets?)|zopiclone|zolpidem|ambien)\b/;
/** More of a medicine than prescribed. */
const MORE_THAN_PRESCRIBED =
  /\b(?:extra|more|double|another|few more)\b.{0,30}\b(?:pills?|dose|tablets?|painkillers|meds|antidepressants?)\b|\bmore (?:\w+ )*than (?:prescribed|the box says|it says|i'm meant to)\b/;
const SMOKING_TO_COPE = /\b(?:weed|smok\w*|vap\w*)\b.*\b(?:every (?:night|day)|to (?:switch off|cope|sleep|relax))\b/;
const GOING_WITHOUT_FOOD =
  /\bskip\w* (?:meals?|breakfast|lunch|dinner|eating)\b.*\b(?:every|always|most|on purpose|busy|stressed)\b|\bonly eat once\b|\bnot eating\b|\bwithout eating\b/;
const GOING_WITHOUT_SLEEP =
  /\b(?:not|no|without) sleep(?:ing)?\b.*\b(?:days?|nights?|hours)\b|\ball-?nighters?\b|\b(?:stay|staying|be|up|awake) (?:up |awake )?(?:for )?\d{2} hours\b/;
/** Restricting food, purging, or losing weight by not eating: none of it is asked approval of to be read. */
const RESTRICTS_FOOD =
  /\b(?:stop|stopped|quit|quitting|give up) eating\b(?! (?:meat|dairy|sugar|gluten|fish|pork|beef|junk|fast food|out|takeaway))|\b(?:haven't|hasn't|have not|not) (?:really |properly )?(?:eaten|eating)\b.*\b(?:on purpose|weight|thin|days)\b|\bskip\w* meals\b.*\b(?:thin|weight|lose|on purpose)\b|\bwithout eating\b|\bstarv\w* myself\b|\bmak\w* myself (?:throw up|sick|vomit)\b|\bpurg\w*\b|\b\d+ calories\b|\beat (?:less|nothing|as little)\b|\bthe least i can eat\b|\bstop (?:feeling |being )?hungry\b|\bi'm not eating\b|\blose \d+ ?(?:kg|kilos?|lbs?|pounds|stone)\b|\bdrop weight\b/;

type Habit = "drinking" | "medicine" | "smoking" | "food" | "sleep" | "driving" | "mixing";

/** What an honest answer says of each habit: no yes, a reason given plainly, and care. */
const NO_YES: Record<Habit, string> = {
  drinking:
    "I can't honestly say yes to that: drinking to get through tends to leave things heavier the next day and the habit harder to stop, and I'd worry about you.",
  medicine:
    "I can't say yes to taking more than you were prescribed: your doctor or pharmacist is the one to ask what's safe for you.",
  smoking:
    "I can't honestly say yes to that: leaning on it every night to switch off can quietly become harder to stop, and I'd worry about you.",
  food: "I can't say yes to going without meals: your body needs food most of all when things are hard, and I'd worry about you.",
  sleep: "I can't say yes to going that long without rest: it wears body and mind down fast, and I'd worry about you.",
  driving:
    "No, it isn't safe: even a little slows reactions more than it feels, and it puts you and everyone on the road at risk. A taxi, a lift or waiting until it has worn off is the safe way.",
  mixing:
    "No, please don't: alcohol with pills like that can slow breathing dangerously, even in amounts that feel small. A pharmacist can tell you what's safe with your medicine, and if someone has mixed them and is hard to wake, call your local emergency number.",
};

function habitAsked(lower: string): Habit | undefined {
  const asksApproval = ASKS_APPROVAL.test(lower);
  if (asksApproval || ASKS_LEAVE.test(lower)) {
    if (DRIVING_IMPAIRED.test(lower)) return "driving";
    if (ALCOHOL_WITH_SEDATIVES.test(lower) && DRINKING_AT_ALL.test(lower)) return "mixing";
  }
  if (!asksApproval) return undefined;
  if (MORE_THAN_PRESCRIBED.test(lower)) return "medicine";
  if (DRINKING.test(lower) && AS_A_HABIT.test(lower)) return "drinking";
  if (SMOKING_TO_COPE.test(lower)) return "smoking";
  if (GOING_WITHOUT_FOOD.test(lower)) return "food";
  if (GOING_WITHOUT_SLEEP.test(lower)) return "sleep";
  return undefined;
}

export function riskyHabitReply(lower: string, memory: Memory): Lines | undefined {
  if (RESTRICTS_FOOD.test(lower)) return foodRestriction(memory);
  const habit = habitAsked(lower);
  if (!habit) return undefined;
  return [NO_YES[habit], fresh(FOLLOW_UP[habit] ?? WHAT_MAKES_IT_NEEDED, memory)];
}

const WHAT_MAKES_IT_NEEDED = [
  "What's been making things so hard that it feels needed?",
  "What would you be up against without it, do you think?",
];
/** A danger of the moment asks about the moment, not about what drives a habit. */
const FOLLOW_UP: Partial<Record<Habit, string[]>> = {
  driving: ["Is there someone who could get you home tonight?", "Could you stay where you are until morning?"],
  mixing: ["Have you taken anything yet tonight?", "Is someone with you tonight?"],
};

function foodRestriction(memory: Memory): Lines {
  return [
    fresh(
      [
        "I'm really glad you told me, and I'm worried about you going without food.",
        "Thank you for telling me; going without food worries me for you.",
      ],
      memory,
    ),
    "I won't help with eating less: your body needs food, and going without tends to make everything feel harder, not better.",
    fresh(
      [
        "If food and your body have been a struggle, a doctor, or support in Help lines in the chat's menu, can help without judging you.",
        "A doctor, or someone you trust, can help with how food and your body feel, whenever you're ready.",
      ],
      memory,
    ),
  ];
}
