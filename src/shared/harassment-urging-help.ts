/**
 * A helpful act named beside a push: "do it, call them now", "just get it over with and tell
 * someone", "go for it, text the helpline", "you really should talk to your doctor". A supporter
 * pushes toward help in the same imperatives a stranger goads with ("do it", "go for it", "you
 * should", "hurry up"), so the pushes that name no act themselves (harassment-urging.ts PUSHES) are
 * set aside when the message names one of these. Cruelty that needs no push ("nobody cares", "take
 * the whole bottle", "coward") is read whatever else the message says.
 *
 * Read on normalised text (crisis-text.ts): numbers such as 988 or 111 read "a lot of", "a&e" reads
 * "a e".
 */
import { phrase } from "./crisis-text.js";

/** Who a supporter sends them to ("call them", "ring 988"); never "me": "do it and tell me" goads. */
const SOMEONE =
  "(?:them|him|her|someone|somebody|anyone|anybody|a|an|your|the|a lot of|now|back|for help|right now|today|tonight)";

const HELPFUL_ACT = phrase(
  [
    `\\b(?:call|ring|phone|text|message|dm|contact|tell|email) ${SOMEONE}\\b`,
    "\\b(?:reach out|open up|talk|speak|chat) to (?:them|him|her|someone|somebody|anyone|anybody|a|an|your|the)\\b",
    // Only to help: "go to the bridge" names a place too.
    "\\b(?:go|get|head) (?:straight )?to (?:the )?(?:hospital|a e|a and e|er|urgent care|emergency|your gp|the doctor|a doctor)\\b",
    "\\b(?:get|ask for|seek|find|accept) (?:some |real |proper |professional )?(?:help|support)\\b",
    "\\b(?:see|book|make an appointment with) (?:a|your|the) (?:doctor|gp|counsellor|counselor|therapist|nurse)\\b",
    "\\b(?:samaritans|helpline|hotline|crisis line|crisis team|text line|childline|emergency services|ambulance|gp|doctor|therapist)\\b",
    "\\b(?:stay|keep (?:yourself )?|be) safe\\b",
  ].join("|"),
);

/** Whether the normalised message names an act a supporter urges: calling, telling, getting help. */
export const namesHelpfulAct = (read: string): boolean => HELPFUL_ACT.test(read);
