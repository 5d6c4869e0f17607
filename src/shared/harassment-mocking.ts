/**
 * Mocking someone's distress: "you're just an attention seeker", "stop being so dramatic", "cry me a
 * river", "your depression is fake". Samaritans and the anti-bullying charities name it among what
 * hurts a person in distress most, and it hurts anyone who came to talk, in crisis or not: these
 * rules are read on every message (harassment.ts). When the partner is in crisis they also read as
 * urging them to act, and are reported at once (harassment-urging.ts reads them then, with the words
 * that are cruel only to a person in crisis: "nobody cares", "attention seeker" on its own).
 *
 * Only what is put to the other person, as an order or with "you": not the writer's own shame ("i
 * feel like such an attention seeker"), what was said to them ("people said i was being dramatic"),
 * or a listener's kindness ("you're not being dramatic", "it's ok to cry", "stop being so hard on
 * yourself", "stop crying, it's ok": a bare "stop crying" soothes as often as it mocks). "Attention seeker" and the like are insults of their own (harassment-words.ts INSULT).
 */
import { ORDER, toTheOther } from "./harassment-contempt.js";
import { addressed, NOT_A_VERDICT, YOU, YOU_ARE, YOURSELF } from "./harassment-words.js";

/** What their distress is called: "dramatic", "faking it", "playing the victim". */
const PUT_ON =
  "(?:dramatic|overdramatic|over dramatic|overreacting|over reacting|faking it|faking|making it up|making this up|playing the victim|playing victim|attention seeking|full of (?:it|shit)|a faker|a fraud|a fake)";
const SO_MUCH = "(?:just|only|so|being|such|totally|literally|obviously|clearly|always|fucking|pathetic)";
/** What they are told to stop: being "so sensitive", "whining", "your sob story". */
const TO_STOP = `(?:being (?:so |such |a |an |fucking |a big )*(?:dramatic|overdramatic|a drama queen|a baby|a crybaby|a cry baby|a snowflake|a victim|pathetic|weak|sensitive|soft|a pussy|needy|emo|attention seeking|an attention seeker|a wimp)|(?:your |the |all this |all the |with the |with your )*(?:whining|whinging|moaning|complaining|sulking|attention seeking|playing the victim|playing victim|feeling sorry for ${YOURSELF}|self pity|faking|sob story|sob stories|pity party|drama|bitching|moping|being a baby|fishing for (?:attention|sympathy|pity))|(?:your |all this |all the |all that |with the |with your )+crying|crying (?:about it|like a baby|over nothing|over it))`;

export const MOCKING_RULES: readonly string[] = [
  `\\b${NOT_A_VERDICT}(?:${addressed(SO_MUCH, PUT_ON)}|${YOU} (?:${SO_MUCH} )*${PUT_ON})\\b`,
  // "stop being so dramatic", "man up and stop crying", "you need to stop feeling sorry for yourself".
  toTheOther(`${ORDER}(?:stop|quit) ${TO_STOP}\\b`),
  `\\b${YOU} (?:need to|should|gotta|have to|must|better) (?:just )?(?:stop|quit) ${TO_STOP}\\b`,
  toTheOther(
    `${ORDER}(?:man up|grow a pair|toughen up|harden up|suck it up|grow up|get a grip|snap out of it|cheer up (?:already|ffs|for fucks sake))\\b(?! (?:is|was|isnt|on|of)\\b)`,
  ),
  // "cry me a river", "go cry about it", "boo hoo", "sucks to be you", the world's smallest violin.
  toTheOther(`${ORDER}(?:cry me a river|boo (?:fucking |fkn |freaking )?hoo|sucks to be ${YOU})\\b`),
  toTheOther(
    `${ORDER}(?:go (?:cry|whine|whinge|sob|weep) (?:about it|more|harder)|(?:go )?(?:cry|whine|whinge|sob|weep) (?:somewhere else|elsewhere|to (?:your|ur|ya) (?:mum|mom|mommy|mummy|mama|momma|daddy|therapist|mother)))\\b(?! (?:if|when|as)\\b)`,
  ),
  "\\b(?:worlds|world s) (?:smallest|tiniest) violin\\b",
  // Their distress called a bid for attention: "ur just doing it for attention", "you just want pity".
  `\\b${NOT_A_VERDICT}(?:${YOU_ARE}|${YOU}) (?:just |only |obviously |clearly |literally |all )*(?:doing|saying|posting|writing|making) (?:it |this |that |all this |all that |this up |it up )?for (?:the )?(?:attention|sympathy|pity|clout)\\b`,
  `\\b${NOT_A_VERDICT}${YOU} (?:just|only|obviously|clearly|literally) (?:want|need|crave|love|wants) (?:the |some |all the )?(?:attention|sympathy|pity)\\b`,
  `\\b${NOT_A_VERDICT}(?:${YOU_ARE}|${YOU}) (?:just |only |obviously |clearly |literally |so |always )*(?:looking for|fishing for|begging for|desperate for|craving|seeking|after) (?:the |some |all the |more )?(?:attention|sympathy|pity|validation|clout)\\b`,
  // The sarcastic "… much?": "dramatic much", "depressed much lol".
  `\\b(?:depressed|dramatic|sensitive|emo|edgy|needy|desperate|triggered|salty|pathetic|insecure|bitter|jealous|obsessed|sad|attention seeking|self absorbed|whiny) much\\b(?= *$| \\.| lol| lmao| haha)`,
  // Their pain answered with a shrug: "oh no, anyway", "sounds like a you problem".
  "(?:^ |\\. )oh no (?:\\. )*anyways? (?:\\. )*$",
  `\\b(?<!\\bnot )(?:a|such a) ${YOU} (?:problem|issue)\\b`,
  toTheOther(
    `\\bimagine (?:being|getting|feeling|crying) (?:so |this |that )?(?:sad|upset|depressed|offended|hurt|triggered|mad|butthurt|emotional)? ?(?:over|about|because of) (?:that|this|something|nothing|a (?:game|boy|girl|breakup|grade|text|joke))\\b`,
  ),
  toTheOther(
    `\\b(?:another|yet another|more of (?:your|ur)|not another) (?:sad|sob|boring|depressing|pathetic|whiny) (?:story|stories|tale|rant)\\b(?! (?:from|of) (?:me|mine)\\b)`,
  ),
  // Their illness denied: "you're not even depressed", "you're not really suicidal".
  `\\b${NOT_A_VERDICT}${YOU_ARE} (?:not|nt) (?:even |really |actually )+(?:depressed|suicidal|sick|ill|anxious|traumatised|traumatized|grieving|autistic|disabled)\\b`,
];
