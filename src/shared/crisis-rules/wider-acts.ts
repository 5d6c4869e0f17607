/**
 * Method, plan, preparation and farewell, by family of phrasing (2026-11-29, second round): means
 * thought about or kept near, a time or a place chosen, affairs sorted for others, rehearsal,
 * means hidden or bought "for it", pets rehomed, thanks and love said with a goodbye.
 */
import { DAY, EVERYDAY_GIVING, HEIGHT, MEANS_PLACE, PILLS, SELF, type Row } from "./vocabulary.js";

/** Means a person may keep near, think about, use or hide. */
const MEANS = `(?:rope|nose|gun|rifle|pistol|belt|cord|blade|blades|razor|razors|knife|${PILLS}|botle of ${PILLS})`;
/** How much of a medicine: all of it, or a container's worth. */
const WHOLE =
  "(?:al|every|al of|every single|a bunch of|a whole bunch of|the rest of|loads of|a handful of|too many|a lot of|" +
  "(?:the|a) (?:whole )?(?:botle|box|packet|pack|jar|tub|strip|blister pack|sheet|container|suply) of)";
/** Methods said as what one thinks of doing. */
const METHOD_ING =
  "(?:jumping(?= \\.? ?$| of| from| in front| under)|overdosing|hanging myself|drowning myself|slitting my|crashing my car|" +
  "driving (?:my car )?(?:into|of)|throwing myself|stepping in front|lying on the tracks|taking (?:al|every) (?:of )?(?:my|the) \\w+)";
/** The people one lives with, away or asleep: a moment alone. */
const PEOPLE = "(?:parents|mum|mom|dad|family|partner|husband|wife|flatmates?|roomates?|everyone|everybody|the kids)";

/**
 * Accounts closed so that nobody can get into them, which keeps them safe (2026-11-29, seventh round):
 * "closed my accounts so nobody can hack them", "so they can't track me". Not "so nobody has to".
 */
const NOT_KEPT_SAFE =
  "(?! (?:can|cant|could|couldnt|will|wont|would|wouldnt|is able to|gets?)(?: ever)?(?: be able to)? " +
  "(?:hack|access|use|log|login|get in|get into|break|steal|track|spy|snoop|read|see|find|scam|spam|message|contact|dm|follow|stalk|impersonate|clone)\\w*)";

