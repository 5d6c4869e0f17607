/**
 * The fifth round of the development part (2026-11-29), written before any rule: flattery aimed at a
 * young person, from how NSPCC, Thorn and CEOP/ThinkUKnow describe it (older than their age, "age is
 * just a number" to make an older person's interest seem normal), as a reviewer's look-alikes
 * (must-pass-fifth-round.ts) were written beside it. Spread into MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const FIFTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // Praise of being older than a young age, said to the reader.
  ["you're so mature for 13", "personal-request"],
  ["lol so mature for 13, you know", "personal-request"],
  ["you're so grown up for 14, honestly", "personal-request"],
  ["ur so mature for 15 tbh", "personal-request"],
  ["so mature for a 12 year old, aren't you", "personal-request"],
  ["you're really smart for 14", "personal-request"],
  // The age in words (2026-11-29, after the round): flattery reads the same written out.
  ["you're so mature for thirteen", "personal-request"],
  ["ur so grown up for fourteen tbh", "personal-request"],
  ["so mature for a fifteen year old, aren't you", "personal-request"],
  // "Age is just a number" said of the writer and the reader.
  ["age is just a number, you're mature for 14", "personal-request"],
  ["don't worry about me being older, age is just a number", "personal-request"],
  ["age is just a number babe", "personal-request"],
  ["i don't care that you're 15, age is just a number", "personal-request"],
  // Of a parent, held on purpose (decided after the round's rule, 2026-11-29): said of a parent it
  // also makes an age gap seem normal, and the hold costs the writer one confirmation.
  ["my mum started uni at 50, age is just a number right?", "personal-request"],
  ["my mum married someone 20 years older, age is just a number", "personal-request"],
];
