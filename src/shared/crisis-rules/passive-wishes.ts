/**
 * The passive wish to be dead (C-SSRS 1: "Have you wished you were dead or wished you could go to
 * sleep and not wake up?"), by family of phrasing (2026-11-29, fifth round): death hoped for from
 * outside (an accident, an illness, God), death welcomed if it came, one's own death wished for
 * in place of another's, not being alive, staying asleep, death no longer feared; and the doubt of
 * going on, a check-in. Each family is read with the subject of its clause (crisis-context.ts), so
 * "my nan prays god takes her" stays someone else's; the ones that are also everyday hyperbole
 * ("someone put me out of my misery, this lecture") are read with crisis-hyperbole.ts.
 */
import { INTENT, TO, type Row } from "./vocabulary.js";

/** Ways death may come unasked: a vehicle, lightning, a falling plane. */
const STRUCK = "(?:hit|run over|kiled|knocked down|struck|mowed down|taken out)";
const STRUCK_BY =
  "(?:a |the |some )?(?:car|bus|train|truck|lorry|van|drunk driver|lightning|stray bullet|meteor|asteroid|plane)";
/** Dying, as what happens to one: "if i died", "if i didn't wake up". */
const IF_I_DIED =
  "(?:died|dropped dead|didnt wake up|never woke up|got hit|got run over|got killed|was dead|were dead|didnt make it)";
/** Relief, or indifference to one's own survival. */
const RELIEF =
  "(?:relieved|glad|grateful|thankful|at peace|a relief|(?:fine|ok|okay) with (?:it|that)|(?:wouldnt|would not|not) (?:even )?(?:mind|care))";
/** An illness one would not treat: "if i got sick i wouldn't even bother getting it treated". */
const UNTREATED =
  "(?:got|get) (?:sick|ill|cancer|something serious)\\b[^.]{0,20}(?: \\. )?[^.]{0,10}\\b(?:i|id) (?:wouldnt|would not)(?: even)? (?:bother (?:getting|to get) (?:it )?treated|get (?:it )?treated|fight it|try to get better)";
const SOMEHOW = "(?: honestly| actually| really| probably| just)?";
/** Harm hoped for to get out of something: "so i don't have to go", "so i can skip school". */
const NOT_TO_ESCAPE =
  "(?!.*\\b(?:so|then) (?:that )?i (?:dont have to|dont need to|wont have to|can skip|could skip|can miss|could miss|can get out of|could get out of|can stay home|could stay home|get (?:a day|the day) off)\\b)" +
  "(?!.*\\b(?:skip|miss) (?:the |my )?(?:exam|exams|test|school|work|class|lecture|meeting|shift)\\b)";
/**
 * What chat adds after a wish and changes nothing: "i hope i get run over rn". Intensifiers ("tbh",
 * "ngl", "fr") are read past before any rule (crisis-plain-english.ts).
 */
const FILLER = "(?: honestly| rn| already| at this point)*";