export const WIDER_ACTS: Row[] = [
  [
    "thinking-of-method",
    "method",
    "high",
    `\\b(?:thinking|thought|think|dreaming|fantasi[sz]ing) (?:about|of) ${METHOD_ING}|` +
      `\\b(?:keep|cant stop|been|always|kep) (?:thinking about|loking at|staring at|holding) (?:the|my|a|that|those|these) ${MEANS}\\b`,
  ],
  [
    "means-on-myself",
    "method",
    "high",
    `\\b(?:use|using|used|turn|turning|point|pointing) (?:it|(?:(?:the|a|my|his|her) )?(?:\\w+s )?${MEANS}) (?:on|at) ${SELF}\\b|` +
      "\\b(?:il|im going to|gona|going to|i wil|i could|i might|id) (?:just )?use (?:the|a|my) (?:rope|gun|belt|nose|pils|cord)(?= \\.? ?$| \\.| tonight)",
    "self",
  ],
  [
    "whole-supply",
    "method",
    "high",
    `\\b(?:take|taking|swalow|swalowing|down|downing|took|swalowed|eat|eating|overdose on)(?: ${WHOLE})(?: my| the| these| those)? ${PILLS}\\b(?! (?:with|as|like|on time|every|each|at|in the morning|before|after))`,
  ],
  [
    "jump-from-height",
    "method",
    "high",
    `\\b(?:jump|jumping|throw myself|fal|step) (?:of|from) (?:the |a |my |that )?(?:top (?:flor )?of (?:the |a |that )?)?${HEIGHT}\\b(?![^.]{0,30}\\b(?:into the (?:pool|water|lake|sea)|for fun|dive|diving|trampoline|bungee|parachute|skydiv))`,
  ],
  // Plan and timing (C-SSRS 5): a time or a place chosen, said with "it".
  [
    "planned-for-a-day",
    "plan",
    "high",
    `\\b(?:planed|scheduled|set) it (?:al )?(?:out )?(?:for|on) (?:${DAY}|next \\w+|the \\w+)(?= \\.? ?$| \\.)|\\b(?:have|got|had|its) (?:it|everything) (?:al )?planed(?: out)?(?= \\.? ?$)`,
  ],
  [
    "do-it-when-away",
    "plan",
    "high",
    `\\b(?:il|i wil|im going to|im gona|going to|gona|im|i am|i plan to|planing to|ima) do(?:ing)? it (?:when|after|once|while) (?:my |the )?${PEOPLE}\\b|` +
      "\\b(?:il|i wil|im going to|im gona|going to|gona) do it (?:after|when) (?:my |the )?(?:exams?|results|christmas|new year|birthday|holidays|funeral|court date)\\b",
  ],
  [
    "when-and-where",
    "plan",
    "high",
    "\\b(?:worked out|figured out|planed|decided|know|sorted|chosen|picked|chose)(?: out)? (?:exactly )?(?:how and when|when and how|when and where|where and when|how and where|where and how|the time and (?:the )?place|the place and (?:the )?time)\\b|" +
      "\\bknow (?:exactly )?(?:when|where|how) (?:im going to|i am going to|il|i wil|to) do it\\b",
  ],
  [
    "it-will-happen-on",
    "plan",
    "high",
    // Not "it's going to happen this friday" alone: an interview or a move far more often.
    `\\b(?:the|my) (?:date|day) is (?:set|chosen|picked|decided)\\b(?! for)`,
  ],
  [
    "going-there-to-end-it",
    "plan",
    "high",
    `\\b(?:going|heading|driving|walking|drive|go) to the (?:${MEANS_PLACE}|cliffs|sea|river|lake|tracks) (?:${DAY} )?(?:to (?:end it|die|jump|do it|end my life)|${DAY} to)`,
  ],
  // Preparatory acts (C-SSRS 6): affairs sorted for others, means bought or hidden "for it", rehearsal.
  [
    "sorted-for-others",
    "preparation",
    "high",
    // Not closed to keep them safe: "so nobody can hack them" (2026-11-29, seventh round).
    `\\b(?:sorted|sorting|sort|closed|closing|cancel+ed|cancel+ing|deleted|deleting|paid of|paying of|organi[sz]ed|organi[sz]ing|put|putting|tidied|left)(?: out)?(?: al)? (?:my )?(?:acounts|finances|debts|paswords|bils|paperwork|afairs|things|stuf|documents)\\b[^.]{0,40}\\b(?:so (?:nobody|no one|they|my family|everyone|its easier)${NOT_KEPT_SAFE}|for (?:when|after) im|before i go|for (?:my family|them) to find)|` +
      "\\b(?:left|leaving|wrote down|writing down|gave|giving) (?:my )?paswords? (?:for|to) (?:my |the )?(?:family|mum|mom|dad|wife|husband|partner|sister|brother)\\b" +
      // Not as a spare key: "in case i lose my phone".
      "(?![^.]{0,40}\\bin case i (?:lose|forget|break|get locked)\\b)",
  ],
  [
    "means-for-it",
    "preparation",
    "high",
    `\\b(?:bought|buy|buying|got|ordered|picked up) (?:a |the |some |more |new )?(?:rope|nose|gun|pistol|razor blades|blades|razors|${PILLS}|charcoal|helium) for (?:it|when|tonight|this|later|the end)(?= \\.? ?$| \\.)|` +
      `\\bhid(?:en|e|ing)? (?:the|my|some|al the|al my) (?:${PILLS}|rope|gun|nose)\\b(?! (?:from (?:the|my) (?:kids|children|dog|baby)|out of reach|so the (?:kids|dog)))`,
  ],
  [
    "how-many-it-takes",
    "preparation",
    "high",
    `\\bhow (?:many|much)(?: of)?(?: my| the| these| those)?(?: ${PILLS}| \\w+)? (?:it takes|does it take|do i need|id need|i (?:would )?need)(?= \\.? ?$| to (?:die|not wake|end))`,
  ],
  [
    "rehearsed",
    "preparation",
    "high",
    `\\b(?:practi[sc]\\w*|rehears\\w*|tried|test(?:ed)?)(?: it| it out| hanging| jumping| a run)? (?:with|on|at|using) (?:the |a |my )?(?:rope|belt|nose|cord|scarf|${PILLS}|${MEANS_PLACE}|tracks|edge|ledge)\\b`,
  ],
  [
    "rehome-pets",
    "preparation",
    "high",
    "\\b(?:found|finding|find|rehomed|rehoming|rehome) (?:a )?(?:new )?(?:home|homes|someone|owner|owners)? ?(?:for )?my (?:dog|cat|cats|dogs|pets?|rabit|hamster|bird|fish)\\b(?![^.]{0,60}\\b(?:moving|move|alerg\\w*|landlord|baby|flat|apartment|because|since|while i|when im away|for the (?:wek|weekend|holiday)))",
  ],
  [
    "letters-to-everyone",
    "preparation",
    "high",
    "\\b(?:wrote|writen|writing|left|leaving) (?:leters|notes|a leter|a note) (?:to|for) (?:everyone|everybody|al of you|al my friends|each of)\\b(?![^.]{0,40}(?:birthday|christmas|thank|wedding|card|invit|holiday|party))",
  ],
  [
    "gave-away-things",
    "preparation",
    "high",
    `(?:\\b(?:gave|giving|give|given|gives|hand(?:ing|ed)?(?: out)?|pas(?:ing|ed)? on) (?:away )?(?:al (?:of )?|most of |the rest of )?my (?:stuf|things|belongings|posesions|favourite \\w+|jewe?lery|plants|games|clothes|books)(?: away| out)?\\b|` +
      // Two things given away, or given to someone by name, with a day (2026-12-01, nineteenth round):
      // "i gave away my guitar and my games today", "gave my sister my jewellery and my laptop today",
      // "i'm giving away everything i own".
      "\\b(?:gave|giving|given) away (?:al )?my \\w+ and (?:al )?my \\w+\\b|" +
      "\\b(?:gave|given) (?:my|his|her) (?:\\w+ )?\\w+ my \\w+ and (?:al )?my \\w+ (?:today|yesterday|this wek|tonight)\\b|" +
      "\\b(?:giving|gave|given) away everything i (?:own|have)\\b|" +
      "\\b(?:gave|given) (?:my|his|her) (?:\\w+ )?\\w+ my \\w+ and told (?:her|him|them) to kep it (?:forever|for god)\\b)" +
      EVERYDAY_GIVING +
      // Handed over or back at work is a handover.
      "(?! (?:over|back|in)\\b)",
  ],
  // Farewells (warning sign: saying goodbye): thanks, love or sorrow said with goodbye.
  [
    "goodbye-with-love",
    "farewell",
    "moderate",
    "\\bgodbye(?: \\.)? (?:i love you al|love you al|im sory|sory for everything|forgive me|thank you for everything|thanks for everything|take care of (?:yourselves|each other|my))\\b|" +
      "\\bthank(?:s| you) for (?:everything|trying|al of it|being there|listening|caring|al you(?:ve)? done|always being there|trying to help)\\b[^.]{0,40}(?: \\.)? godbye(?= \\.? ?$| forever| everyone)",
  ],
  [
    "before-i-go",
    "farewell",
    "moderate",
    "\\b(?:thank|thanks|thank you|say sory|apologi[sz]e|say i love you|tel you)\\b[^.]{0,40}\\bbefore i (?:go|leave|die|am gone|m gone)(?= \\.? ?$| \\.)|" +
      "\\b(?:wont|not going to|wil not|not gona) be (?:around|here|alive) after (?:tonight|today|this wek|the weekend|tomorow)\\b",
  ],
];
