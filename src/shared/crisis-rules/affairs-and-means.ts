/**
 * Preparatory acts (C-SSRS 6) by family (2026-11-29, fifth round), from the warning signs of the 988
 * Lifeline, AFSP, NIMH and Samaritans: things given as keepsakes or not needed "where I'm going",
 * affairs put in order for after (who gets what, passwords and money left, everything tidied),
 * children and pets arranged for, a note or a will written, one's funeral chosen, medicine kept
 * back, bought in several places or hidden, and what would kill looked up. Those that an ordinary
 * occasion explains as often (a trip, an operation, a move) are read with crisis-context.ts.
 */
import { NOT_FOR_A_TRIP, NOT_FOR_A_WHILE, NOT_ONESELF, PILLS, type Row } from "./vocabulary.js";

/** The people one leaves things to. */
const KIN =
  "(?:family|mum|mom|dad|parents|wife|husband|partner|sister|brother|kids|children|son|daughter|nan|gran|aunt|uncle|best friend|them)";
/** The verbs of looking something up, in chat's words. */
const LOOK_UP =
  "(?:research|look|looking|looked|googl|search|check|read|reading|watch|watching|watched|found out|find out|finding out|worked out|working out|work out)\\w*";
/** What would kill, as it is looked up: "how long it takes to bleed out", "which pills are deadly". */
const DEATH_FACT =
  "(?:bleed out|bled out|bleeding out|stop (?:my|your|a|the|someones) heart|(?:are|is|would be|will be|can be) (?:deadly|lethal|fatal)|" +
  "(?:which|what) (?:bridge|building|cliff|car park|roof)\\b[^.]{0,30}\\b(?:highest|tallest|high enough)|" +
  "(?:highest|tallest) (?:bridge|building|cliff|car park|roof)s? (?:near me|round here|around here|nearby|in (?:my|the) (?:area|town|city)))";

