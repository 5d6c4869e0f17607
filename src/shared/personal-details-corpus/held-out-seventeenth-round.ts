/**
 * Held-out rows of the seventeenth round (2026-12-01), written from the same categories as its
 * development rows (look-alike letters in a platform's name, a platform by its look, payment
 * handles, a bio elsewhere, a full name, a street, a meeting, a school, grooming's questions, and
 * their everyday neighbours) before any of its rules, and never read while they were written: only
 * scored by personal-details.test.ts. Spread into held-out.ts.
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const HELD_OUT_SEVENTEENTH_FIND: readonly [string, PersonalDetailKind][] = [
  ["ᴀᴅᴅ ᴍᴇ ᴏɴ ɪɴsᴛᴀ moonie22", "handle"],
  ["снапчат moonie22", "handle"],
  ["add me on the yellow ghost app, same name as here", "handle"],
  ["my cash app is $moonie22", "handle"],
  ["my real name is riley carter", "handle"],
  ["i live on church lane", "address"],
  ["meet me outside the station after school", "personal-request"],
  ["are u a boy or a girl?", "personal-request"],
];

export const HELD_OUT_SEVENTEENTH_PASS: readonly string[] = [
  "я так устала от всего",
  "the bird app made me feel worse tonight",
  "spotify wrapped says i listened to 40000 minutes",
  "my name is riley, hi",
  "my street has no lights at night",
  "i go to school by bus",
];
