/**
 * Sexual remarks, requests and questions put to the other person: "show me your tits", "are you a
 * virgin", "take your clothes off", "i'm touching myself thinking about you". Kindred pairs strangers
 * who came for support, some of them young: such a message is refused like abuse (harassment.ts),
 * with a reason of its own. Not what was done to the writer, told ("he kept asking if i was a virgin",
 * "someone told me to take my clothes off on a video call"), nor the writer's own life ("i'm a
 * virgin and people make fun of me"). The content filter already refuses the plainest words ("sex",
 * "nude", "horny").
 */
import { ORDER } from "./harassment-contempt.js";
import { FILLER, NOT_A_VERDICT, YOU, YOU_ARE, YOURSELF } from "./harassment-words.js";

export const SEXUAL_REASON =
  "This message reads as sexual and aimed at the other person, so it won't be sent. Kindred is a place for support, not for that.";

/**
 * Parts of the body asked for or remarked on; obscenity's dataset words come as it writes them
 * ("tits" is read "tit", harassment.ts undisguised).
 */
const INTIMATE =
  "(?:tit|tits|titties|boob|boobs|boobies|breasts|nipples|ass|arse|butt|bum|pussy|cock|penis|vagina|privates|body naked|naked body)";
const PICTURE = "(?:pic|pics|picture|pictures|photo|photos|selfie|selfies|vid|vids|video|videos|snap|snaps)";
const YOUR = "(?:your|ur|ya)";
/** What a body is said to be, as a come-on: "nice tits", "your ass looks great". */
const ADMIRED =
  "(?:nice|great|big|huge|perfect|sexy|hot|lovely|amazing|juicy|fat|tiny|small|massive|gorgeous|fine|firm|round|perky)";
/**
 * Asked for, not told of: "send nudes", "can u send me something spicy"; not "he made me send nudes",
 * "never send nudes" (a request says "me", or starts a clause, or asks).
 */
const ASKED = `(?:${ORDER}|\\b(?:can|could|will|would|wanna|pls|please|plz|should|shud) (?:${YOU} )?(?:just )?)`;
const NUDES =
  "(?:nudes|noods|nudies|nude pics|nude photos|naked pics|naked photos|dirty pics|sexy pics|spicy pics|lewds|nsfw pics|nsfw)";
/** Called sexy: "ur so sexy" (which obscenity's dataset reads "sex"), "you look so hot". */
const DESIRED =
  "(?:sexy|sex|fuckable|doable|bangable|horny|kinky|thicc|naughty|a turn on|turning me on|a snack|a smoke show|a smokeshow|(?:so|really|very|fucking|hella|super) hot(?! and bothered))";

/** What makes someone wet without a sexual meaning. */
const WEATHER =
  "(?:rain|raining|rained|storm|stormy|weather|drizzle|downpour|soaked|puddle|umbrella|swim|swimming|pool|sea|beach|shower|bath|snow)";

/** Their body, asked to be shown or pictured: "show me ur body", "send feet pics". */
const BODY =
  "(?:body|bod|figure|curves|legs|feet|foot|thighs|chest|abs|belly|tummy|booty|underwear|bra|panties|lingerie|bikini|naked|nude|topless|body naked|naked body|nsfw)";
/** A request: "send pics", "pls send", "can u send"; not "never send pics", "should i send pics". */
const REQUEST = `(?:^ |\\. |\\b(?:pls|please|plz|just|now|go on|come on|can ${YOU}|could ${YOU}|wil ${YOU}|would ${YOU}|${YOU} should|why dont ${YOU}|wanna|hurry up and) )`;
/**
 * After a picture asked for: of their body, or of them undressed; not "of the error", "of your dog".
 * A picture of them or their face ("send a selfie", "a photo of yourself") gives away who they are,
 * and is the personal-details screen's (personal-details-personal-requests.ts), which says so.
 */
