/**
 * Sexual remarks, requests and questions put to the other person: "show me your tits", "are you a
 * virgin", "take your clothes off", "i'm touching myself thinking about you". Kindred pairs strangers
 * who came for support, some of them young: such a message is refused like abuse (harassment.ts),
 * with a reason of its own. Not what was done to the writer, told ("he kept asking if i was a virgin",
 * "someone told me to take my clothes off on a video call"), nor the writer's own life ("i'm a
 * virgin and people make fun of me"). The content filter already refuses the plainest words ("sex",
 * "nude", "horny").
 */
import { FILLER, YOU } from "./harassment-words.js";

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
  `\\b(?:are|r) ${YOU} (?:wet|naked|touching ${YOUR}self)\\b`,
  `\\bim (?:so |really |getting |rock )?hard (?:right now|rn|for ${YOU}|thinking about ${YOU}|just thinking)\\b`,
  `\\b(?:touching myself|jerk off|jerking off|wank|wanking|masturbate|masturbating) (?:thinking (?:about|of) ${YOU}|to ${YOU}|over ${YOU}|for ${YOU})\\b`,
];
