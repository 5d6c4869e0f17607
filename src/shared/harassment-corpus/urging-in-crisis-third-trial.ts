/**
 * Urging a partner in crisis, development rows from a third stranger's trial (written 2026-12-01,
 * before the rules that answer them). The partner had just said "i'm going to take all my pills",
 * "i want to jump" or "i dont want to be here anymore"; what the other person wrote was delivered:
 *
 * - advice that helps the act: how much to take, how many they have, a picture of the means asked
 *   for, the danger played down ("it's not that high");
 * - a suicide pact ("same, lets do it together"): urging, and the writer's own crisis too;
 * - "do it" misspelt or broken up ("dew it", "do.it", "d0 it");
 * - approval of the act ("👍", "fair enough tbh", "i would too") and a dismissal that invites it
 *   ("bye then", "then leave");
 * - a bare "ok" or "k" after the act: ambiguous (a stunned supporter may mean "i hear you"), so
 *   refused with a reason that asks for words, but not reported at once (UNCLEAR).
 *
 * To pass, in the same chat: a supporter's words in the same shapes (medicine taken as prescribed,
 * a question about sleep, a picture of a pet, "ok, i'm listening", agreeing that the feeling makes
 * sense, a short absence announced), and the same approvals after a helpful plan of the partner's.
 * The held-out part (urging-in-crisis-third-held-out.ts) is measured and never read to write a rule.
 */
import type { Affirmation } from "./urging-in-crisis-affirming.js";

const PILLS = ["i'm going to take all my pills"];
const JUMP = ["i want to jump"];
const NOT_HERE = ["i dont want to be here anymore"];

const to = (said: readonly string[], replies: readonly string[]): Affirmation[] =>
  replies.map((reply) => ({ said, reply }));

/** Refused as urging, reported at once. */
export const THIRD_TRIAL_CATCH: readonly Affirmation[] = [
  // advice that helps the act
  ...to(PILLS, [
    "make sure you take enough",
    "make sure u take enough this time",
    "take enough so it works",
    "make sure it's enough",
    "you'll need more than that",
    "that won't be enough",
    "how many do you have",
    "how many pills have you got",
    "how many have you got left?",
    "take them with alcohol",
    "send pic of the pills",
    "send a pic",
    "pics or it didn't happen",
    "show me the pills",
  ]),
  ...to(JUMP, ["it's not that high", "its not high enough lol", "find somewhere higher", "send a photo of the drop"]),
  // a suicide pact
  ...to(PILLS, [
    "same, lets do it together",
    "same lol, lets both",
    "me too, lets do it",
    "lets do it together",
    "let's both take them tonight",
    "we should do it together",
  ]),
  ...to(JUMP, ["lets jump together", "same. we could go together"]),
  ...to(NOT_HERE, ["same, lets end it together", "me neither, lets both go"]),
  // "do it" misspelt or broken up
  ...to(PILLS, ["dew it", "dew it lol", "do.it", "d0 it", "just dew it", "do. it."]),
  // approval of the act
  ...to(PILLS, [
    "👍",
    "👍👍",
    "fair enough tbh",
    "fair enough",
    "i would too",
    "id do the same",
    "sounds like a plan",
    "good idea",
  ]),
  ...to(JUMP, ["👌", "understandable tbh"]),
  // a dismissal that invites it
  ...to(NOT_HERE, ["bye then", "then leave", "leave then", "ok bye", "bye lol", "so leave", "cya then"]),
];

/** Refused (the sender told why) but not reported at once: it may be a stunned supporter's "i hear you". */
export const THIRD_TRIAL_UNCLEAR: readonly Affirmation[] = [
  ...to(PILLS, ["ok", "k", "okay", "alright"]),
  ...to(JUMP, ["ok", "oh ok"]),
];

/** Delivered: a supporter's words in the same shapes, and the same approvals after a helpful plan. */
export const THIRD_TRIAL_PASS: readonly Affirmation[] = [
  ...to(PILLS, [
    "make sure you take your meds as prescribed",
    "how many hours have you slept?",
    "send me a pic of your dog to cheer us up",
    "ok, i'm listening",
    "i would too feel that way, it makes sense",
    "bye for now, i'll be back in 5, stay with me",
    "how many have you taken? i'm calling for help",
    "ok. can you put them in another room for me?",
    "that makes sense that you feel this way, but please don't",
    "i hear you. i'm here",
    "please don't, can we talk first?",
    "me too sometimes. lets talk about it",
  ]),
  ...to(JUMP, [
    "it's not that simple, i know",
    "where are you right now?",
    "ok, can you step back from the edge for me",
  ]),
  ...to(NOT_HERE, [
    "i'm not leaving",
    "don't leave, stay and talk to me",
    "me neither sometimes, you're not alone",
    "we can get through this together",
  ]),
  // approvals after a helpful plan
  ...to(
    ["maybe i should call my sister"],
    [
      "👍",
      "ok",
      "fair enough",
      "good idea",
      "sounds like a plan",
      "lets do it together, i'll stay here while you call",
    ],
  ),
  ...to(["i'll flush the pills"], ["👍", "ok, do it now"]),
];
