/**
 * Threats to hurt, find, expose or ruin them, and harm wished on them or their own: "I'll kill you",
 * "i will find you", "i'm going to dox you", "i'll make your life hell", "i hope you get hit by a
 * car". Not help found for them ("i'll find you a helpline number"), nor kind wishes ("i hope
 * nothing bad happens to you on the way home"), nor advice ("don't text him, you'll regret this").
 */
import { aboutNoOneElse, FILLER, I_WILL, YOU } from "./harassment-words.js";

/** Their people and pets, on whom harm is wished: "i hope your cat dies". */
const THEIR_OWN =
  "(?:your|ur) (?:whole |entire |little |stupid )?(?:cat|dog|pet|family|mum|mom|mother|dad|father|kids|children|baby|friends|parents|partner|wife|husband|boyfriend|girlfriend|brother|sister)";

/** Violence, as threatened: "kill", "beat", "smash". */
const HURT =
  "(?:kill|murder|rape|hurt|stab|shoot|strangle|choke|beat|beat up|molest|assault|punch|slap|smack|kick|batter|bash|smash|break|knock out|cave in|slit|cut|burn|find and kill|hunt down|end)";
/** The writer about to act: "i'll", "i could", "watch me". */
const I_COULD = `(?:${I_WILL}|i want to|i wanna|i could|i can|i might|watch me)`;
/** What can be exposed of them: their pictures, their address, their secrets. */
const EXPOSED =
  "(?:pics|pictures|photos|nudes|address|home address|number|phone number|secrets|secret|messages|texts|chats|screenshots|details|info|information|location|ip|ip address|dms|convos|conversations|search history)";
/** Who a threat will tell: "everyone", "your boss". */
const TOLD =
  "(?:everyone|everybody|the whole school|all (?:your|ur) friends|(?:your|ur) (?:family|parents|mum|mom|dad|boss|friends|wife|husband|partner|school|work|employer|teachers))";

/** Where they can be found from: "i can find your ip", "i could trace your location". */
const WHERE_FOUND =
  "(?:ip|ip address|address|home address|location|real name|school|workplace|house|postcode|phone|socials|family)";
/** Their own people, sent what the writer has of them: "everyone you know", "your boss". */
const THEIR_PEOPLE = `(?:(?:everyone|everybody|every1|all the people) ${YOU} (?:know|love|care about|work with)|all (?:your|ur) (?:friends|contacts|followers|family)|(?:your|ur) (?:family|parents|mum|mom|dad|boss|friends|wife|husband|partner|school|work|employer|teachers|followers|contacts|class))`;
/** The chat itself, kept to be used against them: "this", "our convo", "your messages". */
const THIS_CHAT =
  "(?:this|that|it|everything|all of this|all this|(?:this|our|the) (?:chat|convo|conversation|messages|dms)|(?:your|ur) (?:messages|texts|dms))";
/** Where what is kept of them is spread: "to everyone you know", "online", "everywhere". */
const SPREAD_TO = `(?:(?:to|with) (?:${THEIR_PEOPLE}|everyone|everybody|the whole (?:school|internet|world))|online|everywhere|on (?:twitter|tiktok|insta|instagram|facebook|reddit|snap|snapchat|the internet))`;