export const AFFAIRS_AND_MEANS: Row[] = [
  // Not needed "where I'm going" (crisis-context.ts: not with a trip or a move named).
  [
    "where-im-going",
    "preparation",
    "high",
    "\\b(?:wont|dont|not going to|will not|not gonna|wouldnt) need (?:it|them|any of (?:it|this|that|them)|anything)(?: anymore| any more)? where im going\\b",
  ],
  // Given as keepsakes: "so they've got something to remember me by" (crisis-context.ts: not when moving).
  ["remember-me-by", "preparation", "high", "\\b(?:something|anything|things?|stuff) to remember me by\\b"],
  [
    "things-given-away",
    "preparation",
    "high",
    "\\b(?:my|all my) (?:things|stuff|belongings|possessions) (?:are|is|have been|has been|ve been) (?:all )?(?:given away|given out|handed out)\\b" +
      "(?!.*\\b(?:move|moving|moved|smaller|flat|house|declutter\\w*|charity|downsiz\\w*)\\b)",
  ],
  // Who gets what: "i've made a list of who gets what"; not presents, chores or a divorce.
  [
    "who-gets-what",
    "preparation",
    "high",
    "(?<!\\b(?:santa|christmas|chores?|rota|divorce|presents?|gifts?|game|party)\\b.*)\\b" +
      "(?![^.]*\\b(?:santa|christmas|chores?|rota|party|wedding|game|team|shift|room|bedroom|divorce|split|lunch|dinner|prizes?|seats?|bed|turn|first|presents?|gifts?|move|moving|moved|leave|leaving|sell|sale)\\b)" +
      "who (?:gets|should get|will get|can have|is getting|should have) (?:what|my \\w+)\\b",
  ],
  // Passwords, notes or a will left for the people one loves to find.
  [
    "left-to-find",
    "preparation",
    "high",
    `\\b(?:left|leaving|put|wrote|written|hid|placed)\\b[^.]{0,40}\\b(?:passwords?|pins?|bank details|login details|logins|will|note|notes|letter|letters|documents|instructions)\\b[^.]{0,40}\\bfor (?:my |the )?${KIN} to find\\b|` +
      `\\b(?:left|leaving|wrote down|writing down|gave|giving|put|written)\\b[^.]{0,20}\\b(?:all )?(?:my )?(?:passwords?|pin numbers?|bank details|login details|logins)\\b[^.]{0,40}\\b(?:for|to) (?:my |the )?${KIN}\\b(?![^.]{0,40}\\b(?:in case|incase|holiday|while im|when im away|so (?:she|he|they) can (?:pay|log|check|get)))`,
  ],
  // Savings emptied into a relative's account, with no ordinary reason.
  [
    "savings-given-away",
    "preparation",
    "high",
    `\\b(?:emptied|transferred|moved|gave|giving|sent|left) (?:all )?(?:of )?my (?:savings|money|bank account|account)\\b[^.]{0,30}\\b(?:to|into) (?:my |his |her )?(?:brothers?|sisters?|mums?|moms?|dads?|parents?|kids?|childrens?|family|friends?|nephews?|nieces?|partners?)\\b` +
      "(?![^.]{0,60}\\b(?:house|mortgage|deposit|joint|because|since|isa|pension|bills?|rent|wedding|loan|birthday|uni|tuition|car)\\b)",
  ],
  // Everything tidied so no one has to clear up "after me": the task is one's death.
  [
    "tidied-after-me",
    "preparation",
    "high",
    "\\b(?:tidied|cleaned|cleared|sorted|organi[sz]ed|packed|boxed)(?: up| out)? (?:everything|my room|my flat|my stuff|my things|all my \\w+|it all)\\b[^.]{0,40}\\b(?:so|for)\\b[^.]{0,30}\\b(?:(?:clear|clean|tidy|sort)(?: \\w+)? (?:up |out )?after me|(?:when|after|once) im gone)\\b",
  ],
  // Children and pets arranged for: "i've arranged for my aunt to take my cat", "asked my sister to
  // look after the kids if anything happens to me" (crisis-context.ts: not before an operation).
  [
    "arranged-care",
    "preparation",
    "high",
    "(?:\\b(?:arranged|asked|got|sorted|organi[sz]ed|made arrangements)(?: for)? (?:my |a |the )?(?:\\w+ ){0,2}(?:to (?:take|have|keep|adopt)|to be the new owner of) my (?:dog|cat|cats|dogs|pets?|rabbit|hamster|bird|fish|kids|children|son|daughter)\\b|" +
      "\\b(?:made|making|sorted|sorting) (?:out )?(?:arrangements|plans) for my (?:dog|cat|cats|dogs|pets?|rabbit|hamster|bird|fish|kids|children|son|daughter)\\b)" +
      "(?![^.]{0,60}\\b(?:while|when im away|for the (?:week|weekend|holiday|day|night)|to the (?:vet|park|groomers?|doctor|dentist)|for a walk|out|on (?:holiday|a trip)|to school)\\b)|" +
      // From the asking, so that the one asked ("my sister") is not read as the subject.
      "\\b(?:(?:asked|told|begged|got) (?:my |a |the )?\\w+ to )?(?:look after|take care of|have|raise|keep|adopt|feed|mind)\\b[^.]{0,40}\\bif (?:anything|something) (?:happens|were to happen|should happen|happened) to me\\b(?![^.]{0,40}\\b(?:wills?|guardian|lawyer|solicitor|insurance|baby|pregnan\\w*)\\b)",
  ],
  // A note written and waiting: "the note is written", "finished my note tonight"; not a note to
  // the landlord, nor lecture notes.
  [
    "note-written",
    "preparation",
    "high",
    "\\b(?:my|the) (?:note|last letter|final letter|goodbye letter|letters) (?:is|are|s) (?:all )?(?:written|done|finished|ready)\\b|" +
      "\\b(?:finished|wrote|written|left|leaving|started|writing) (?:my|the) note\\b(?= \\.? ?$| \\.| tonight| today| last night| now| already| on my (?:pillow|bed|desk)| for (?:my (?:family|kids|children|parents|mum|mom|dad|wife|husband|partner)|them|everyone))|" +
      "\\b(?:note|letter|letters) (?:is |are |s )?on my (?:pillow|bed|desk|bedside)\\b",
  ],
  // A note written with what it is for (2026-11-30, eleventh round; the warning sign of a suicide note):
  // "a note explaining why", "saying sorry to everyone", "for my family in case", "so they know it
  // isn't their fault". Not a note about the door, the noise or the bins, nor one in case one forgets,
  // nor sorry "for the" or "about that" (an apology for something named).
  [
    "note-with-reason",
    "preparation",
    "high",
    "\\b(?:wrote|writen|writing|write|left|leaving|finished) (?:a|my|the) note\\b[^.]{0,30}?\\b(?:in case\\b(?! (?:i|you|they|we|he|she|anyone) (?:forget|forgot|asks?|ned|want|miss)\\b)|" +
      "explaining (?:why|everything|it al)|(?:saying|to say) (?:sorry|im sorry)(?! (?:for|about) (?:the|that|this|being|my|eating|taking|using|not)\\b)|saying (?:godbye|i love)|to say godbye|" +
      "so (?:they|everyone|my \\w+|people) (?:know|knows|wil know|understand|dont blame)|(?:it|this) (?:isnt|wasnt|is not|was not) (?:their|your|anyones) fault)" +
      "(?![^.]{0,40}\\b(?:forget|forgot|noise|door|car|parking|late|bins?|rent|dishes|parcel|delivery|teacher|schol|boss|work|ofice|landlord|flatmate|roomate|neighbours?|fridge|milk|party|mes)\\b)",
  ],
  // A will at an age with no reason for one: "wrote a will and didn't tell anyone".
  [
    "a-will-in-secret",
    "preparation",
    "high",
    "\\b(?:wrote|written|made|done|did|finished|signed) (?:a|my)(?: last)? will\\b[^.]{0,20}\\b(?:didnt|havent|not|never|without) (?:tell|told|telling) (?:anyone|anybody|a soul|my \\w+)\\b",
  ],
  // One's funeral chosen: songs, clothes, readings (the warning signs' "making final arrangements").
  [
    "funeral-chosen",
    "preparation",
    "high",
    "\\b(?:picked|chosen|chose|choosing|picking|planned|planning|sorted|written|wrote|writing|arranged|arranging|organi[sz]\\w*|made)(?: out)? (?:the |my |a )?(?:songs?|music|playlist|hymns?|outfit|clothes|flowers|readings?|eulogy|coffin|casket|plot|wishes|plans?|everything) (?:for|at) my (?:own )?funeral\\b|" +
      "\\b(?:arranged|arranging|organi[sz]\\w*|paid for|paying for|prepaid|pre paid|sorted|sorting) (?:out )?my (?:own )?funeral\\b",
  ],
  // Medicine kept back, bought in several places, or hidden (stockpiling).
  [
    "pills-kept-back",
    "preparation",
    "high",
    // Not a pill organiser filled for the week: only medicine kept back from its doses, or hidden.
    `\\b${PILLS}\\b[^.]{0,30}\\b(?:keeping back|kept back|squirrel\\w* away|been saving)\\b${NOT_FOR_A_TRIP}|` +
      `\\b(?:keeping back|kept back|squirrel\\w* away) (?:some of |all |a few of )?(?:my |the )?${PILLS}\\b${NOT_FOR_A_TRIP}|` +
      // Kept back with the words around them (2026-11-30, sixteenth round): "keeping my pills back".
      `\\b(?:keeping|kept|holding|held) (?:my|the|al my|some of my) ${PILLS} back\\b${NOT_FOR_A_TRIP}|` +
      `\\b${PILLS} (?:hidden|stashed|tucked away|squirrelled away)\\b(?![^.]{0,30}\\b(?:from (?:the |my )?(?:kids|children|dog|baby|brother|sister|toddler|flatmates?|roommates?)|out of reach|so (?:the|my) (?:kids|dog|brother|sister)))`,
  ],
  [
    "pills-from-many-shops",
    "preparation",
    "high",
    `\\b(?:bought|buying|buy|getting|got|picking up|picked up)\\b[^.]{0,30}\\b${PILLS}\\b[^.]{0,30}\\b(?:from|at|in) (?:different|several|multiple|lots of|a few|two|three|every|loads of|a lot of|all the) (?:shops|pharmacies|chemists|stores|places|supermarkets|garages)\\b(?![^.]{0,30}\\bbecause\\b)|` +
      `\\b${PILLS}\\b[^.]{0,40}\\bso (?:they|nobody|no one|the (?:pharmacist|chemist|shop)|my (?:mum|mom|dad|parents|family|partner)) (?:dont|doesnt|wont|cant|wouldnt) (?:notice|know|find out|ask|get suspicious)\\b`,
  ],
  // Another box, and now enough: the count is the goal (not for a cold or the flu).
  [
    "enough-now",
    "preparation",
    "high",
    `(?<!\\b(?:flu|cold|headache|migraine|period|cramps|hayfever|hay fever|fever|toothache|back|winter|travel|trip|holiday)\\b.*)\\b(?:another|more|one more|a second|a third|extra)\\b[^.]{0,20}\\b${PILLS}\\b[^.]{0,40}(?: \\. [^.]{0,20})?\\benough(?: now| saved)?(?: \\.)? $`,
  ],
  // What would kill, looked up: "been googling how long it takes to bleed out", "reading about which
  // pills are deadly", "found out which bridge round here is the highest"; not of a game or a pet.
  [
    "looked-up-what-kills",
    "preparation",
    "high",
    `\\b${LOOK_UP}(?: up| for| into| about| on| at)?\\b[^.]{0,40}\\b${DEATH_FACT}${NOT_ONESELF}|` +
      `\\bhow (?:long|many|much)\\b[^.]{0,40}\\b(?:bleed out|stop (?:my|your|a|the) heart)\\b${NOT_ONESELF}|` +
      `\\bhow long (?:does it|would it|will it|it) (?:take|takes)(?: for (?:me|you|someone|a person))? to (?:bleed out|die|drown|suffocate|stop breathing)\\b${NOT_ONESELF}`,
  ],
  // Loose ends tied up, with nothing after them (crisis-context.ts: not before a holiday or at work).
  [
    "loose-ends",
    "preparation",
    "high",
    "\\b(?:tying|tied|tie|tidying|tidied) up (?:all )?(?:the |my )?loose ends(?= \\.? ?$| \\.| before i go| so (?:nobody|no one|they))",
  ],
  // "checked my life insurance pays out to my kids no matter how i die".
  [
    "insurance-however-i-die",
    "preparation",
    "high",
    "\\binsurance\\b[^.]{0,60}\\b(?:no matter how|regardless of how|however|even if) i (?:die|go|kill myself)\\b",
  ],
  // Pets or children left with someone, asked in so many words (2026-11-29, sixth round): "please
  // look after my cat for me", "take care of my cat for me, i can't anymore". Not while one is away,
  // at a wedding or for the weekend (an occasion named after it), nor plants; the clause's subject is
  // read, so "my neighbour is looking after my cat for me" is the neighbour's doing.
  [
    "look-after-my-pet-for-me",
    "preparation",
    "high",
    // From the one asked, so that "someone please take care of my cat" is not read as someone's doing.
    "\\b(?:(?:someone|somebody|anyone|can you|could you|will you|would you) )?(?:please )?(?:look|looking|take|taking) (?:after|care of) my (?:cats?|dogs?|pets?|kitten|puppy|rabbit|hamster|bird|fish|baby|kids|children|son|daughter) for me\\b" +
      // The occasion may come before the request too ("i'm off to bed, look after my cat for me"), and
      // "i won't be coming back" is not "back on monday" (2026-11-29, seventh round; vocabulary.ts).
      NOT_FOR_A_WHILE,
  ],
  // A pet given for good, asked in so many words (2026-11-29, seventh round): "can you keep my cat for
  // good?". Not with an ordinary reason named (a move, an allergy, a landlord, a baby).
  [
    "keep-my-pet-for-good",
    "preparation",
    "high",
    "\\b(?:(?:someone|somebody|anyone|can you|could you|will you|would you) )?(?:please )?(?:keep|have|take|adopt) my (?:cats?|dogs?|pets?|kitten|puppy|rabbit|hamster|bird|fish|guinea pig) (?:for good|forever|permanently)\\b" +
      "(?!.*\\b(?:moving|move|moved|allergic|allergy|allergies|landlord|flat|no pets|baby|new job|abroad|emigrat\\w*|afford|space|garden)\\b)",
  ],
  // Accounts closed so that nobody has to deal with them (2026-11-29, sixth round): "cancelled all my
  // subscriptions so nobody has to deal with them". Not to save money, nor while one is away for a
  // year or moving (named after it): cancelled alone is everyday housekeeping.
  [
    "closed-accounts-for-others",
    "preparation",
    "high",
    // Or everything closed down so that nothing is left for them ("so there's nothing left for my
    // family to deal with"), or accounts closed as not needed at all ("closed my bank account, i won't
    // need any of it now") (2026-11-29, seventh round).
    "\\b(?:cancel\\w*|close|closed|closing|shut|shutting) (?:down )?" +
      "(?:(?:all )?(?:of )?my\\b[^.]{0,40}\\b(?:subscriptions?|accounts?|contracts?|direct debits?|memberships?|standing orders?)\\b[^.]{0,20}|everything(?: down| up)? )" +
      "(?:\\bso (?:that )?(?:(?:nobody|no one|noone|my \\w+|they|you|no \\w+)\\b|(?:theres|there is|there will be) nothing(?: left)? for (?:my \\w+|them|anyone|anybody|you)\\b)" +
      "[^.]{0,30}\\b(?:deal with|sort|handle|worry about|bother with|clean up|pay for|cancel|chase)\\w*\\b|" +
      "(?:\\. )?i (?:wont|will not|dont) need (?:any of (?:it|them)|anything)(?: now| anymore| any more| again)?(?= \\.| $))" +
      "(?!.*\\b(?:while|away|abroad|travel\\w*|trip|moving|move|save|saving|money|budget|year|months)\\b)",
  ],
];
