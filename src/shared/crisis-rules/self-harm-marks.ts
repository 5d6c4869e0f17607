/**
 * Self-harm by family (2026-11-29, fifth round), as the NHS, Mind, Samaritans and ISAS describe it:
 * the marks hidden (long sleeves, "so nobody sees the cuts") or in a bad state, a clean streak
 * lost, skin scratched, bitten or hit "until it bled" or raw, the blade missed or taken out of a
 * sharpener, relapse told in the next clause, and the urge coming back. Marks with another cause
 * (an operation, acne, a cat, brambles) are left out; self-harm.ts holds the acts themselves.
 */
import { SELF_HARM_ACT, type Row } from "./vocabulary.js";

/** Marks on the skin that are not self-harm: left out wherever marks are read. */
const OTHER_CAUSE =
  "(?![^.]{0,40}\\b(?:surgery|operation|op|tattoos?|piercing|acne|spots|pimples|chicken pox|csection|c section|stretch|eczema|psoriasis|birthmark|oven|kettle|cooking|accident|crash|fall|bike|skateboard|dog|cat|kitten|brambles?|thorns?|roses?|bush|garden|climbing|hiking|rugby|football)\\b)";
/** The same, anywhere in the message: a state of the marks is told with its cause ("fell off my bike"). */
const NO_OTHER_CAUSE =
  "(?!.*\\b(?:surgery|operation|acne|chicken pox|eczema|oven|kettle|cooking|accident|crash|fall|fell|bike|skateboard|dog|cat|kitten|brambles?|thorns?|garden|climbing|hiking|rugby|football|sea|paper|shaving)\\b)" +
  "(?<!\\b(?:surgery|operation|acne|chicken pox|eczema|oven|kettle|cooking|accident|crash|fall|fell|bike|skateboard|dog|cat|kitten|brambles?|thorns?|garden|climbing|hiking|rugby|football|sea|paper|shaving)\\b.*)";
/** Self-harm said plainly, not "cut out sugar" or "cut my hair". */
const HARM_WORD =
  "(?:self harm\\w*|cutting myself|cut myself|cutting|cut)(?! (?:out|down|back|ties|my hair|the|it|sugar|carbs|caffeine|off|class))";
/** Apps, habits and games keep streaks too: "lost my duolingo streak". */
const OTHER_STREAK =
  "(?:snap|snapchat|duolingo|wordle|gym|run|running|reading|sober|sobriety|drinking|alcohol|smoking|vape|vaping|nofap|game|gaming|login|daily|fitness|workout|chess|app|spanish|french|german|sugar|diet|wins?|kills?|" +
  "phone|screen|steps?|walking|meditation|journal\\w*|study|studying|revision|yoga|water|spend|coding|github|practice|piano|guitar|writing|puzzle|crossword)";

