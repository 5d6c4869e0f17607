/**
 * Held out: written with the rest, from the same categories, and never run while the rules were
 * written. The table test reports how the guard does on them and keeps a floor, rather than
 * requiring every one (see personal-details.test.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";
import { HELD_OUT_FIFTEENTH_FIND, HELD_OUT_FIFTEENTH_PASS } from "./held-out-fifteenth-round.js";
import { HELD_OUT_SIXTEENTH_FIND, HELD_OUT_SIXTEENTH_PASS } from "./held-out-sixteenth-round.js";
import { HELD_OUT_SEVENTEENTH_FIND, HELD_OUT_SEVENTEENTH_PASS } from "./held-out-seventeenth-round.js";

export const HELD_OUT_FIND: readonly [string, PersonalDetailKind][] = [
  ["text me on 07700 123456 tonight", "phone"],
  ["my mobile: 07 911 123 456", "phone"],
  ["(646) 555-0123 call anytime", "phone"],
  ["+44 20 7946 0958", "phone"],
  ["0401 234 567 is my number", "phone"],
  ["+1-212-555-0100", "phone"],
  ["reach me at lee.m@yahoo.com", "email"],
  ["lee dot m at yahoo dot com", "email"],
  ["my email kay at hotmail", "email"],
  ["add me on snapchat @kaydee_1", "handle"],
  ["insta - sunny.days.22", "handle"],
  ["my telegram is @night_owl", "handle"],
  ["discord name: owl_at_night", "handle"],
  ["https://wa.me/15551234567", "link"],
  ["t.me/night_owl come say hi", "link"],
  ["I'm at 88 Station Road", "address"],
  ["12 Church Lane is my house", "address"],
  ["5 Park Avenue apartment 3", "address"],
  ["my postcode is EC1A 1BB", "address"],
  ["snap: riley.k", "handle"],
  // 2026-12-01, fifteenth round, written before its rules.
  ...HELD_OUT_FIFTEENTH_FIND,
  // 2026-12-01, sixteenth round, written before its rules.
  ...HELD_OUT_SIXTEENTH_FIND,
  // 2026-12-01, seventeenth round, written before its rules.
  ...HELD_OUT_SEVENTEENTH_FIND,
];

export const HELD_OUT_PASS: readonly string[] = [
  "i'll be back at 11:15",
  "my son is 15 and won't talk to me",
  "the bill was £84.20",
  "we lost 2-4",
  "I did 8000 steps",
  "my top 5 songs help",
  "back in 2008 I lost my job",
  "on 3/4/2021 my dad died",
  "I've been sober 90 days",
  "@nova do you ever feel like this",
  "I'm on instagram way too much",
  "snapchat streaks stress me out",
  "we meet at noon",
  "my house is on a busy road",
  "I'm 5 minutes down the lane",
  "the 2 of us at the park",
  "I weigh 70 kg",
  "my flight is BA 286",
  "chapter 12 page 304",
  "call 911 if it's an emergency",
  // 2026-12-01, fifteenth round, written before its rules.
  ...HELD_OUT_FIFTEENTH_PASS,
  // 2026-12-01, sixteenth round, written before its rules.
  ...HELD_OUT_SIXTEENTH_PASS,
  // 2026-12-01, seventeenth round, written before its rules.
  ...HELD_OUT_SEVENTEENTH_PASS,
];
