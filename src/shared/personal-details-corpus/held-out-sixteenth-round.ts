/**
 * Held-out rows of the sixteenth round (2026-12-01), written from the same categories as its
 * development rows (enclosed letters, a handle's digits said in words, a move off Kindred or
 * "what are you wearing" ended by an emoji or a laugh, a username where a game platform is named,
 * and their everyday neighbours) before any of its rules, and never read while they were written:
 * only scored by personal-details.test.ts. Spread into held-out.ts.
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const HELD_OUT_SIXTEENTH_FIND: readonly [string, PersonalDetailKind][] = [
  ["ⓜⓨ ⓢⓝⓐⓟ ⓘⓢ moonie22", "handle"],
  ["hmu at moonie two two on snap", "handle"],
  ["lets take this somewhere more private 🙈", "contact-request"],
  ["what r u wearing rn lol", "personal-request"],
  ["im on psn a lot, my username is moonie", "handle"],
  ["🅼🅾🅾🅽🅸🅴22 on insta", "handle"],
];

export const HELD_OUT_SIXTEENTH_PASS: readonly string[] = [
  "where r u from originally?",
  "what are you wearing to your sister's wedding?",
  "22 days clean today",
  "ⓖⓞⓞⓓ ⓜⓞⓡⓝⓘⓝⓖ everyone",
  "the quiet room at work is more private, i go there to cry",
];
