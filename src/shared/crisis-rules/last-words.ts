/**
 * Farewells by family (2026-11-29, fifth round), from the warning sign "saying goodbye" as the 988
 * Lifeline, AFSP and Samaritans describe it: a goodbye said with words that sum up ("it was nice
 * while it lasted", "take care of each other", "i'll miss you all"), absence at a moment to come
 * ("i won't be here when you wake up"), love or leaving "for the last time", asking not to be
 * grieved or looked for, thanks given when "it's too late for me". Every rule here is a farewell,
 * so crisis-context.ts spares it when the message names an everyday occasion (a shift, a trip, bed).
 */
import { FINAL_GOODBYES } from "./final-goodbyes.js";
import type { Row } from "./vocabulary.js";

/** A goodbye to people, or said alone: not "bye summer" or "bye, old phone", which name what is left. */
const BYE =
  "(?:goodbye|bye|farewell|cya|so long)(?: (?:everyone|everybody|all|guys|world|friends|yall))?" +
  "(?= \\.| $| i | its | it | you | take | thank | thanks | love | sorry | im | please | dont )";
/** What is said at the end of a life, not of a shift: summing up, parting wishes, love, sorrow. */
const LAST_WORDS =
  "(?:it was nice while it lasted|(?:it was|its been|it has been) a good run|take care of (?:each other|yourselves|my \\w+ for me)|" +
  "(?:please )?dont be sad(?: about me| for me)?|dont (?:come )?look(?:ing)? for me|dont try to find me|(?:i )?love you all|forgive me|" +
  "(?:im )?sorry for everything|i(?:ll| will) miss you all|(?:youve been|you were|youre|you are) (?:a |such a |the best |my only )?(?:good |great |true |real )?(?:friend|mate|listener)|" +
  "thank(?:s| you) for (?:being my friend|everything|all of it|caring|trying))";

