/**
 * Threats to hurt, find, expose or ruin them, and harm wished on them or their own: "I'll kill you",
 * "i will find you", "i'm going to dox you", "i'll make your life hell", "i hope you get hit by a
 * car". Not help found for them ("i'll find you a helpline number"), nor kind wishes ("i hope
 * nothing bad happens to you on the way home"), nor advice ("don't text him, you'll regret this").
 */
import { FILLER, I_WILL, YOU } from "./harassment-words.js";

/** Their people and pets, on whom harm is wished: "i hope your cat dies". */
const THEIR_OWN =
  "(?:your|ur) (?:cat|dog|pet|family|mum|mom|mother|dad|father|kids|children|baby|friends|parents|partner|wife|husband|boyfriend|girlfriend|brother|sister)";

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
];