export const SELF_HARM_MARKS: Row[] = [
  // Marks hidden: "wearing long sleeves so nobody sees the cuts", "how do i hide cuts from my parents".
  [
    "hiding-marks",
    "self-harm",
    "moderate",
    "(?:\\b(?:hide|hiding|hid|cover|covering|covered|conceal\\w*)(?: up)? (?:my |the |all my |all the |these |those )?(?:fresh |new |old )?(?:cuts|scars|self harm|self harm scars|marks on my (?:arms?|legs?|wrists?|thighs?))\\b|" +
      "\\b(?:so|to stop|in case|without) (?:nobody|no one|people|anyone|everyone|my (?:mum|mom|dad|parents|family|teachers?|friends|partner|boyfriend|girlfriend)) (?:can )?(?:sees?|notices?|finds?|asks? about|knows? about)(?: the| my| about my| about the)? (?:cuts|scars|marks|burns|bruises)\\b)" +
      OTHER_CAUSE,
  ],
  // Arms hidden under clothes, in the heat or so no one sees: "a hoodie in 30 degrees so no one sees
  // my arms"; not legs one dislikes or hasn't shaved.
  [
    "arms-hidden",
    "self-harm",
    "moderate",
    "\\b(?:long sleeves|hoodies?|jumpers?|sweaters?|bracelets|wristbands?|a jacket|jeans)\\b[^.]{0,40}\\bso (?:nobody|no one|people|my \\w+ (?:doesnt|dont|wont)) (?:can )?(?:sees?|notices?|asks? about|finds out about) (?:my )?(?:arms|wrists|legs|thighs|skin)\\b" +
      "(?!.*\\b(?:hate|fat|hairy|shaved|shave|pale|tan|spots|cellulite|stretch marks|eczema|psoriasis|tattoos?)\\b)",
  ],
  // Not yet: "i haven't cut yet tonight" says the urge is there (a check-in).
  [
    "not-yet",
    "self-harm",
    "low",
    "\\b(?:havent|have not|didnt|did not) (?:cut|self harmed|hurt myself|burned myself|burnt myself) yet\\b",
  ],
  // Marks in a bad state, or many: "my cuts are infected", "covered in cuts on my arms".
  [
    "marks-state",
    "self-harm",
    "moderate",
    "(?:\\bmy (?:cuts|wounds|burns)(?: are| r|s)? (?:infected|so deep|deep|bleeding|still bleeding|not healing|wont (?:heal|stop bleeding)|stinging|open|gaping|fresh|new)\\b|" +
      "\\b(?:covered in|full of|have|got) (?:new |fresh )?(?:cuts|scratches|burns)(?: all)? (?:on|over|up) my (?:arms?|legs?|thighs?|wrists?|body|stomach)\\b|\\bim covered in (?:cuts|scars)\\b|\\bmy (?:arms?|legs?|thighs?|wrists?|body|stomach|skin) (?:is|are|s) (?:covered in|full of) (?:cuts|scratches|burns|scars)\\b)" +
      NO_OTHER_CAUSE,
  ],
  // A clean streak lost: "lost my 90 day streak last night"; not an app's or a habit's.
  [
    "streak-lost",
    "self-harm",
    "moderate",
    // The verb first, then the look back (see until-it-bled).
    `\\b(?=(?:lost|broke|broken|reset|ended|ruined|blew|restarted)\\b)(?<!\\b${OTHER_STREAK}\\b.*)(?![^.]*\\b${OTHER_STREAK}\\b)(?:lost|broke|broken|reset|ended|ruined|blew|restarted)\\b(?: my| the)?(?: \\w+){0,5}? streak\\b`,
  ],
  // Skin hurt until it bled, bruised or went raw: "i scratched my arms raw", "i bit my arm till it
  // bled", "hit my legs with a hairbrush until they went purple"; not by a pet, not an itch.
  [
    "until-it-bled",
    "self-harm",
    "moderate",
    // The verb is looked for before the look back: tried first at every position, the look back cost
    // each message tens of microseconds.
    "\\b(?=(?:scratch|pick|bit|bite|biting|hit|punch|pinch|dig|dug|rub|burn|bang|slap|smack|claw))" +
      "(?<!\\b(?:dog|cat|puppy|kitten|he|she|they|it|someone|somebody|baby|brother|sister|hamster|parrot|bird)\\b )" +
      "(?:scratch|pick|bit|bite|biting|hit|punch|pinch|dig|dug|rub|burn|bang|slap|smack|claw)\\w*\\b(?: at)?(?: my(?:self)?| my \\w+| into my \\w+| my nails into my \\w+)(?: \\w+){0,4}? " +
      "(?:raw|(?:until|till) (?:it|they|i|my \\w+|the skin) (?:bled|bleeds|bleed|started bleeding|bruised|bruise|went (?:purple|black|numb)|turned (?:purple|black)|broke|was bleeding|were bleeding|couldnt feel)|black and blue)\\b" +
      "(?![^.]{0,40}\\b(?:bites?|mosquito|mozzie|rash|eczema|itch|itchy|hives|chicken pox|sunburn|eyes|nose|lips?|tongue|cheek|cold|hay fever)\\b)(?<!\\b(?:bites?|mosquito|mozzie|rash|eczema|itch|itchy|hives|eyes|nose|lips?|tongue|cheek|(?:bit|bite|biting|chew\\w*) (?:my )?nails)\\b.*)" +
      // Not with the cause named after it: "raw on the climbing wall".
      "(?! (?:on|from|against|during|while|at|in) (?:the|a|my)\\b)" +
      OTHER_CAUSE,
  ],
  // The act missed or craved: "i miss the blade so much" (not "cutting my hair", "blades of grass").
  [
    "miss-the-blade",
    "self-harm",
    "moderate",
    "\\b(?:miss|missing|crave|craving|long for)\\b (?:the |my )?(?:blade|blades|cutting|self harm|hurting myself|burning myself|the feeling of (?:cutting|the blade|blood|pain)|seeing blood|the sting)\\b(?! (?:my|your|his|her|the) hair| hair| of| out| down| back| sugar| carbs| caffeine| ties)",
  ],
  // A blade taken out of a sharpener or a razor: "i took the blade out of my pencil sharpener".
  [
    "blade-taken-out",
    "self-harm",
    "moderate",
    "\\b(?:took|take|taking|get|got|getting|pull\\w*|prised|prise|pried|pry|broke|break|breaking|smashed) (?:the |a |some )?(?:blades?|razor blades?) (?:out of|from|off) (?:a |my |the |(?:my )?\\w+s )?(?:pencil )?(?:sharpeners?|razors?|shaver|disposable razor)\\b(?![^.]{0,30}\\b(?:clean|change|replace|fix))|" +
      "\\b(?:took|taking|take|broke|breaking|break) apart (?:a |my |the )?(?:pencil )?(?:sharpener|razor)\\b",
  ],
  // Relapse, and the act in the next clause: "i relapsed. only 2 cuts but still".
  [
    "relapse-then-act",
    "self-harm",
    "moderate",
    "\\brelaps\\w*(?: again| last night| today| tonight)?(?: \\.)? [^.]{0,30}\\b(?:cuts|cut myself|self harm|cutting|burned myself|burnt myself|hurt myself|scratched)\\b",
  ],
  // The urge back: "i haven't cut in months but the urge is back" (negated, so a check-in).
  [
    "urge-back",
    "self-harm",
    "moderate",
    // From the urge, not the act: "haven't cut in months" before it is negated and reads as recovery.
    // The urge's word is looked for before the look back, which cost every message tens of
    // microseconds when it was tried at every position.
    `\\b(?=(?:urges?|craving|cravings|thoughts)\\b)(?<=\\b${HARM_WORD}\\b.{0,60})\\b(?:urges?|craving|cravings|thoughts)(?: \\w+)? (?:is |are |s |have |has )?(?:back|came back|come back|coming back|returned|getting (?:stronger|worse|louder)|so strong|wont go away|wont stop)\\b|` +
      `\\b(?:urges?|cravings?) to (?:${SELF_HARM_ACT}|hurt myself|burn myself)(?: \\w+)? (?:is|are|s) back\\b`,
  ],
];