export const LAST_WORDS_RULES: Row[] = [
  [
    "goodbye-with-last-words",
    "farewell",
    "moderate",
    `\\b${BYE}\\b[^.]{0,40}(?: \\. [^.]{0,20}){0,2}\\b${LAST_WORDS}|\\b${LAST_WORDS}\\b[^.]{0,40}(?: \\. [^.]{0,20}){0,2}\\b${BYE}\\b|` +
      "\\b(?:see you|cya|see ya) never\\b|\\b(?:goodbye|bye|farewell) cruel world\\b|\\bfarewell (?:forever|world)(?= \\.? ?$| \\.)",
  ],
  // A goodbye sent through someone: "say bye to the cat for me"; not on the way out of the door.
  [
    "goodbye-by-proxy",
    "farewell",
    "moderate",
    "(?<!\\b(?:gotta go|got to go|have to go|need to go|later|tomorrow|next time|when i get back)\\b.*)" +
      "\\b(?:say|tell) (?:bye|goodbye) to (?:my|the) \\w+ for me\\b|\\btell (?:my|the) \\w+ i said (?:bye|goodbye)\\b" +
      "(?![^.]{0,40}\\b(?:gotta go|got to go|later|tomorrow|next time|back|see you|call)\\b)",
  ],
  // "if you don't hear from me after tonight": an absence foretold.
  [
    "if-you-dont-hear-from-me",
    "farewell",
    "moderate",
    "\\bif (?:you|u) (?:dont|never|do not) hear from me (?:again|after (?:tonight|today|this)|tomorrow|ever again)\\b(?! today| tonight| this (?:week|weekend|afternoon|evening|morning)| until| till| for a)",
  ],
  // Absence at a moment to come: "i won't be here when you wake up", "won't be around to see christmas".
  [
    "not-here-when",
    "farewell",
    "moderate",
    "\\b(?:wont|not going to|will not|not gonna|wouldnt) be (?:here|around|alive) (?:when (?:you|u|they|everyone|my \\w+) (?:wake up|get back|get home|read this|come back|find (?:this|out))|" +
      "by the time (?:you|u|they|anyone)|to see (?:christmas|new year|next (?:year|week|month|summer|spring)|my (?:next )?birthday|(?:(?:my|the|their|her|his) \\w+|them|you) (?:grow up|graduate|get married|finish school|start school)|the new year|the end of (?:the|this) (?:year|month|week)))\\b",
  ],
  // "when you read this i'll be gone"; and gone by the time anyone wakes up or notices (2026-11-30,
  // eighth round: "by the time anyone notices i'll be gone"), which a shift or a flight named in the
  // message explains (crisis-context.ts: "i'll be gone by the time you wake up, early shift").
  [
    "gone-when-you-read-this",
    "farewell",
    "moderate",
    "\\b(?:ill|i will|id|i would) (?:already )?be gone (?:by the time|when) (?:you|u|anyone|anybody|they|everyone) (?:(?:read|reads|see|sees) this|wakes? up|notices?|finds? out)\\b|" +
      "\\b(?:by the time|when|once) (?:(?:you|u) (?:read|see|find) this|(?:you|u|anyone|anybody|they|everyone) (?:wakes? up|notices?|finds? out))\\b[^.]{0,20}\\b(?:ill|i will|im|i am|it will|itll) (?:be )?(?:gone|dead|over|done|not here)\\b",
  ],
  // Leaving "for the last time": "logging off for the last time", "signing off for good", "texted my
  // mum i love her for the last time". It names its own leaving, so crisis-context.ts does not read
  // it with the everyday occasions; those that end for a night or a flight are left out here.
  [
    "for-the-last-time",
    "farewell",
    "moderate",
    // Its first words are looked for before the look back over the whole message, which, tried at
    // every position, cost each message tens of microseconds.
    "\\b(?=sign|log|check|tap|bow|texted|told|messaged|said to|called|rang|i love|love you|talk|messag|text)" +
      "(?<!\\b(?:app|apps|site|twitter|instagram|insta|tiktok|facebook|discord|reddit|social media|game|server|stream|shift|job|office)\\b.*)" +
      "(?:\\b(?:sign|signing|signed|log|logging|logged|check|checking|tap|tapping|bow|bowing) (?:off|out)(?: of (?:here|this|everything|life))? (?:for good|forever|for the (?:last|final) time|permanently)\\b|" +
      // From the texting, so that the one texted ("my mum") is not read as the subject.
      "\\b(?:(?:texted|told|messaged|said to|called|rang) (?:my \\w+|him|her|them|everyone) )?(?:i love (?:you|her|him|them)|love you all|talk(?:ing)? to you|messag(?:e|ing) you|text(?:ing)? you)\\b[^.]{0,20}\\bfor the (?:last|final) time\\b)" +
      // Not leaving one app or one job, nor ending a night or boarding a flight.
      "(?![^.]{0,40}\\b(?:app|apps|site|twitter|instagram|insta|tiktok|facebook|discord|reddit|social media|game|server|stream|shift|job|office)\\b)" +
      "(?!.*\\b(?:goodnight|night all|see you|see ya|talk (?:later|tomorrow|soon)|tomorrow|later|tonight|today|board|boarding|flight|plane|signal|battery)\\b)",
  ],
  // Thanks for help that came too late: "you helped, even if it's too late for me".
  [
    "too-late-for-me",
    "farewell",
    "moderate",
    "\\b(?:helped|tried|thank|thanks|grateful|appreciate)\\w*\\b[^.]{0,60}(?: \\. [^.]{0,30})?\\btoo late for me\\b(?! to)|" +
      "\\b(?:its|it is|it was|all) too late for me (?:now|anyway)(?= \\.? ?$| \\.)|" +
      // Thanks said "before it's too late", by the writer: not advice to thank one's teachers.
      "\\bi (?:just )?(?:wanted|want|needed|need|had) to (?:say )?(?:thank|thanks|say goodbye|say sorry|say i love you|tell you i love you)\\b[^.]{0,40}\\bbefore (?:its|it is|it gets) too late\\b(?! to)",
  ],
  // Asking not to be grieved: "please don't be sad about me" (not "about me leaving", a move).
  [
    "dont-grieve-me",
    "farewell",
    "moderate",
    "\\b(?:dont|do not|try not to|never) (?:be sad|grieve|mourn|blame yourself|blame yourselves)(?: (?:about|over|because of) me(?! (?:leaving|moving|going|quitting|not coming|being away))| when im gone| after im gone)\\b|" +
      // Not "don't cry for me, argentina": crying only after one is gone.
      "\\b(?:dont|do not|try not to) cry (?:for me |over me )?(?:when|after|once) im gone\\b",
  ],
  [
    "dont-look-for-me",
    "farewell",
    "moderate",
    "\\b(?:dont|do not|no need to) (?:come )?(?:look|looking|search|searching) for me\\b|\\bdont (?:try|bother trying) to (?:find|save|reach) me\\b",
  ],
  // "i won't be here to bother you anymore": the burden of oneself, ended by leaving.
  [
    "not-here-to-bother",
    "farewell",
    "moderate",
    "\\b(?:wont|not going to|will not) be (?:here|around) to (?:bother|annoy|burden|upset|disappoint|hurt|trouble) (?:you|u|anyone|anybody|everyone|you all|any of you)\\b(?! (?:this|next|for the|on the|at the) (?:weekend|week|month|morning|afternoon|evening)| for a (?:while|bit|few)| tomorrow| today| tonight| later)|" +
      "\\bnever (?:bother|burden|trouble) (?:you|anyone) again\\b",
  ],
  // "sorry it ends like this", "this is it for me. thank you all".
  [
    "ends-like-this",
    "farewell",
    "moderate",
    "\\bsorry (?:that )?(?:it|this|things|everything) (?:ends|has to end|had to end|is ending|will end) (?:like this|this way)\\b" +
      // Not a show or a book that ends so.
      "(?!.*\\b(?:show|series|season|book|film|movie|game|story|episode|finale)\\b)|" +
      "\\b(?:this is|thats|this will be) (?:it|the end(?: of the road)?) for me\\b(?= \\.? ?$| \\. (?:thank|thanks|goodbye|bye|i love|love you|sorry|im sorry|forgive))",
  ],
  // "saying my last goodbyes tonight" (not "to the old house": a place's goodbye names it).
  [
    "last-goodbyes",
    "farewell",
    "moderate",
    "\\b(?:saying|say|said) (?:my )?(?:last|final) goodbyes?(?= \\.| $| tonight| now| today| to everyone| to everybody)" +
      // Not at a funeral or a deathbed: grief says goodbye to someone else.
      "(?!.*\\b(?:funeral|grave|hospice|hospital|vet|passed|died|grandad|grandpa|grandma|nan|gran|dog|cat)\\b)",
  ],
  // Final goodbyes of the sixth round (2026-11-29), in a file of their own.
  ...FINAL_GOODBYES,
];