export const PASSIVE_WISHES: Row[] = [
  // Death from outside hoped for: "i hope i get hit by a car on the way home".
  [
    "hope-to-be-struck",
    "wish-to-be-dead",
    "moderate",
    `\\b(?:hope|hoping|wish|pray|praying|want)(?: that)?(?: i| id)?(?: just)? (?:get|got|would get|will get|ill get|could get|to get) ${STRUCK}(?=${FILLER} by ${STRUCK_BY}|${FILLER} \\.|${FILLER} $|${FILLER} tonight|${FILLER} today| on (?:my|the) way)${NOT_TO_ESCAPE}`,
  ],
  // Death welcomed if it came: "if the plane went down with me on it i'd be relieved", "if i got
  // sick i wouldn't even bother getting it treated", "i'd be relieved if i didn't wake up".
  [
    "relieved-if-i-died",
    "wish-to-be-dead",
    "moderate",
    `\\bif i (?:just |ever |suddenly )?${UNTREATED}|\\bif i (?:just |ever |suddenly )?${IF_I_DIED}\\b[^.]{0,40}(?: \\. )?[^.]{0,20}\\b(?:id|i would|i wouldnt|i)${SOMEHOW} (?:be |feel )?${RELIEF}|` +
      `\\bif (?:the |my |our )?(?:plane|flight|car|bus|train|boat|ship|ferry)\\b[^.]{0,30}\\b(?:crashed|crashes|went down|goes down|sank|sinks)\\b[^.]{0,40}\\b(?:id|i would)${SOMEHOW} (?:be |feel )?${RELIEF}|` +
      `\\b(?:id|i would)${SOMEHOW} (?:be|feel) (?:relieved|glad|grateful|thankful|at peace) if (?:i (?:just )?${IF_I_DIED}|(?:the|my) (?:plane|car|flight) (?:crashed|went down))${NOT_TO_ESCAPE}|` +
      // A last day welcomed, with nothing to say of what: "i'd be ok if today was my last day", read
      // as a wish since "my last day" alone is only a check-in (2026-11-29, seventh round).
      `\\b(?:id|i would)${SOMEHOW} (?:be|feel) (?:ok|okay|fine|relieved|glad|happy|at peace) if (?:today|tonight|this) (?:was|were|is) my last (?:day|night)(?= \\.| $)`,
  ],
  // "i keep hoping something bad happens to me so it's over"; not something good or exciting.
  [
    "hope-something-happens",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:hope|hoping|wish|pray|praying)(?: that)? something (?:bad |terrible |awful )?(?:would |will |to )?happens? to me\\b(?![^.]{0,30}\\b(?:good|nice|exciting|fun|interesting|amazing|new)\\b)" +
      NOT_TO_ESCAPE,
  ],
  // Wishing oneself to die, with a modal: "wish i'd just die in my sleep", "i hope i just stop breathing".
  [
    "wish-i-would-die",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:wish|wishing|hope|hoping|pray|praying|prayed)(?: that)? (?:i|id|i would|i could|ill|i will)(?: just| simply| finally| quietly)* (?:die|pass away|drop dead|stop breathing|fade away)\\b(?! (?:of|laughing|from (?:embarrassment|laughing|cringe)))" +
      // A natural death, late in a long life, is not this wish: "i hope i pass away at 95".
      "(?![^.]{0,30}\\b(?:at (?:a lot of|\\w+ty)|old|surrounded|grandkids|grandchildren|before my (?:wife|husband|partner)|happy)\\b)",
  ],
  // God, or death, asked to take one: "i pray every night that god takes me"; not "to the beach".
  [
    "god-take-me",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:pray|praying|prayed|wish|hope|begging|beg|asking|ask)\\b[^.]{0,30}\\b(?:god|the lord|lord|jesus|the universe|allah|death) (?:would |will |to |could |just )*(?:take|takes|come for|comes for|come and take) me\\b(?! (?:to|back|out|there|through|somewhere|away from|on|with|places|shopping))|" +
      // Said as the prayer itself: "lord please just take me".
      // Not "lord take me now", which is exasperation.
      "\\b(?:god|lord|jesus) (?:please )?(?:just )?take me(?: already| home| away)?(?= \\.? ?$| \\.)",
  ],
  [
    "put-me-out-of-my-misery",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:wish|want|need|hope|pray|begging|beg)\\b[^.]{0,20}\\b(?:someone|somebody|something|god|anyone|you) (?:would |to |could |will )?(?:just )?put me out of my misery\\b(?! and (?:tell|give|let|show|send|just))",
  ],
  // One's own death in place of another's: "i wish it had been me that died instead of him".
  [
    "should-have-been-me",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:wish|should have|shouldve)\\b[^.]{0,15}\\b(?:been|was|were) me\\b(?: that| who)?(?: \\w+){0,2}? (?:died|dead|was taken|got taken|killed|in that (?:car|grave|coffin|crash))\\b|" +
      "\\b(?:wish (?:i|id) (?:had )?|should(?:ve| have) )died instead\\b",
  ],
  // Not being alive, said as a want or a preference: "i just want to not be alive anymore", "i'd
  // rather not exist"; "not be around" only when nothing follows it ("around my ex" is a person).
  [
    "want-to-not-be",
    "wish-to-be-dead",
    "moderate",
    `\\b(?:${INTENT}|wish i could|(?:id |i would )?rather|prefer to)${TO} (?:not (?:be alive|be living|exist|be around(?= \\.? ?$| \\.| anymore| any more| forever| for good))|stop waking up(?= \\.? ?$| \\.| anymore| any more| ever again)|never wake up again)`,
  ],
  // Sleep that does not end: "i wish i could go to sleep and stay asleep" (not "until noon").
  [
    "stay-asleep",
    "wish-to-be-dead",
    "moderate",
    `\\b(?:${INTENT}|wish i could|hope i|hoping i)${TO}(?: to)?(?: sleep| fall asleep| go to sleep)? and (?:stay asleep|never wake(?: up)?|not wake(?: up)?)(?= \\.? ?$| \\.| forever| for good)|` +
      "\\b(?:wish i could|want to|wanna|hope i|hoping i)(?: just)? stay asleep(?= \\.? ?$| \\.| forever| for good)",
  ],
  // Death no longer feared, or living feared more (the capability the warning signs describe):
  // "dying doesn't scare me, living does".
  [
    "death-not-feared",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:dying|death|being dead|the thought of dying)\\b (?:doesnt|dont|does not|no longer) (?:scare|frighten|terrify|worry) me\\b(?! (?:as much|more than|like))|" +
      "\\b(?:im|i am) (?:not|no longer) (?:scared|afraid|frightened|terrified) (?:of|to) (?:die|dying|death) (?:anymore|any more)\\b|" +
      "\\b(?:living|being alive|life) (?:scares|terrifies|frightens) me (?:more|most)\\b",
  ],
  // Death as not so bad, or easier than being here: "honestly dying wouldn't be so bad".
  [
    "death-not-bad",
    "wish-to-be-dead",
    "moderate",
    "(?:\\b(?:death|dying|being dead|not waking up)\\b (?:wouldnt|would not|isnt|doesnt sound|doesnt seem|wont) (?:be )?(?:so |that |too |all that )?(?:bad|terrible|scary)\\b|" +
      "\\b(?:easier|better|simpler) to (?:just )?(?:not be (?:here|alive|around)|not exist|die|be dead)(?= \\.? ?$| \\.| anymore| sometimes))" +
      "(?![^.]{0,40}\\b(?:game|level|minecraft|boss|fortnite|raid|round)\\b)",
  ],
  // Better off not waking up, beside "better off dead" (wishes-and-ideation.ts); not said to someone.
  [
    "better-off-not-here",
    "wish-to-be-dead",
    "moderate",
    "(?<!\\b(?:they|theyd|he|hed|she|shed|you|youd|it|its) (?:would |will )?(?:be )?)\\b(?:better off|happier|better) (?:not (?:waking up|being here|being alive|existing|being around)|never waking up|asleep forever)\\b" +
      // Not away from one moment: "better off not being around for the exam".
      "(?! (?:for|at|in|when|during|on|until|till|while|today|tonight|tomorrow)\\b)",
  ],
  // With the dead again: "i want to be with my nan again, wherever she is now" (not a boyfriend away).
  [
    "be-with-the-dead",
    "wish-to-be-dead",
    "moderate",
    "(?:\\b(?:be with|join|see|hold) (?:my \\w+|him|her|them) again\\b[^.]{0,10}(?: \\. )?(?:wherever (?:she|he|they) (?:is|are)|in heaven|up there|on the other side)|" +
      "\\b(?:be with|join) (?:my \\w+|him|her|them)\\b[^.]{0,20}\\bwherever (?:she|he|they) (?:is|are) now\\b)" +
      // Not the comfort of meeting again one day: "i'll see my nan again in heaven one day".
      "(?!.*\\b(?:one day|someday|some day|when (?:its|it is) my time|eventually|when im old)\\b)",
  ],
  // How long one can go on, said as doubt: a check-in. "idk how long i can keep going like this";
  // not "how long i can keep going on this diet".
  [
    "how-long-can-i-go-on",
    "wish-to-be-dead",
    "low",
    "\\bhow (?:much )?long(?:er)? (?:i can|can i|i could|ill be able to|im going to be able to) (?:keep going|go on|do this|take this|hold on|keep doing this|last|survive|keep this up)(?= \\.? ?$| like this| anymore| any more)|" +
      "\\bhow much more (?:i can|can i) (?:take|handle|bear|cope with)(?: \\.)? $",
  ],
  // Tired of being here (2026-11-29, sixth round): "i'm so tired of being here", "tired of being on
  // this earth", "exhausted of being here every single day", "i don't want to be anymore". Not tired
  // of being here at work, in a queue or in this town: the place is named after it, or before it
  // ("at work and so tired of being here"), looked for only once its first word is found.
  [
    "tired-of-being-here",
    "wish-to-be-dead",
    "moderate",
    "\\b(?=tired|sick|exhausted|weary|done)(?<!\\b(?:work|office|school|class|lecture|meeting|queue|waiting|party|shift|job|town|city|traffic)\\b.*)" +
      "(?:tired|sick|exhausted|weary|done) (?:of|with) (?:being|living|existing) (?:here|on this (?:earth|planet)|in this world|on earth)\\b" +
      "(?! (?:at|in|with|for|til|till|until|since|while|when|waiting|doing)\\b(?! all\\b| this (?:earth|planet|world)\\b))" +
      "(?!.*\\b(?:work|office|job|school|class|lecture|meeting|queue|line|waiting|party|shift|town|city|country|house|flat|traffic|place|bus|train|tram|plane|flight|airport|station|late|delayed|bored|boring|all day|nothing to do)\\b)|" +
      "\\bi (?:dont|do not) want to be (?:anymore|any more)(?= \\.| $)",
  ],
];
