/** Method and means with self-directed intent (C-SSRS 3), plan and timing (C-SSRS 5). */
import {
  AT_PLACE,
  DAY,
  DO_IT_WHEN,
  EVERYDAY_AIM,
  FEEL_LIKE,
  HEIGHT,
  INTENT,
  KILL,
  MEANS_PLACE,
  NOT_EVERYDAY_EXCESS,
  PILLS,
  SELF,
  TO,
  VEHICLE,
  WHEN,
  type Row,
} from "./vocabulary.js";
import { NEAR_TIME_PLANS } from "./near-time.js";

export const MEANS_AND_PLANS: Row[] = [
  // Method and means, with self-directed intent (C-SSRS 3).
  [
    "overdose",
    "method",
    "high",
    `(?:\\b(?:${INTENT}|im|i am)${TO} (?:take an )?overdos|\\b(?:of|about) overdosing\\b|\\btaking an overdose\\b)${NOT_EVERYDAY_EXCESS}`,
  ],
  [
    "thought-how",
    "method",
    "high",
    "\\b(?:thought|thinking|think) about how (?:i would|id|i could|to|i might|il) (?:do it|end it|kil myself|die)\\b",
  ],
  [
    "took-too-many",
    "method",
    "high",
    `\\b(?:took|taken|swalowed|swalow) (?:al|too many|a lot of|a bunch of|loads of|a handful of|a whole botle of|the whole botle of|every)(?: of)?(?: my| the| some)? ${PILLS}\\b(?! (?:like|as|with|this morning|today|at))`,
  ],
  ["took-overdose", "method", "high", "\\b(?:i|ive) (?:took|taken|had) an overdose\\b", "self"],
  [
    "take-all-pills",
    "method",
    "high",
    `\\b(?:take|taking|swalow|swalowing|down|downing)(?: al| every| al of| a bunch of| a whole bunch of| the whole botle of| a botle of| the whole botle| the botle| the rest of)(?: my| the| these| those)? ${PILLS}\\b(?! (?:with|as|like|on time|every|each|at|in the morning|before|after))`,
  ],
  ["swallow-bottle", "method", "high", "\\b(?:swalow|down|drink)(?: al| al of)? (?:the|a) (?:whole )?botle\\b"],
  ["pills-and-alcohol", "method", "high", `\\b${PILLS} and (?:vodka|alcohol|wine|whiskey|booze)\\b`],
  [
    "jump",
    "method",
    "high",
    // Falling from a height (not running or stepping out of a building), or going under a vehicle or
    // into water. "Feel like" is an urge too ("I feel like jumping off a bridge"), but not beside
    // water: "I feel like jumping in the lake" is a swim on a hot day.
    `\\b(?:${INTENT}|im|i am|${FEEL_LIKE})${TO} (?:` +
      `(?:jump|jumping|throw myself|throwing myself|yet myself|fal) (?:of|from|out of|out) (?:a |the |my |this |that )?${HEIGHT}|` +
      `(?:step|stepping) (?:of|from) (?:a |the |my |this |that )?${HEIGHT}|` +
      `(?:jump|jumping|step|stepping|throw myself|throwing myself|yet myself|fal|run|running|lie|lying) (?:in front of|infront of|under) (?:a |the |my |this |that )?${VEHICLE}|` +
      `(?<!${FEEL_LIKE}(?: just)? )(?:jump|jumping|throw myself|throwing myself|fal|run|running|walk|walking) (?:into|in) (?:a |the |this |that )?(?:river|sea|lake|ocean|trafic|oncoming trafic))`,
  ],
  ["jump-bare", "method", "high", `\\b(?:${INTENT}|i am|im)${TO} (?:jump|step of)(?= \\.| $| now| tonight)`],
  [
    // Being at a height or the tracks now, even with no distress said before: "im on the roof rn",
    // "standing on the bridge right now", "im at the train tracks". Not with an errand after it
    // ("on the roof fixing the gutter") nor "at the station": the place must end the clause or be
    // followed by a now, an "and", or readiness.
    "at-the-edge",
    "method",
    "high",
    `(?:\\b(?:im|i am)(?: standing| siting| stod| sat| up)?|(?:^|\\.) (?:standing|siting|sat|up)) (?:on|at) ${AT_PLACE}(?= \\.? ?$| \\.| right now| rn| now| tonight| atm| alone| again| and| ready| looking)`,
  ],
  [
    "tracks",
    "method",
    "high",
    "\\b(?:lie|lay|lying|laying)(?: down)? on the (?:tracks|road|railway)|looking at the (?:train )?tracks and",
  ],
  ["walk-into", "method", "high", "\\bwalk into (?:the )?(?:sea|ocean|river|lake|trafic|oncoming trafic)\\b"],
  [
    "drive-into",
    "method",
    "high",
    `\\b(?:${INTENT}|im|i am)${TO} (?:drive|driving|crash|crashing|steer|wreck|slam)(?: my car| the car| my truck| it)? (?:into (?:a |the |oncoming )?(?:wall|tre|trafic|river|lake|sea|barier|truck|pole|bridge)|of (?:a |the )?(?:cliff|bridge|road)|on purpose|the car|my car)`,
  ],
  ["hang", "method", "high", `\\bhang(?:ing)? ${SELF}\\b`, "self"],
  [
    "shoot",
    "method",
    "high",
    `\\b(?:shoot|shooting|stab|stabing|drown|drowning|poison|poisoning|electrocute|gas|burn|sufocate|strangle) ${SELF}(?! (?:in the fot|laughing))`,
    "self",
  ],
  [
    "wrists",
    "method",
    "high",
    "\\b(?:slit|slice|slash|cut|cuting|sliting)(?: open)? my (?:wrist|wrists|throat)\\b",
    "self",
  ],
  [
    "bullet",
    "method",
    "high",
    "\\b(?:bulet (?:in|through) my (?:head|brain)|blow my brains out|gun to my head|knife to my (?:throat|wrist))\\b",
    "self",
  ],
  [
    "drink-poison",
    "method",
    "high",
    `\\b(?:${INTENT}|im|i am)${TO} (?:drink|drinking|swalow) (?:bleach|pesticide|antifreze|poison)\\b`,
  ],
  [
    "use-it-on-myself",
    "method",
    "high",
    `\\b(?:use|using|turn|turning) (?:it|the gun|the knife|a knife|a gun) on ${SELF}`,
    "self",
  ],
  ["set-on-fire", "method", "high", `\\bset(?:ting)? ${SELF} on fire\\b`, "self"],
  [
    "method-terms",
    "method",
    "high",
    "\\b(?:drink myself to death|rope around my neck|pul the triger(?! on)|exit bag|plastic bag over my head|car exhaust|charcoal burning|painles way (?:out|to die|to go)|quick and painles|make it lok like an? acident|over dose)\\b",
  ],
  ["carbon-monoxide", "method", "high", "\\b(?:carbon monoxide|exhaust pipe|suicide bag)\\b"],
  [
    // Asking for a way to die (C-SSRS 3, thinking of a method): "whats the easiest way to die",
    // "how do i kill myself". Not of a game or a story: "the easiest way to die in this game is lava".
    "way-to-die",
    "method",
    "high",
    "(?:\\b(?:easiest|easy|quickest|quick|fastest|best|surest|simplest|cleanest|right|least painful|most painles|painles|peaceful|most peaceful) (?:way|ways|method|methods) (?:to|of) (?:die|dying|end it|end my life|kil myself|not wake up)|" +
      "\\b(?:least painful|most painles|painles|peaceful|most peaceful) (?:way|ways) to go|" +
      "\\bhow (?:do|can|could|would|should|to|wil) i (?:die|end my life|end it)(?= \\.| $))" +
      "(?! (?:in|on) (?:this |the |that |a |my )?(?:game|level|map|mode|movie|show|film|book|series|minecraft|fortnite|server|story))",
  ],

  // Plan and timing (C-SSRS 5).
  [
    "do-it-when",
    "plan",
    "high",
    `\\b(?:(?:im|i am)(?: going to| gonna)?|gonna|going to|finaly) (?:do|doing) it (?:${DO_IT_WHEN})\\b|\\b(?:end|ending|going through with) it (?:${WHEN})\\b`,
  ],
  [
    "going-there-when",
    "plan",
    "high",
    `\\b(?:going|heading|driving|walking) to the (?:${MEANS_PLACE}|station) (?:${WHEN})`,
  ],
  [
    "tonight-is-the-night",
    "plan",
    "high",
    // A day named as the one ("saturday is the day"), but not a day of something ("of the party").
    `\\b(?:tonights|${DAY} is) the (?:night|day)\\b(?! (?:of|for|we|i|when|before|after|to|that|my|our))`,
  ],
  [
    // A decision and a day, said as all there is to say: "ive made up my mind. saturday." Not a
    // decision about something else ("saturday we go hiking": the day must end the message).
    "decided-on-a-day",
    "plan",
    "high",
    `\\b(?:made up my mind|my mind is made up|my minds made up|its decided|it is decided|ive decided|i decided|decision is made|ive made my decision)(?: \\.)? ${DAY}(?: it is| then| it is then)?(?: \\.)? $`,
    "self",
  ],
  ["last-night-alive", "plan", "high", "\\blast (?:night|day) (?:alive|on earth)\\b", "self"],
  [
    // "it's my last day" with nothing to say of what: a last day at work or on holiday as often as a
    // last day alive, so a check-in (the low tier), not a plan's high one (2026-11-29, seventh round).
    // Not a last day said with a bare goodbye and nothing after it, a leaving message ("it's my last
    // day, bye everyone"); with thanks "for everything" after it, it still fires (2026-11-29, sixth round).
    "my-last-day",
    "plan",
    "low",
    "\\b(?:this is )?my last (?:night|day)(?: ever)?(?= \\.| $)(?! \\. (?:bye|godbye|cya)(?: (?:everyone|everybody|al|guys|yal|team|folks))? (?:\\. )?$)",
    "self",
  ],
  [
    "mind-made-up",
    "plan",
    "high",
    "\\b(?:made up my mind|my mind is made up|my minds made up)(?=(?: \\.)? (?:its|it is|im doing it|tonight|im going to end)\\b| \\.? ?$)",
    "self",
  ],
  [
    "decided",
    "plan",
    "high",
    `\\b(?:decided|made my decision)(?: that)?(?: i| im| i am)?(?: going| gonna)?(?: to)? (?:end (?:it|my life|things)|${KILL}|die|do it|(?:how|when) (?:to|im going to|il|i wil) (?:do it|die|end it)|tonight)`,
  ],
  [
    "have-a-plan",
    "plan",
    "high",
    // Not a plan to revise or meet friends (EVERYDAY_AIM); "i've got a plan" alone: plan-note-relapse.ts.
    `\\bmy plan is to (?:take|jump|end|kil|die|overdose|hang|do it)|\\b(?:have|got|made) a plan (?:to(?! (?:${EVERYDAY_AIM})\\b)|and(?!.*\\b(?:surprise|party|birthday|celebrat\\w*|boked|trip|holiday|wedding|dinner)\\b)|for (?:how|when) (?:to|im going to|il|i wil) (?:do it|end|die|kil))|` +
      "\\bgot it al planed|\\bthe plan is set\\b|\\beverything is planed for\\b",
  ],
  [
    "know-how",
    "plan",
    "high",
    "\\bknow (?:exactly )?(?:how|where and when|when and where) (?:im going to|i would|id|il|i wil|i am going to|to) do it\\b|\\bknow where and when\\b",
  ],
  [
    "worked-out-how",
    "plan",
    "high",
    "\\b(?:worked out|figured out|planed) (?:how and when|when and how|the best way to do it|how to do it|how im going to|(?:al )?the details of (?:how|when|it))",
  ],
  [
    "picked-the-date",
    "plan",
    "high",
    "\\b(?:picked|set|chosen|chose) (?:the|a) (?:date|day|time)\\b(?! for (?:the|our|my) (?:party|wedding|meting|trip|move))",
  ],
  [
    "going-through-with-it",
    "plan",
    "high",
    "(?<!\\b(?:you|u|youre|ur) )\\b(?:going through with it|not backing out|nothing is going to change my mind|wont change my mind)",
  ],
  // Gone, or it all over, by a near time (near-time.ts).
  ...NEAR_TIME_PLANS,
  ["made-my-peace", "plan", "high", "\\bmade my peace\\b"],
  [
    "when-alone",
    "plan",
    "high",
    "\\bwhen (?:the house is empty|everyone (?:is asleep|goes to sleep|is gone)|my parents leave)",
  ],
  [
    "do-it-this-time",
    "plan",
    "high",
    "\\b(?:gonna|going to|finaly) (?:gonna |going to )?do it\\b(?= (?:tonight|tomorow|this time|for real|now|today))",
  ],
];
