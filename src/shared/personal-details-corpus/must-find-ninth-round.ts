/**
 * The ninth round of the development part (2026-11-30), written before any rule, beside the
 * must-pass rows of must-pass-ninth-round.ts: whether others are awake or around said of the
 * reader's home or company, which asks whether the reader is unwatched now, and where the reader is.
 * Written from the public descriptions of grooming's targeting and isolating stages (NSPCC's signs
 * of grooming, Thorn, CEOP/ThinkUKnow: who is home, whether parents are awake or asleep, whether the
 * child is alone in their room), not from the rules. Spread into MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const NINTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // Awake or around at the reader's home: whether anyone would see.
  ["is anyone else awake in your house?", "personal-request"],
  ["is anyone else up at yours?", "personal-request"],
  ["is anyone around you right now?", "personal-request"],
  ["who's awake at your house?", "personal-request"],
  ["is everyone at your house asleep?", "personal-request"],
  ["are your parents asleep?", "personal-request"],
  ["is your mum still awake?", "personal-request"],
  ["are your parents still up", "personal-request"],
  // Alone, and where.
  ["are you home alone?", "personal-request"],
  ["are you in your room alone rn", "personal-request"],
  ["where are you right now?", "personal-request"],
  ["where are you rn", "personal-request"],
];
