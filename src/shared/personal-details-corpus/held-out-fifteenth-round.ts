/**
 * Held-out rows of the fifteenth round (2026-12-01), written from the same categories as its
 * development rows (disguised and short platform names with a handle, a number said in words with
 * commas, a casual meeting in person, and their everyday neighbours) before any of its rules, and
 * never read while they were written: only scored by personal-details.test.ts. Spread into
 * held-out.ts.
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const HELD_OUT_FIFTEENTH_FIND: readonly [string, PersonalDetailKind][] = [
  ["my 1nst@ is sunny.k_", "handle"],
  ["add me on sn4pch4t its sunnyk", "handle"],
  ["my tele @sunnyk", "handle"],
  ["sc sunny.k_ add me", "handle"],
  ["oh seven eight, one one, two, three four five, six seven", "phone"],
  ["wanna meet up irl sometime?", "personal-request"],
  ["we should grab lunch one day", "personal-request"],
];

export const HELD_OUT_FIFTEENTH_PASS: readonly string[] = [
  "i stopped using tiktok and i sleep better",
  "irl nobody listens to me",
  "it was two, maybe three, years ago",
  "the train was at ten fifteen, then eleven forty",
  "snapchat made me compare myself to everyone",
];
