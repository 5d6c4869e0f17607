/**
 * The wish to be dead, active thoughts and doubt, by family of phrasing (2026-11-29, second round):
 * the euphemisms of chat (disappearing, checking out, being ready to go, it soon not mattering),
 * the warning signs said in other words (no reason to live, feeling trapped, death as relief), and
 * the check-in said with doubt ("idk if i'd do anything", "part of me wants to die").
 */
import { GONE, INTENT, type Row } from "./vocabulary.js";

/** Being dead said without the word: not existing, not being here, not waking up. */
const NOT_HERE =
  "(?:not (?:being|be) (?:here|alive|around)|not existing|not waking up|being dead|being gone|no longer being here|" +
  "never waking up|dying|death|what it would be like to (?:die|be dead|not exist))";
/** Reasons to live, in the words the warning signs use. */
const TO_LIVE =
  "(?:live|living|going on|being alive|be alive|existing|exist|life|stay(?:ing)? alive|be here|being here|keep going|" +
  "wake up|waking up|carry on|carrying on|get up in the morning)";
/** Doubt about oneself, in chat's words. */
const DOUBT = "(?:idk|dont know|not sure|unsure|no idea|cant promise|cant say)";

export const WIDER_WISHES: Row[] = [
  // Going on with life, not with a place or a task ("i don't want to keep going to that gym").
  [
    "dont-want-to-go-on",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:dont|do not) (?:want to|wanna) (?:keep going|go on|carry on)(?= \\.? ?$| \\.| anymore| like this)",
  ],
  [
    "point-of-me",
    "wish-to-be-dead",
    "moderate",
    "\\bwhats the point (?:of|in) me\\b|\\bwhat is the point (?:of|in) me\\b",
  ],
  [
    "no-reason-to-live",
    "wish-to-be-dead",
    "moderate",
    `\\b(?:no|whats the|what is the|dont se (?:the|a|any)|cant se (?:the|a|any)|dont have (?:a|any)|have no|cant find (?:a|any)|no more|lost (?:my|the|any)) (?:reason|point|purpose|reasons)(?: left)?(?: for me)?(?: to| in| of| for)?(?: me)? (?:keep )?${TO_LIVE}\\b`,
  ],
  [
    "leave-this-world",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:leave|leaving|exit|exiting|depart|departing|gone from|be gone from) (?:this|the) (?:world|earth|planet|life)\\b(?! (?:a beter place|beter))|" +
      // Not "i'm ready to go" alone: said of the gym or the bus far more often than of dying.
      "\\bready to (?:go|leave) (?:for god|forever|permanently)\\b",
  ],
  [
    "disappear-forever",
    "wish-to-be-dead",
    "moderate",
    `\\b(?:${INTENT}|wish i could|feel like|feeling like)(?: to)?(?: just)? (?:disapear|disapearing|vanish|vanishing)(?: and never (?:come|coming) back| for god| permanently| from (?:this|the) (?:world|earth|planet)| and not come back| off the face of)`,
  ],
  [
    "death-as-relief",
    "wish-to-be-dead",
    "moderate",
    `\\b(?:death|dying|being dead|not existing|not waking up|the idea of (?:dying|death|not waking up)) (?:would be|is|sounds|seems|feels|looks)(?: so| really| kind of| kinda| quite| pretty| like)? (?:a relief|peaceful|nice|god|apealing|tempting|inviting|like rest|like freedom|easier|beter|calming|comforting|like the only way)\\b`,
  ],
  [
    "life-feels-pointless",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:life|living|my life|existing|being alive|my existence) (?:is|feels|seems|is just|has become)(?: so| completely| totaly)? (?:pointles|meaningles|hopeles|unbearable|too much to bear|not worth it)\\b",
  ],
  [
    "trapped-no-way-out",
    "wish-to-be-dead",
    "moderate",
    "\\bno (?:way out|escape|other way out)(?: (?:except|but|other than|besides|apart from) (?:dying|death|to die|ending it|suicide|one))?(?= \\.? ?$| except| but| other than| besides)|" +
      "\\b(?:trapped|stuck)\\b[^.]{0,40}\\bno (?:way out|escape)\\b(?! (?:of (?:this|the) (?:contract|deal|job|lease|meting|game)))",
  ],
  [
    "stop-feeling-forever",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:want|wish i could|need|going|gona)(?: to)?(?: just)? (?:stop|not) (?:feeling|feel|being|breathing)(?: anything| everything| at al)?(?: \\.)? (?:forever|permanently|for god)\\b|" +
      `\\b(?:${INTENT}|wish i could)(?: to)?(?: just)? stop breathing\\b`,
  ],
  [
    "pray-not-wake",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:hope|hoping|pray|praying|wish)(?: that)? i (?:die|pas away|go) in my sleep\\b|\\b(?:praying|pray) (?:i|that i) (?:dont|never|wont) wake up\\b",
  ],
  [
    "checking-out",
    "active-ideation",
    "moderate",
    // Only checking out of life, or for good: "checking out soon" is far more often a hotel.
    "\\b(?:im|i am|ima|going to|gona|ready to|think im|time to|time for me to|about to|planing on|planing to) (?:check|checking) out(?= for god| permanently| of (?:life|this world|this life))|" +
      "(?:^|\\.) (?:checking|check) out (?:for god|permanently)\\b",
  ],
  [
    "wont-matter-soon",
    "active-ideation",
    "moderate",
    "\\b(?:soon|son) (?:it|nothing|none of (?:this|it)|none of this) (?:wont|wil not|isnt going to|wil) mater\\b|" +
      "\\b(?:it|nothing|none of (?:this|it)) (?:wont|wil not|is not going to|isnt going to) mater (?:soon|much longer|after tonight|for much longer|anyway soon)\\b",
  ],
  [
    "ways-to-die",
    "active-ideation",
    "high",
    "\\b(?:think|thinking|thought|lok|loking|loked|research\\w*|googl\\w*|search\\w*|reading|read) (?:about |of |at |up |into |for )?(?:diferent )?(?:ways|way|methods?|how) (?:to|of|i could|i would|id) (?:die|dying|kil myself|end (?:it|my life|things)|not wake up)\\b" +
      "(?! (?:in|on) (?:this |the |that |a |my )?(?:game|level|map|movie|show|film|book|series|story|minecraft))",
  ],
  [
    "think-about-not-being-here",
    "wish-to-be-dead",
    "moderate",
    `\\b(?:think|thinking|thought|dream|dreaming|fantasi[sz]\\w*|wonder|wondering) (?:about|of) ${NOT_HERE}(?= \\.? ?$| \\.| anymore| sometimes| a lot| al the time| lately| every day| constantly)`,
  ],
  [
    "part-of-me-wants",
    "wish-to-be-dead",
    "moderate",
    `\\b(?:part of me|half of me|some of me|a part of me|some days i|sometimes i) (?:stil )?(?:wants|wishes|is ready|want|wish)(?: i (?:was|were|could))?(?: to)?(?: just)? (?:die|be dead|end it|disapear|not exist|not be here|give up|${GONE})\\b`,
  ],
  [
    "dont-care-if-i-die",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:wouldnt|would not|dont|do not|wont)(?: really| even)? (?:mind|care) (?:if|whether) (?:i (?:die|live or die|wake up|dont wake up|live|was dead|were dead|get hurt)|im dead|something hap+en(?:s|ed) to me)\\b",
  ],
  // Doubt and safety: a check-in, said with "idk", "not sure", "scared of what i might do".
  [
    "doubt-about-acting",
    "active-ideation",
    "moderate",
    `\\b${DOUBT}(?: if| whether| that| what)? (?:i|id|il|im)(?: would| might| could| wil| actually| ever| really)*(?: going to| gona)? (?:do|did) (?:anything|something|it)\\b(?! (?:else|diferent|right|wrong|about (?:it|this|work|school)|for|with|at|on|to (?:help|fix|change)))|` +
      "\\b(?:scared|afraid|frightened|terified|worried) (?:of )?(?:what|that) i (?:might|could|would|wil|am going to|m going to) do\\b(?! (?:next|at|if i fail|in the exam|on stage|wrong))|" +
      "\\b(?:probably|prob|hopefully|likely)(?: i)? (?:wont|wouldnt|not going to|not gona|dont think i(?:l|d)) (?:actualy )?do (?:anything|it)(?= \\.? ?$)|" +
      "\\bdo anything (?:stupid|drastic|to myself|rash|dangerous|silly)\\b|" +
      // Afraid of doing "something stupid", the euphemism the Samaritans and the 988 Lifeline name
      // (2026-11-30, tenth round); not at an interview, nor said (a word) to someone.
      "\\b(?:scared|afraid|frightened|terified|worried) (?:that )?(?:il|i wil|i might|i could|im going to|i am going to|im gona) do something (?:stupid|drastic|rash|dangerous|bad|to myself)\\b(?! (?:at|in|on|to (?:them|him|her|you)|with|and (?:ruin|embaras|mes|lose|get))\\b)|" +
      // Not surviving the night (2026-11-30, tenth round); not the night shift, nor tonight's exam.
      "\\b(?:dont think (?:il|i wil|i can)|not going to|not gona|wont|might not|may not|cant) (?:make it|survive|last) (?:through )?(?:the night|tonight|til (?:the )?morning|another night|this night)\\b(?! (?:shift|without|at|in|on)\\b)|" +
      // "i wouldn't go through with it": doubt said of acting, a check-in; not "going through with it" alone.
      "\\b(?:i|id|i would|i wil) ?(?:wouldnt|wont|would not|wil not|would never|could never|never|dont think i would|dont think id) (?:ever |actualy |realy )?go through with it\\b",
  ],
  [
    "not-safe-doubt",
    "active-ideation",
    "moderate",
    `\\b(?:${DOUBT}|dont think|doubt|worried|scared)(?: if| whether| that)? (?:i|id|il)(?: can| could| would| wil| am going to| m going to| would be)? (?:keep myself|stay|be|feel) safe\\b(?! (?:on|at|in|driving|walking|home|there))|\\b(?:cant|cannot|unable to) keep myself safe\\b`,
  ],
  [
    "feel-like-disappearing",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:feel like|feeling like|want to|wana)(?: just)? (?:disapearing|disapear)(?= \\.? ?$| forever| for god| and never)",
  ],
  [
    "weight-on-everyone",
    "burden",
    "moderate",
    "\\b(?:a|such a|just a|only a|the) (?:weight|drain|dead weight|burden|nuisance|bother|liability) (?:on|to|for) (?:everyone|every one|everybody|my (?:family|friends|parents|partner|mum|mom|dad)|them|others|people|the people around me)\\b",
  ],
];
