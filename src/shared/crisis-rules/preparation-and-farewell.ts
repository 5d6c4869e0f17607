/** Preparatory acts (C-SSRS 6) and farewells, from the published warning signs. */
import {
  EVERYDAY_GIVING,
  LATER,
  MEANS_PLACE,
  NEAR,
  NOT_FOR_A_TRIP,
  NOT_FOR_A_WHILE,
  NOT_ONESELF,
  PILLS,
  type Row,
} from "./vocabulary.js";

/** A pet given for a bounded absence: "while i travel", "for the week", "over christmas". */
const GIVEN_FOR_A_WHILE =
  "(?![^.]{0,60}\\b(?:while|whilst|during|until|til|till|for the (?:wek|weekend|holidays?|summer|month)|for a (?:wek|few days|while|month|couple of)|over (?:christmas|easter|the weekend|the holidays)|when im (?:away|back))\\b)";

export const PREPARATION_AND_FAREWELL: Row[] = [
  // Preparatory acts (C-SSRS 6, and the warning signs: notes, giving possessions away, means).
  [
    "goodbye-letter",
    "preparation",
    "high",
    "\\b(?:godbye|suicide|my last|my final|a last|a final) (?:leter|note|leters|notes)\\b(?! (?:to|for) (?:my |the |our )?(?:team|coleagues|coworkers?|clas|boss|ofice|manager|students|landlord))" +
      // Nor to a house or school one is leaving (2026-11-29, sixth round).
      "(?![^.]{0,60}\\b(?:old (?:house|home|flat|room|school|job|car|town)|(?:we|i) moved|moving out|moving house)\\b)",
  ],
  [
    "letters-to-say-goodbye",
    "preparation",
    "high",
    // Letters to the people one loves, written with no occasion: "i wrote letters for my family".
    // Not to a pen pal, nor for a birthday or Christmas.
    "\\b(?:leters|notes)(?: to| for)(?: my| every)[^.]{0,60}(?:godbye|to find|after)|\\bwrote leters to everyone\\b|" +
      "\\b(?:wrote|writen|writing|write|left|leaving)(?: al)? (?:leters|notes|a leter to each of|a note to each of) (?:to|for) (?:my (?:family|kids|children|parents|mom|mum|dad|wife|husband|partner|sisters?|brothers?|friends|son|daughter|girlfriend|boyfriend|loved ones)|everyone i love|the people i love)\\b(?![^.]{0,40}\\b(?:birthday|christmas|anniversary|thank|holiday|camp|wedding|card|school|project|homework|clas|exam|exams|test|revision|lecture|course|meting)\\b)",
  ],
  // Not a note about the bins or the rent, for a flatmate or the delivery driver (2026-11-29, sixth round).
  [
    "left-a-note",
    "preparation",
    "high",
    "\\bleft (?:a|my) note (?:on|for)\\b" +
      "(?![^.]{0,60}\\b(?:flatmates?|housemates?|roommates?|landlord|neighbou?rs?|delivery|driver|postman|cleaner|babysitter|fridge|bins?|rent|bills?|parcel|package|dishes|washing|recycling|milk|keys?)\\b)",
  ],
  [
    "stockpile",
    "preparation",
    "high",
    `\\b(?:stockpil|hoard)\\w*(?: up)?(?: my| the| al| some)? ${PILLS}|\\b(?:saving|saved|colecting|colected|stash of|enough|stashed) (?:up )?(?:my |the |al |enough )?${PILLS}|` +
      // How many are kept, said before them (2026-11-30, sixteenth round): "i have so many pills saved
      // up", "a drawer full of pills saved". Not kept for a trip or as a spare.
      `\\b(?:so many|a lot of|lots of|loads of|plenty of|heaps of|tons of|a pile of|a (?:drawer|box|bag|cupboard|jar) ful of) ${PILLS} (?:saved|stored|kept|stashed|hidden)\\b${NOT_FOR_A_TRIP}`,
  ],
  [
    "have-pills-here",
    "preparation",
    "high",
    `\\b(?:the|my|al the|these) ${PILLS} (?:right here|in front of me|ready|laid out|next to me|in my hand)`,
  ],
  [
    "lethal-dose-question",
    "preparation",
    "high",
    // Asking what would kill, without saying where they looked: "how many pills would it take to die".
    // And how many it "would take", of pills or of nothing named: "how many pills would it take", "i
    // looked up how many it would take"; not "how many people would it take to move the sofa", nor
    // how many may be taken in a day.
    "\\bhow (?:many|much)\\b[^.]{0,40}\\b(?:to die|to kil me|to kil myself|to end it|to not wake up|is lethal|is fatal|would kil me|would be lethal|would be fatal)\\b|\\b(?:lethal|fatal) (?:dose|amount)\\b|" +
      `\\bhow (?:many|much)(?: of)?(?: my| the| these| those| your)?(?: ${PILLS})? (?:(?:would|wil|does|do) it take|it (?:would|wil|does) take|would i need)\\b(?! to (?!die|kil|end|not wake)| a day| per day| each| every| daily| at once for)`,
  ],
  [
    "research-method",
    "preparation",
    "high",
    "\\b(?:research|look|looking|looked|googl|search|check)\\w*(?: up| for| into)?\\b[^.]{0,60}\\b(?:lethal|fatal|to die|painles|overdose|nose|hang myself|kil myself|how many pils|talest (?:buildings|bridges)|how high (?:the|that) (?:bridge|building|rof|cliff|balcony))" +
      // Not of a game, homework or a pet (crisis-rules/affairs-and-means.ts reads looking up the same way).
      NOT_ONESELF,
  ],
  [
    "obtained-means",
    "preparation",
    "high",
    "\\b(?:bought|buy|buying|got|get|found out where to get) (?:a |the |some )?(?:rope|noose|gun|firearm|pistol|shotgun|pils|razor blades)\\b(?! (?:for|from|at)\\b)",
  ],
  [
    "noose",
    "preparation",
    "high",
    "\\b(?:tied|tie|tying|made)(?: the| a)? nose\\b|\\bthe rope (?:is ready|is in)(?! for (?!(?:me|tonight|it)\\b))|\\brope in my\\b|\\bpractis\\w* with the belt\\b",
  ],
  [
    // A pet given to someone "while i travel" or "for the week" is minded, not given away (twentieth
    // round); given "today" it still is.
    "gave-away-possessions",
    "preparation",
    "high",
    `(?:\\b(?:gave|giving|give|given) (?:away )?(?:al )?my (?:stuf|things|belongings|posesions|clothes|books|guitar|games)(?: away)?(?: \\.| $| to)|\\bgiving my stuf away\\b|` +
      `\\b(?:gave|giving|give|given) (?:away )?(?:al )?my (?:pets?|cat|dog)(?: away)?(?: \\.| $| to)${GIVEN_FOR_A_WHILE})${EVERYDAY_GIVING}`,
  ],
  [
    "wont-need-it",
    "preparation",
    "high",
    "\\b(?:wont|not going to|wil not) need (?:it|them|any of it|any of them|anything)(?: anymore| any more)?(?= \\.| $| anymore)(?![^.]{0,60}(?:since|because|now that) i)",
  ],
  [
    "will-in-order",
    "preparation",
    "high",
    "(?:\\b(?:writen|wrote|write|sorted|made|finished|updated)(?: out)? my wil\\b|\\b(?:put|putting|got|get)(?: al)? my afairs in order|\\bleft everything in order\\b|\\bpaid of my debts so\\b)" +
      // Not with an ordinary reason: "i wrote my will because we had a baby".
      "(?![^.]{0,60}\\b(?:because|since|now that|baby|lawyer|solicitor|mortgage|house|married|wedding|moving|move|abroad|estate planing|surgery|operation|procedure|deployment|deployed|retire\\w*|pregnan\\w*)\\b)",
  ],
  [
    "rehearsal",
    "preparation",
    "high",
    `\\b(?:went|got|was) (?:up )?(?:to|on) the (?:${MEANS_PLACE})(?: but| and)|\\btook the ${PILLS} out|\\bheld the (?:knife|gun|rope|blade) to my`,
  ],
  [
    "aborted-attempt",
    "preparation",
    "high",
    "\\b(?:couldnt|didnt|did not|could not) (?:jump|go through with it|swalow (?:them|the pils))",
  ],
  [
    "who-gets-my-things",
    "preparation",
    "high",
    "\\bwho (?:gets|should get|wil get|can have) my (?:things|stuf|posesions|belongings)",
  ],
  [
    "you-have-my-things",
    "preparation",
    "high",
    "\\bwant you to have my\\b|" +
      // Not for a while: "take care of my dog for me while i'm in hospital", "... on friday" (2026-11-29,
      // seventh round; vocabulary.ts).
      `(?:\\btake care of (?:my|him|her|them)\\b[^.]{0,30} for me when\\b|\\btake care of my (?:cat|dog|pets?|kids|sister|brother) for me\\b)${NOT_FOR_A_WHILE}`,
  ],
  ["when-im-gone", "preparation", "high", "\\b(?:when|after|once) im (?:gone|dead|not here|not around)\\b", "self"],

  // Farewells and disappearance (warning sign: saying goodbye).
  [
    "wont-be-around",
    "farewell",
    "moderate",
    // And by a near time (2026-11-30, eighth round): "i don't think i'll be here by this time next week".
    `\\b(?:wont|not going to|wil not|not gonna|dont think il) be (?:around|here|alive)(?: much)?(?: for)? (?:longer|anymore|any more|soon|tomorow|next week|at christmas|for long|to se it|by (?:${NEAR}|${LATER})|this time (?:tomorow|next wek))(?! (?:today|this (?:afternoon|evening|morning)|at work|in the ofice))|\\bnot going to be (?:around|here|alive)(?= \\.| $)|\\bwont be (?:around|here)(?= \\.? ?$)`,
  ],
  ["gone-soon", "farewell", "moderate", "\\b(?:il|i wil) be gone soon\\b|\\bsoon il be gone\\b"],
  [
    "saying-goodbye",
    "farewell",
    "moderate",
    "\\b(?:saying|say|said) (?:my )?godbyes?(?: to everyone| while i stil can| before i go| to my friends| for real)?(?= \\.| $| while| before| or anything| or something)|\\bmesaging everyone to say godbye",
  ],
  [
    "this-is-goodbye",
    "farewell",
    "moderate",
    // "goodbye forever" is final-goodbyes.ts's, which leaves out what is named ("to my wisdom teeth")
    // and reads it laughed at as a check-in, as "bye forever lol" (2026-11-30, eighth round).
    "\\b(?:this is|its) (?:godbye|my final godbye)\\b|\\b(?:this is|its) the end(?= \\.? ?$)|\\bgodbye (?:world|everyone)\\b|\\b(?:final|last) godbye\\b|\\bbye for god\\b",
  ],
  [
    "last-message",
    "farewell",
    "moderate",
    "\\b(?:this is|this wil be|this is going to be) (?:my |the )?last (?:message|time we(?:l)? (?:talk|speak))\\b(?! (?:tonight|today|for (?:today|tonight|now|a while|the (?:day|night|wek))|before|until|til|this (?:wek|weekend)))|\\bmy last message(?= \\.? ?$)|\\blast (?:you|anyone)(?:l)? (?:hear|hears) from me\\b",
  ],
  [
    "wont-hear-from-me",
    "farewell",
    "moderate",
    "\\b(?:wont|never) (?:hear from|se) me again\\b|\\bwont hear from me\\b(?! for)",
  ],
  [
    "no-one-will-worry",
    "farewell",
    "moderate",
    "\\b(?:wont|no one wil|nobody wil) (?:have to )?(?:deal with|worry about) me\\b|\\bdont worry about me after\\b",
    "self",
  ],
  [
    "remember-me",
    "farewell",
    "moderate",
    "(?<!(?:you|you stil|do you|wil you|dont you) )remember me(?= \\.| $| okay| ok| when im gone)",
    "self",
  ],
  [
    "nice-knowing-you",
    "farewell",
    "moderate",
    // "the other side" of a tunnel with no signal is a journey (2026-11-29, sixth round).
    "\\bnice knowing you\\b|\\bse you on the other side(?! of)(?!.*\\b(?:tunnel|signal|reception|wifi)\\b)|\\bchecking out for god\\b|\\b(?:leaving|going away|gone) forever\\b",
  ],
  [
    "forgive-me",
    "farewell",
    "moderate",
    "\\bforgive me for what im (?:about|going) to do\\b|\\btel (?:my|everyone|them)[^.]{0,60}(?:i love|im sory|that im sory)|\\blove you al[^.]{0,60}\\bim sory\\b|\\bsory for everything (?:\\. )?godbye",
    "self",
  ],
  [
    "goodbye-at-the-end",
    "farewell",
    "moderate",
    "(?:\\b(?:im done|time for me to go|im sory|sory|love you al|i love you)(?: \\.)? godbye\\b|\\bgodbye(?: \\.)? im done\\b)" +
      // Not done with a game or homework, named after it (2026-11-29, sixth round).
      "(?!.*\\b(?:game|match|round|lobby|stream|server|level|homework|essay|revision|assignment|rigged)\\b)",
  ],
  // A goodbye kept secret: "I hugged my mom goodbye tonight and she has no idea".
  [
    "secret-goodbye",
    "farewell",
    "moderate",
    "\\bgodbye\\b[^.]{0,60}(?: \\. [^.]{0,60})?\\b(?:has|have|had) no idea\\b|\\bdont know (?:its|it is|it was) for real\\b",
    "self",
  ],
  // Thanks given as if for the last time (warning sign: saying goodbye).
  ["last-kindness", "farewell", "moderate", "\\bthe last (?:nice|kind|god) thing (?:anyone|someone|anybody|i)\\b"],
  [
    "wont-be-a-problem",
    "farewell",
    "moderate",
    "\\bwont be (?:a|anyones|your|everyones) (?:problem|burden|bother) (?:for you |to you |to anyone |for anyone )?(?:much longer|for much longer|anymore|any more|after tonight|soon)\\b|" +
      // The time first (2026-11-30, eighth round): "soon i won't be anyone's problem", "not long now and
      // i won't be a burden", "tomorrow i won't be anyone's problem". A move or a job handed over named
      // in the message explains it (crisis-context.ts): "soon i won't be your problem, i'm moving out".
      `\\b(?:son|tomorow|after tonight|not long now|not long|by (?:${NEAR}))(?: now)?(?: \\.)?(?: and)? i (?:wont|wil not|will not) be (?:a|anyones|your|everyones) (?:problem|burden|bother)\\b|` +
      // Not the end of a meal or a match (2026-11-29, sixth round): "this is the end for me, i'm full".
      "\\bthe end for me\\b(?!.*\\b(?:full|stuffed|eat|eating|ate|bite|bites|food|dessert|pudding|meal|pizza|cake|drinks?|wine|beer|shots?|season|series|tournament|race|competition)\\b)",
  ],
  [
    "not-make-it-to",
    "farewell",
    "moderate",
    "\\bnot (?:going to|gonna) make it to (?:my )?(?:birthday|christmas|next)",
  ],
];