const OF_THEM = `(?: (?:of (?:your|ur|ya) (?:${FILLER} )*${BODY}\\b|(?:of (?:${YOU}|${YOURSELF}) )?(?:in (?:(?:your|ur|ya) )?(?:underwear|bra|bikini|bed|pyjamas|pajamas|towel|the shower|the bath)|wearing|without|naked|nude|topless)))`;
/** The writer's own, offered to them: "wanna see my dick". */
const GENITALS =
  "(?:dick|cock|penis|dong|willy|junk|package|pussy|vagina|tits|titties|boobs|boobies|nipples|body naked|naked body|nudes|dick pic|dick pics|cock pic)";

export const SEXUAL_RULES: readonly string[] = [
  `\\b(?:show|flash) (?:me |us )?${YOUR} (?:${FILLER} )*${INTIMATE}\\b`,
  `\\b(?:send|give|show) (?:me |us )?(?:a |an |some )?${PICTURE} (?:of )?${YOUR} (?:${FILLER} )*${INTIMATE}\\b`,
  `\\b(?:i (?:want|wanna|wana|would love|d love|need) to see|lemme see|let me see|can i see) (?:${YOU} naked|${YOUR} (?:${FILLER} )*${INTIMATE})\\b`,
  // "take your clothes off", not "take your top off the radiator".
  `\\b(?:take|get|strip) (?:off )?${YOUR} (?:clothes|top|shirt|bra|knickers|panties|pants|underwear)(?: off)?(?= \\.| *$| for me| now| rn| right now| and)`,
  "\\b(?:sit on my face|suck my|ride me|bend over for me|spread your legs)\\b",
  `\\b(?:are|r) ${YOU} (?:still )?(?:a )?virgin\\b`,
  `\\bhave ${YOU} (?:ever )?(?:lost ${YOUR} virginity|been fingered|given head|had a threesome)\\b`,
  `\\b(?:whats|what is|what s) ${YOUR} (?:bra|cup) size\\b`,
  `\\bwhat (?:are|r|do) ${YOU} (?:into|like) in bed\\b`,
  `\\b(?:are|r) ${YOU} (?:naked|touching ${YOUR}self|horny|turned on|aroused)\\b`,
  // "are you wet?", not about the rain, a swim or a shower.
  `^(?!.*\\b${WEATHER}).*\\b(?:are|r) ${YOU} wet\\b`,
  `\\b${NOT_A_VERDICT}(?:${YOU_ARE}|${YOU} (?:look|looks|sound|seem)) (?:so |really |very |fucking |such a |such |proper |well |lowkey |kinda |hella |super )*${DESIRED}\\b`,
  // Nudes asked for: "send nudes", "got any nudes", "send me something spicy"; not "never send nudes".
  `${ASKED}(?:send|show|give|drop|post|share|trade|swap) (?:me |us )?(?:some |a |an |ur |your |more |any )?${NUDES}\\b`,
  `\\b(?:send|show|give) (?:me|us) (?:some |a |an |ur |your |more |any )?${NUDES}\\b`,
  `(?:^ |\\. )(?:${YOU} )?(?:got|have|any|trade|swap) (?:any )?nudes\\b`,
  `\\b(?:send|show) (?:me |us )(?:something|smth|sth|some pics|a pic|pics|a photo|photos|a vid|a video) (?:spicy|sexy|naughty|dirty|hot|nsfw|lewd|x rated|explicit|revealing)\\b`,
  `\\bwhat (?:are|r) ${YOU} wearing(?= \\.| *$| rn| right now| now| tonight| in bed| babe| baby| sexy| under)`,
  // Sex proposed: "wanna sext?", "do you want to hook up", "lets make out".
  `\\b(?:wanna|want to|wana|lets|let us|can we|shall we|we could|we should) (?:sext|cyber|have (?:phone )?sex|fuck|hook up|make out(?= \\.| *$| with)|sleep (?:with me|together)|get naked|touch each other)\\b`,
  // Their body admired: "you have nice tits", "how big are your boobs", "nice ass".
  `\\b${YOU} (?:have|got|ve got|have got|has) (?:such |really |a |some )*${ADMIRED} ${INTIMATE}\\b`,
  `\\b${YOUR} ${INTIMATE} (?:is|are|look|looks|s) (?:so |really |very )*${ADMIRED}\\b`,
  `^ (?:${ADMIRED} )+${INTIMATE} (?:\\. )*$`,
  `\\bhow (?:big|small|large|long|thick) (?:are|r|is|s) ${YOUR} (?:${INTIMATE}|dick)\\b`,
  `\\b(?:like|likes|love|want|wanna|prefer|enjoy) it (?:rough|from behind|doggy|doggy style)\\b`,
  `\\b(?:${YOU_ARE}|${YOU} (?:are|would be|d be|must be)|bet ${YOU}) (?:a |an |such a |so |really |probably |prob |must be |would be )*(?:freak|animal|beast|good|great|amazing|wild|kinky|naughty|tiger|dirty|fun|the best|insane|crazy) in bed\\b`,
  `\\bim (?:so |really |getting |rock )?hard (?:right now|rn|for ${YOU}|thinking about ${YOU}|just thinking)\\b(?! on\\b)`,
  `\\b(?:touching myself|jerk off|jerking off|wank|wanking|masturbate|masturbating) (?:thinking (?:about|of) ${YOU}|to ${YOU}|over ${YOU}|for ${YOU})\\b`,
  // Pictures of their body asked for: "send feet pics", "send me a picture of you in your bikini"; not
  // "send me pics of your dog", "a guy asked me for feet pics" (told), "send me the link".
  `${REQUEST}(?:send|show|drop|post|share|give|take) (?:me |us )?(?:some |a |an |more |any |(?:your|ur|ya) )?(?:${BODY} )?\\b${PICTURE}${OF_THEM}`,
  `\\b(?:can|could|may) i (?:have|get|see) (?:some |a |an |more |any |(?:your|ur|ya) )?(?:${BODY} ${PICTURE}\\b|${PICTURE}${OF_THEM})`,
  `${REQUEST}(?:send|show|drop|post|share|give) (?:me |us )?(?:some |a |an |more |any |(?:your|ur|ya) )?${BODY} ${PICTURE}\\b`,
  // Their body asked to be shown: "show me ur body", "let me see your legs", "show me yourself"; not
  // "show me how you did that", "show me your drawings".
  `\\b(?:show|flash) (?:me |us )(?:${YOURSELF}|what ${YOU} look like|(?:your|ur|ya) (?:${FILLER} )*${BODY})(?= \\.| *$| (?:now|rn|right now|babe|baby|pls|please|plz|then|on cam|on camera|on video))`,
  `\\b(?:i (?:want|wanna|wana|would love|d love|need) to see|lemme see|let me see|can i see) (?:your|ur|ya) (?:${FILLER} )*${BODY}(?= \\.| *$| (?:now|rn|right now|babe|baby|pls|please|plz|then|on cam|on camera))`,
  // Asked if they touch themselves: "do u touch urself", "do you masturbate"; not "do you hurt yourself".
  `\\b(?:do|did|have|would|wil|how often do|when did|when do|where do) ${YOU} (?:ever |still |been |like to |wanna |want to |even |often )*(?:touch|touched|touching|play with|played with|playing with|finger|fingered|fingering|pleasure|pleasured|pleasuring) ${YOURSELF}\\b(?! (?:up|down|off)\\b)`,
  `\\b(?:do|did|have|would|how often do|when did|when do|where do) ${YOU} (?:ever |still |like to |even |often )*(?:masturbate|masturbated|jerk off|jerked off|wank|wanked|rub one out)(?= \\.| *$| (?:to|thinking|much|a lot|often|at|in))`,
  // Their own offered to them: "wanna see my dick", "want a dick pic"; not "i want to see my body differently".
  `(?<!\\bi (?:really |just )?)\\b(?:wanna|wana|want to|want|would ${YOU} like to|do ${YOU} want to|can i|should i|let me|lemme|ill|i wil|i can|i could|imma|im gona) (?:see|show ${YOU}|send ${YOU}|have|get) (?:a (?:pic|picture|photo|vid|video) of )?my (?:${FILLER} )*${GENITALS}\\b`,
  `(?<!\\bi (?:really |just )?)\\b(?:wanna|wana|want|do ${YOU} want) (?:a |some |my )?(?:dick|cock) (?:pic|pics|picture|photo|photos)\\b`,
];
