/**
 * The tenth round of the development part (2026-11-30), written before any rule, beside the
 * must-pass rows of must-pass-tenth-round.ts, for what a tester's trial sent without a caution: a
 * messenger's name said as a verb ("whatsapp me"), numbers offered that libphonenumber-js calls
 * invalid ("text me 555 867 5309"), and Snapchat by its nickname ("the yellow ghost app"). Several
 * phrasings of each, across the common messengers. "meet me at 7pm" is here on purpose: a stranger
 * naming a time to meet is a meeting proposed, which the guard holds (see README, tenth round).
 * Spread into MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const TENTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // A messenger's name said as a verb: an invitation as plain as "add me on whatsapp".
  ["whatsapp me", "contact-request"],
  ["whatsapp me pls", "contact-request"],
  ["just signal me", "contact-request"],
  ["telegram me later", "contact-request"],
  ["snap me", "contact-request"],
  ["ok kik me", "contact-request"],
  ["wechat me tonight", "contact-request"],
  ["insta me x", "contact-request"],
  // The same invitation with "on", across the messengers.
  ["hmu on signal", "contact-request"],
  ["dm me on insta", "contact-request"],
  ["hmu on kik", "contact-request"],
  ["add me on wechat", "contact-request"],
  ["message me on viber", "contact-request"],
  ["hit me up on telegram", "contact-request"],
  ["add me on the yellow ghost app", "contact-request"],
  // A number offered, whether or not it is a valid one: 555 numbers, and lengths no country has.
  ["text me 555 867 5309", "phone"],
  ["my number is 555 0123 4567", "phone"],
  ["call me on 555-867-5309", "phone"],
  ["my cell is 555 123 4567", "phone"],
  ["ring me 1234567", "phone"],
  ["here's my number: 555 0199 8877", "phone"],
  ["whatsapp me on 555 867 5309", "phone"],
  ["my mobile number is 0799 123 45", "phone"],
  // Platforms by their nicknames, beside a handle.
  ["add me jennyb2001 on the yellow ghost app", "handle"],
  ["im jennyb2001 on the ghost app", "handle"],
  ["my yellow ghost is jennyb2001", "handle"],
  ["jenny_b01 on the bird app", "handle"],
  // Meeting at a time: held as a meeting proposed (the guard's rule since the fourth round).
  ["meet me at 7pm", "personal-request"],
  ["meet me at the station at 7", "personal-request"],
];
