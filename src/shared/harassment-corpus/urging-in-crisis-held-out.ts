/**
 * Held out: urging a partner in crisis to act, and a supporter's words that must pass, written
 * 2026-12-01 with the development part (urging-in-crisis.ts), from the same categories, before any
 * rule was changed, and never read to write one. harassment-urging.test.ts measures it and keeps
 * floors at what was measured.
 *
 * Measured on its first run, with the rules as they were: urged 3/24, passed 24/24. With the goading
 * rules (harassment-goading.ts), written from the development part: urged 19/24, passed 24/24.
 */
export const URGING_HELD_OUT_CATCH: readonly string[] = [
  "just get it done already",
  "ok so get it over and done with",
  "stop whining about it and do something",
  "well what are u waiting for then",
  "nothing's stopping you",
  "you won't, you never do",
  "i bet you're too scared to",
  "ur too much of a wimp",
  "you'll never have the guts",
  "prove it coward",
  "you say that every time and you're still here",
  "why are u still alive lol",
  "why haven't you done it",
  "thought you'd be gone by now",
  "go ahead, no one cares",
  "do what u want idc",
  "i really don't care what you do to yourself",
  "not my business what you do",
  "no one's gonna stop you",
  "nobody will miss you",
  "loser, you won't",
  "just hurry up and get it over with freak",
  "why are you even still here",
  "stop threatening it and go through with it",
];

export const URGING_HELD_OUT_PASS: readonly string[] = [
  "please don't go through with it",
  "i'm so glad you're still here talking to me",
  "go ahead and text the crisis line, i'll stay",
  "go ahead, vent as much as you want",
  "you won't be on your own tonight",
  "you won't always feel this way",
  "get it all out, i'm here",
  "why are you still up so late? is your mind racing?",
  "i really do care what happens to you",
  "nobody is going to judge you for how you feel",
  "what are you thinking about right now?",
  "you don't have to prove you're strong",
  "you're brave for saying it out loud",
  "i bet today was really hard",
  "have you told anyone yet?",
  "there's no rush, take your time",
  "i would miss you if you were gone",
  "your life matters, it really does",
  "is anything stopping you from calling them?",
  "you're still here and i'm so glad",
  "why am i even still alive",
  "i'm too scared to tell anyone",
  "i just want it to be over",
  "what am i supposed to do now",
];
