/**
 * Threats to hurt, find, expose or ruin them, and harm wished on them or their own: "I'll kill you",
 * "i will find you", "i'm going to dox you", "i'll make your life hell", "i hope you get hit by a
 * car". Not help found for them ("i'll find you a helpline number"), nor kind wishes ("i hope
 * nothing bad happens to you on the way home"), nor advice ("don't text him, you'll regret this").
 */
import { I_WILL, YOU } from "./harassment-words.js";

/** Their people and pets, on whom harm is wished: "i hope your cat dies". */
const THEIR_OWN =
  "(?:your|ur) (?:cat|dog|pet|family|mum|mom|mother|dad|father|kids|children|baby|friends|parents|partner|wife|husband|boyfriend|girlfriend|brother|sister)";

export const THREAT_RULES: readonly string[] = [
  // Threats: "I'll kill you", "I'm going to hurt you".
  `\\b(?:ill|i will|i am going to|im going to|im gonna|i am gonna|imma|ima|i want to|i wanna|i could|i shall|i can) (?:fucking )?(?:kill|murder|rape|hurt|stab|shoot|strangle|choke|beat|molest|assault|find and kill|hunt down|end) ${YOU}\\b`,
  `\\bi know where ${YOU} live\\b`,
  // Finding, tracking or exposing them: "i will find you", "i'll hunt you down", "i'm going to dox you"
  // (not "i'll find you a helpline number").
  `\\b(?:${I_WILL}|i can|i could) (?:find|hunt|track) ${YOU}(?: down\\b| (?=\\.|and\\b)| *$)`,
  `\\b(?:${I_WILL}|i can|i could) (?:find out|work out|figure out) where ${YOU} (?:live|work|go to school)\\b`,
  `\\b(?:${I_WILL}|i can|i could) (?:dox|doxx|expose) ${YOU}\\b`,
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
  `\\b(?:hope|wish|pray) (?:that )?${THEIR_OWN} (?:dies|die|gets cancer|gets hurt|gets hit|suffers|rots)\\b`,
  `\\b(?:hope|wish|pray) (?:that )?${YOU} lose (?:everything|everyone|everybody|your job|your kids)\\b`,
];