export const THREAT_RULES: readonly string[] = [
  // Threats: "I'll kill you", "I'm going to hurt you".
  `\\b${I_COULD} (?:fucking )?${HURT} (?:${YOU}\\b(?! (?:at|to|some|off|a break|a deal|slack)\\b)|the (?:shit|crap|hell|fuck|life|living daylights) out of ${YOU}\\b|(?:your|ur) (?:${FILLER} )*(?:face|head|teeth|skull|jaw|nose|legs|neck|kneecaps|throat)\\b)`,
  // "ur dead meat", "you're dead if i ever see you"; not "you're dead on", "i'd be sad if you were dead".
  `(?<!\\b(?:if|when|once|until|till|after|before|that|whether|like) )\\b(?:you are|youre|your|ur|u r|u are|you r) (?:so |fucking |actually |literally |already |as good as |a )*dead(?: meat| man| woman| when| if| once| after| next time| tomorrow| tonight| lol| bitch|(?= \\.| *$))`,
  `\\b(?:im|i am|we are|were|ima|imma) (?:coming|comin) (?:for|after) ${YOU}(?= \\.| *$| next| bitch| soon| tonight)`,
  // Finding, tracking or exposing them: "i will find you", "i'll hunt you down", "i'm going to dox you"
  // (not "i'll find you a helpline number").
  `\\b(?:${I_WILL}|i can|i could) (?:find|hunt|track) ${YOU}(?: down\\b| (?=\\.|and\\b)| *$)`,
  `\\b(?:${I_COULD}|i|i already|we) (?:know|find|found|find out|found out|work out|worked out|figure out|figured out|get) where ${YOU} (?:live|work|sleep|go to school|study|stay)(?= \\.| *$| and| now| lol| bitch| too)`,
  `\\bi (?:have|got|ve got|have got|know|found|tracked|traced) (?:your|ur|ya) (?:ip|ip address|address|home address|location|school|workplace|postcode|house)\\b`,
  `\\b${I_COULD} (?:dox|doxx|expose|out|humiliate) ${YOU}\\b(?! to\\b)`,
  // "i'll post your pics everywhere", "im going to tell everyone your secrets", "ill ruin u".
  `\\b${I_COULD} (?:post|leak|share|send|show|spread|publish|upload|screenshot|put) (?:all )?(?:of )?(?:your|ur|ya) (?:${FILLER} )*${EXPOSED}\\b`,
  `\\b${I_COULD} (?:tell|show|send|text|message|dm) ${TOLD} (?:about |what |that |all about )?(?:(?:your|ur) (?:secrets|secret|nudes|pics|photos|messages|address|business)|what ${YOU} (?:did|told me|sent|are)|who ${YOU} (?:really )?are|everything)\\b`,
  `\\b${I_COULD} (?:ruin|destroy|wreck|bury|break|get|humiliate|finish) ${YOU}(?= \\.| *$| and (?:your|ur|everyone)| for (?:this|that|what)| bitch| lol| too)`,
  `\\bbetter watch (?:your|ur) back\\b`,
  // Making them pay: "i'll make your life hell", "i'll make you pay", "i'll ruin your life".
  `\\b${I_WILL} (?:make|turn) (?:your|ur) life (?:a )?(?:living )?(?:hell|miserable|a misery)\\b`,
  `\\b${I_WILL} make ${YOU} (?:pay|suffer|regret)\\b`,
  `\\b${I_WILL} (?:ruin|destroy) (?:your|ur) life\\b`,
  // "you'll regret this" as the whole message; in a clause it is as often advice ("don't text him,
  // you'll regret this").
  `^ ${YOU}(?:l| wil| are gona| are going to| re gona| re going to|re gona|re going to| gona) regret this (?:\\. )*$`,
  // Harm wished on them or their own.
  `\\b(?:hope|wish|pray) (?:that )?${YOU} (?:get|gets) (?:hit by (?:a |the )?(?:car|bus|train|truck|lorry)|run over|hurt|raped|killed|attacked|beaten|whats coming)\\b`,
  `\\b(?:hope|wish|pray) (?:that )?(?:something|somthing) (?:bad|terrible|awful) (?:happens|wil happen) to ${YOU}\\b`,
  `\\b(?:hope|wish|pray) (?:that )?${THEIR_OWN} (?:dies|die|gets cancer|get cancer|gets hurt|get hurt|gets hit|get hit|gets sick|get sick|gets run over|get run over|gets taken|get taken|suffers|suffer|rots|rot)\\b`,
  `\\b(?:hope|wish|pray) (?:that )?${YOU} lose (?:everything|everyone|everybody|your job|your kids)\\b`,
  // Where they can be found from, the threat unspoken: "i can find your ip", "i could trace your
  // location"; not "i can find the helpline number for you".
  `\\b(?:${I_COULD}|i know how to|its easy to) (?:find|get|track|trace|pull|grab|look up|dig up) (?:your|ur|ya) ${WHERE_FOUND}\\b(?! for ${YOU}\\b)`,
  `\\b(?:${I_WILL}|i can|i could) (?:track|trace) ${YOU}(?= \\.| *$| down| anywhere| wherever| bitch| lol)`,
  // The veiled threat: "watch ur back", "you better sleep with one eye open"; not the advice of a
  // message that names who to watch for ("watch your back at that job, your boss sounds awful").
  aboutNoOneElse(
    `(?:^ |\\. |\\b(?:${YOU}|${YOU}d|youd) (?:better|had better|should|might want to|need to) )watch (?:your|ur|ya) back(?= \\.| *$| bitch| lol| mate| bro| from now on| if i were ${YOU}| cause| because| or else)`,
  ),
  `(?:^ |\\. |\\b(?:${YOU}|${YOU}d|youd) (?:better|had better|should|might want to|need to|gona want to) )sleep with one eye open(?= \\.| *$| bitch| lol| tonight| from now on| if i were ${YOU})`,
  // The dare to repeat it: "say that again and see what happens", "do that again and you'll regret
  // it"; not "say that again? i didn't quite get it".
  `\\b(?:say|do|try|call me|text me|message me|talk to me like) (?:that|this|it|me that|that shit|that to me) (?:again|one more time|once more|ever again) (?:and|or) (?:see|watch) what happens(?: to ${YOU})?(?= \\.| *$| bitch| lol| mate| bro)`,
  `\\b(?:(?:say|do|try|call me|text me|message me|talk to me like) (?:that|this|it|me that|that shit|that to me) (?:again|one more time|once more|ever again)|keep (?:talking|it up|pushing me|testing me|running (?:your|ur) mouth)) (?:and|or) (?:${YOU}(?:l| wil| are gona| are going to| re gona|re gona|re going to) (?:regret it|be sorry|see)|${I_WILL} )`,
  // "you'll regret it", "you're gonna regret that", as the whole message (advice has a clause before).
  `^ (?:oh |trust me |believe me |mark my words )?${YOU}(?:l| wil| are gona| are going to| re gona| re going to|re gona|re going to| gona) regret (?:it|that|this|saying that|this bitch) (?:\\. )*$`,
  // The chat kept and spread: "im gonna screenshot this and send it to everyone you know", "ill
  // send the screenshots to your boss", "i'll make sure everyone sees this"; not "my ex screenshotted
  // my messages and sent them to everyone" (told), nor "i'm going to screenshot this so i remember".
  `\\b${I_COULD} (?:screenshot|screenshotting|screencap|screen record|record|save|keep) ${THIS_CHAT} and (?:send|show|post|share|leak|forward|spread|put|upload) (?:it |them |this |that |these |those |all |everything )*${SPREAD_TO}`,
  `\\b${I_COULD} (?:screenshot|screenshotting|screencap) ${THIS_CHAT} and (?:post|leak|spread|upload) (?:it|them|this|that)(?= \\.| *$| lol| bitch)`,
  `\\b${I_COULD} (?:send|show|post|forward|share|leak) (?:the |these |those |my |all )?(?:screenshots|screenshot|screencaps|receipts|${THIS_CHAT}) (?:to|with) ${THEIR_PEOPLE}`,
  `\\b${I_WILL} make sure (?:everyone|everybody|the whole (?:world|school|internet)|all (?:your|ur) friends|${THEIR_PEOPLE}) (?:sees|see|knows|know|hears|hear|finds out|find out|reads|read)(?: (?:this|it|that|about ${YOU}|what ${YOU}|who ${YOU}|everything)\\b|(?= \\.| *$))`,
];
