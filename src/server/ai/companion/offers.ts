/**
 * Small things to try, when asked for help: one or two suggestions (suggestions.ts) fitting what
 * the person brought up, offered as options and never offered twice; and the limits on medical
 * questions, which the companion never answers.
 */
import { isPositive } from "./lexicon.js";
import type { Memory } from "./memory.js";
import { rotate } from "./repeats.js";
import { suggestionsFor, type Need } from "./suggestions.js";
import type { Reading } from "./understand.js";

const LIMITS = {
  medication: [
    "I can't advise on medication or supplements; a pharmacist or doctor is the right person to ask.",
    "Medication and supplements are a question for a pharmacist or a doctor, not for me.",
    "On medicines, a pharmacist or doctor will know far better than an AI.",
  ],
  diagnosis: [
    "I can't diagnose anything; I'm an AI, not a clinician. A doctor can talk it through with you properly.",
    "A diagnosis is beyond what an AI like me can give; a doctor can look at it with you.",
    "Only a doctor can say what it is; I can listen, but not diagnose.",
  ],
};

/** What the companion cannot do for a medical question, in words not used in the last few replies. */
export function medicalLimit(reading: Reading, memory: Memory): string[] {
  const limit = reading.medical && rotate(LIMITS[reading.medical], memory);
  return limit ? [limit] : [];
}

const OFFERS = [
  (a: string, b?: string) =>
    b ? `If you'd like something to try: ${a}; or ${b}.` : `If you'd like something to try: ${a}.`,
  (a: string, b?: string) =>
    b ? `Two small options, whichever fits: ${a}; or ${b}.` : `One small option, if it fits: ${a}.`,
  (a: string, b?: string) =>
    b ? `Some people find these help: ${a}; or ${b}.` : `Something some people find helps: ${a}.`,
];

/**
 * What the suggestions are for. Good news asks for ways to celebrate ("what should I do to
 * celebrate?"), and only those; anything else for what weighs on them, this message first, and
 * never a glad feeling from earlier (no "celebrate it" for someone asking how to cope).
 */
function needsOf(reading: Reading, memory: Memory): Need[] {
  if (reading.mood === "positive") return reading.feelings.length ? reading.feelings : ["pleased"];
  return [
    ...reading.topics,
    ...reading.feelings,
    ...(memory.recentTopic ? [memory.recentTopic] : []),
    ...memory.feelings.toReversed().filter((feeling) => !isPositive(feeling)),
    ...memory.topics.toReversed(),
    "general",
  ];
}

/** One or two small things to try, fitting what they brought up, never offered before here. */
export function suggest(reading: Reading, memory: Memory, count = 2): string[] {
  const needs = needsOf(reading, memory);
  const fitting = suggestionsFor(needs, reading.topics.length + reading.feelings.length, memory.offered, count);
  // Coping ideas fit any hard moment ("general"); for good news only the ones made for it do.
  const [a, b] =
    reading.mood === "positive" ? fitting.filter((s) => s.fits.some((need) => needs.includes(need))) : fitting;
  if (!a)
    return ["I've shared the ideas I have; talking it through with the person you're matched with may bring new ones."];
  // Each way of offering is used once, too: the words before the first suggestion tell it apart.
  const opening = (render: (typeof OFFERS)[number]) =>
    [render("§"), render("§", "§")].map((text) => text.split("§")[0]!);
  const offer = OFFERS.find((render) => !opening(render).some((text) => memory.said.includes(text))) ?? OFFERS[0]!;
  return [offer(a.text, b?.text)];
}
