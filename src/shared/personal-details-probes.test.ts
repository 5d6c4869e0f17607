/**
 * Variants met while trying the third round's rules (2026-11-29) on sentences of their families,
 * after the rules were written: kept here, apart from the development corpus (which holds only rows
 * written before the rules), so that what was widened or narrowed then stays so.
 */
import { describe, expect, it } from "vitest";
import { findPersonalDetails, type PersonalDetailKind } from "./personal-details.js";

const CAUGHT: readonly [string, PersonalDetailKind][] = [
  ["find me on insta as riley_k", "handle"],
  ["my discord? riley_k", "handle"],
  ["snap? its riley_k", "handle"],
  ["tiktok @ riley_k", "handle"],
  ["i go by riley_k everywhere", "handle"],
  ["i'm riley_k on most apps", "handle"],
  ["insta: j a n e d o e or snap: j a n e 2", "handle"],
  ["do you have snapchat or something", "contact-request"],
  ["let's chat elsewhere", "contact-request"],
  ["mind if i add you on snap?", "contact-request"],
  ["would you add me on snap?", "contact-request"],
  ["can we text?", "contact-request"],
  ["get discord so we can talk", "contact-request"],
  ["download kik and add me", "contact-request"],
];

/** Said of a platform, a game or oneself, or a supporter's words: nothing to find. */
const PASSED: readonly string[] = [
  "Insta? Sure",
  "tiktok @ 2am",
  "snap asap",
  // The equivalence test's letters-apart reading of a must-pass row: typed apart throughout, no handle.
  "I d e l e t e d instagram l a s t w e e k",
  "i use discord as therapy",
  "i'm welcome everywhere",
  "i'm sad on all apps",
  "it's normal on reddit",
  "it's available on steam",
  "I need to let off steam.",
  "PlayStation Plus.",
  "gamertag ideas?",
  "my gamertag is stupid",
  "add captions on tiktok",
  "add him on snap",
  "the @everyone ping woke me",
  "do you have an xbox?",
  "do you use social media?",
  "you should get tiktok, the art helped",
  "i'll add you to my prayers",
  "let's text about it here",
  "call me instead of him next time lol",
  "let's go somewhere else in our heads",
  "we can talk privately here",
  "is there a different place to chat about grief?",
];

describe("the third round's rules on the variants met while trying them", () => {
  it.each(CAUGHT)("finds the detail in %j (%s)", (text, kind) => {
    expect(findPersonalDetails(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each(PASSED)("lets %j through", (text) => {
    expect(findPersonalDetails(text)).toEqual([]);
  });
});
