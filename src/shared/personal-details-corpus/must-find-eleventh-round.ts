/**
 * The eleventh round of the development part (2026-12-01), written before any rule, beside the
 * must-pass rows of must-pass-eleventh-round.ts, for three gaps a tester found. Asking a stranger's
 * age: NSPCC's and Thorn's descriptions of grooming's targeting, and the FBI's sextortion advice,
 * name age among the first things an offender asks ("a/s/l", "how old are you?", "are you 18?"),
 * to single out someone young. Messengers whose names are everyday words (LINE, Kik, Signal,
 * Session, Wire, Threema, Viber, Telegram, Discord, Instagram) in the invitations that move a chat
 * off a platform. A phone number given in short parts among words, to get past a filter, as
 * described in the same sources. Spread into MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const ELEVENTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // The reader's age asked, as strangers ask it: plainly, in passing, as a check of being an adult.
  ["how old are you btw?", "personal-request"],
  ["how old r u", "personal-request"],
  ["hey :) how old are u", "personal-request"],
  ["wait how old are you actually", "personal-request"],
  ["asl", "personal-request"],
  ["u 18?", "personal-request"],
  ["are you over 18?", "personal-request"],
  ["r u even 18 lol", "personal-request"],
  ["what's your age?", "personal-request"],
  ["can i ask your age?", "personal-request"],
  ["what age are you", "personal-request"],
  ["age?", "personal-request"],
  ["im 34 hbu?", "personal-request"],
  ["are you a minor?", "personal-request"],
  ["you're 18+ right?", "personal-request"],
  ["so how old are you really", "personal-request"],
  // Relabelled from must-pass (it passed on purpose until this round): asked kindly, it is still the
  // reader's age asked by a stranger, and the hold costs the kind asker one click.
  ["how old are you, if you don't mind me asking? you sound wise", "personal-request"],
  // A messenger whose name is an everyday word, in an invitation to it.
  ["add me on line", "contact-request"],
  ["add me on LINE", "contact-request"],
  ["find me on line", "contact-request"],
  ["hit me up on kik", "contact-request"],
  ["find me on signal", "contact-request"],
  ["add me on session", "contact-request"],
  ["hmu on session", "contact-request"],
  ["add me on wire", "contact-request"],
  ["find me on threema", "contact-request"],
  ["add me on viber", "contact-request"],
  ["find me on telegram", "contact-request"],
  ["hit me up on discord", "contact-request"],
  ["add me on insta", "contact-request"],
  ["message me on line instead", "contact-request"],
  ["do you have line?", "contact-request"],
  ["are you on signal?", "contact-request"],
  // A phone number in short parts among words, within one message.
  ["my number is 07 then 700 900 then 12", "phone"],
  ["my number is 0 7 7 0 0 then 9 0 0 then 1 2 3", "phone"],
  ["text me, it's 07 and then 911 and then 123 456", "phone"],
  ["0 7 7 0 0 then 9 0 0 then 1 2 3", "phone"],
  ["call me on 07 dash 700 dash 900 dash 123", "phone"],
  ["my cell is 415 then 86 then 75 then 309", "phone"],
];
