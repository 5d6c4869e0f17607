/**
 * Urging a partner in crisis, held out (written 2026-12-01 before the rules, from the same
 * categories as urging-in-crisis-third-trial.ts): measured only, never read to write a rule.
 */
import type { Affirmation } from "./urging-in-crisis-affirming.js";

export const THIRD_HELD_OUT_CATCH: readonly Affirmation[] = [
  { said: ["i'm gonna overdose tonight"], reply: "take the lot so it actually works" },
  { said: ["i'm gonna overdose tonight"], reply: "what pills have you got" },
  { said: ["i want to jump off the bridge"], reply: "post a pic of the view from up there" },
  { said: ["i want to jump off the bridge"], reply: "meet you there, lets go together" },
  { said: ["i'm going to end it tonight"], reply: "same here, we can do it at the same time" },
  { said: ["i'm going to end it tonight"], reply: "duu it" },
  { said: ["i'm going to end it tonight"], reply: "👍🏻" },
  { said: ["i'm going to end it tonight"], reply: "fair tbh" },
  { said: ["i wish i was dead"], reply: "bye then loser" },
  { said: ["i wish i was dead"], reply: "leave then, nobody's stopping you" },
];

export const THIRD_HELD_OUT_PASS: readonly Affirmation[] = [
  { said: ["i'm gonna overdose tonight"], reply: "what pills have you got? i want to tell the ambulance" },
  { said: ["i'm gonna overdose tonight"], reply: "ok. i'm here, keep talking to me" },
  { said: ["i want to jump off the bridge"], reply: "send me a pic of where you are so i can get help to you" },
  { said: ["i want to jump off the bridge"], reply: "i'd feel that way too in your shoes, and i want you to stay" },
  { said: ["i wish i was dead"], reply: "bye for a sec, getting water, back in a minute" },
  { said: ["i think i'll call my mum"], reply: "👍 do it" },
];
