/**
 * Conversations after a loss: a death, a pet put down, a break-up, a miscarriage, a lost job,
 * followed by one of four kinds of message, each with what a gentle listener's reply must and must
 * not do (after-a-loss.test.ts checks them in all fifteen rooms). Written from those categories
 * before the companion's replies to them were read; the held-out rows (after-a-loss-held-out.ts)
 * were split off at the same time and are not read while rules are written.
 */
import type { Expect } from "./types.js";

/** What follows the loss: the kind of message whose reply is checked. */
export type AfterLoss =
  /** Comfort or support received: family, friends, a kind word. */
  | "comfort"
  /** A small good thing: a kind moment, a small relief. */
  | "small-good"
  /** A neutral step back into life: work, eating, sleeping a little. */
  | "step"
  /** A fresh wave of pain. */
  | "wave";

export interface AfterLossRow {
  kind: AfterLoss;
  /** The loss told, perhaps a line more, then the message whose reply is checked. */
  messages: string[];
}

const row = (kind: AfterLoss, ...messages: string[]): AfterLossRow => ({ kind, messages });

/** Laughter or celebration: never in the middle of grief. */
const LAUGHS_OR_CELEBRATES =
  /\bha\b|\bhaha|!|\b(?:celebrat\w*|congrat\w*|yay|amazing|fantastic|wonderful|exciting|excited|great news|great to hear|that's great|well done|(?:a|real) win|milestone|what a lift|proud of you|nice change of pace)\b/i;
/** The loss kept in view: the grief named, or what the person is going through. */
const KEEPS_THE_LOSS =
  /\b(?:loss|losing|lost|grief|griev\w*|miss(?:ing)?|gone|mourn\w*|heartbreak|through (?:this|all this|so much)|after (?:what|everything|all that|your)|in the middle of|amid|such a hard|a hard time|these days|all you're carrying)\b/i;
/** Met warmly: the comfort or the good thing taken in. */
const WARM =
  /\b(?:glad|comfort\w*|kind\w*|warm\w*|mean(?:s|t)? (?:a lot|something|so much)|matter\w*|gentle|tender|precious|not alone|someone (?:beside|with) you|good to have|grateful|support\w*)\b/i;
/** Presuming a step back into life hurts. */
const PRESUMES_PAIN = /\b(?:hurts?|painful|pain|heavy|heaviest|devastat\w*|awful|raw|exhausting|overwhelming)\b/i;
/** Presuming a step back into life means all is well. */
const PRESUMES_FINE =
  /!|\b(?:great|good for you|well done|that's good|back to normal|moved on|moving on|all better|celebrat\w*|win)\b/i;
/** A step acknowledged as a step, or asked about openly. */
const SEES_THE_STEP =
  /\b(?:step|steps|back (?:to|into|at)|going back|return\w*|first (?:day|days|time|week|meal|night)|no small thing|took something|takes something|one day at a time|how (?:was|did|has) (?:it|that|the)|what was (?:it|that) like)\b/i;
/** Pain acknowledged. */
const MEETS_PAIN =
  /\b(?:sorry|painful|pain|hurts?|heavy|heaviest|sad|sadness|loss|grief|griev\w*|miss\w*|waves?|raw|lonely|rough|hard|ache|aching|tears?|cry\w*|heartbreak\w*)\b/i;
/** Cheer of any kind, in reply to pain. */
const CHEERS =
  /\bha\b|\bhaha|\b(?:joy|joyful|happy|glad|wonderful|delighted|congrat\w*|celebrat\w*|amazing|fantastic|lovely|exciting|excited|proud|yay|great|well done|win)\b/i;

/** What each kind of reply must show and avoid (types.ts `Expect`). */
export const EXPECTED: Record<AfterLoss, Expect> = {
  comfort: {
    shows: { "meets the comfort warmly": WARM, "keeps the loss in view": KEEPS_THE_LOSS },
    avoids: { "laughs or celebrates in grief": LAUGHS_OR_CELEBRATES },
  },
  "small-good": {
    shows: { "meets the good thing warmly": WARM, "keeps the loss in view": KEEPS_THE_LOSS },
    avoids: { "laughs or celebrates in grief": LAUGHS_OR_CELEBRATES },
  },
  step: {
    shows: { "sees the step": SEES_THE_STEP },
    avoids: { "presumes the step hurts": PRESUMES_PAIN, "presumes all is well": PRESUMES_FINE },
  },
  wave: {
    shows: { "still meets the pain": MEETS_PAIN },
    avoids: { "cheers in pain": CHEERS },
  },
};

export const AFTER_A_LOSS: AfterLossRow[] = [
  // A person's death
  row("comfort", "my mum died two weeks ago", "my sister has been staying with me, it helps"),
  row("small-good", "my grandad passed away on sunday", "the nurse told me he wasn't in pain at the end"),
  row("step", "my mother died last month", "i went back to the office this week"),
  row("wave", "my dad passed away in march", "today it hit me all over again, i couldn't stop crying"),
  row("comfort", "we lost my uncle to cancer last week", "my friends brought round food and just sat with me"),
  row("step", "my best friend died in a car crash", "i managed to eat a proper meal today"),
  // A pet
  row("comfort", "we had to put our dog down yesterday", "my sister has been really good to me"),
  row("small-good", "my cat died on friday", "the vet sent a card with her paw print in it"),
  row("step", "our rabbit died this morning", "i cleaned out her hutch today"),
  row("wave", "we had to put our old dog to sleep last week", "i keep expecting him at the door and it breaks me"),
  // A break-up
  row("comfort", "my girlfriend left me last week after five years", "my brother drove over and stayed the night"),
  row(
    "small-good",
    "my husband and i are getting divorced",
    "i actually laughed at something on tv tonight, first time in ages",
  ),
  row("step", "my boyfriend broke up with me on saturday", "i slept a bit better last night"),
  row("wave", "we broke up a month ago", "saw her profile today and i feel sick all over again"),
  // A miscarriage
  row("comfort", "i had a miscarriage last week", "my partner has been so gentle with me"),
  row(
    "small-good",
    "we lost the baby at 11 weeks",
    "a friend who went through the same thing messaged me, it was nice to hear from her",
  ),
  row("step", "i had a miscarriage a month ago", "i went for a short walk today"),
  row("wave", "i lost my pregnancy in the spring", "my friend announced she's pregnant and i can't stop crying"),
  // A lost job
  row(
    "comfort",
    "i got laid off yesterday after eight years",
    "my old manager called to say how sorry she was, that meant a lot",
  ),
  row("small-good", "i lost my job last week", "someone from my old team sent me a lovely message"),
  row("step", "i was made redundant last month", "i updated my cv today"),
  row("wave", "i got fired on monday", "i feel so ashamed and scared, i can't stop thinking about it"),
];
