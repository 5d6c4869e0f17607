/**
 * A complaint about the companion's own replies ("you're not listening", "you already asked that",
 * "you sound like a robot", "this is useless"): the miss owned plainly and warmly, never defended,
 * then back to what the person was talking about, which it remembers (memory.ts). Said as an AI:
 * it never claims to have felt or heard more than it did.
 */
import type { Lines } from "./fit.js";
import type { Memory } from "./memory.js";
import { comeRound, fresh, rotate } from "./repeats.js";
import type { TopicId } from "./topics.js";

/** What the complaint says went wrong, by its words. */
const KINDS: [RegExp, string[]][] = [
  [
    /repeat|already|same|again/,
    [
      "You're right, I asked that already, and I'm sorry.",
      "Sorry, I keep going round the same ground.",
      "That's fair; I repeated myself.",
    ],
  ],
  [
    /robot|bot|machine|script|robotic/,
    [
      "Fair enough: I'm an AI, not a person, and it shows sometimes.",
      "That's fair; I'm an automated companion, and I can sound like one.",
    ],
  ],
  [/useless|help/, ["I'm sorry this hasn't helped so far.", "That's fair, and I'm sorry I haven't been more use."]],
];

/** Said when it missed what the person meant. */
const MISSED = [
  "I'm sorry, I missed what you meant there.",
  "You're right, that reply missed you; I'm sorry.",
  "Sorry, I didn't get that right.",
];

/** What each part of life is, said back as what the person was telling it about. */
const ABOUT: Record<TopicId, string> = {
  sleep: "the nights you can't sleep",
  work: "what's happening at work",
  study: "your studies",
  breakup: "the break-up",
  loss: "the loss you're carrying",
  family: "what's going on at home",
  friends: "your friend",
  money: "the money worries",
  body: "how you see yourself",
  meaning: "the big questions you're asking",
  overthinking: "the thoughts that keep circling",
  building: "what you're building",
  goals: "the change you want to make",
  values: "what matters to you",
  unsaid: "the words left unsaid",
};

/** Back to what the person said last that was about something, or an open door when nothing was. */
function backTo(memory: Memory): string {
  const person = memory.lastAbout.people[0];
  // "your sister" says more than "what's going on at home" when the person named her.
  const topics = memory.lastAbout.topics.filter((topic) => !person || (topic !== "family" && topic !== "friends"));
  const about = [
    ...topics.slice(0, person ? 1 : 2).map((topic) => ABOUT[topic]),
    person && `things with your ${person}`,
  ]
    .filter(Boolean)
    .join(" and ");
  if (!about) return "Tell me again what's on your mind, in your own words, and I'll follow your lead.";
  return comeRound(
    [
      `Let's go back to ${about}.`,
      `I'd like to hear more about ${about}, if you're willing.`,
      `You were telling me about ${about}, and I'm still with you on it.`,
    ],
    memory,
  );
}

/** The miss owned, then back to what the person was talking about, with a question about it. */
export function complaintReply(message: string, memory: Memory, question: () => string | undefined): Lines {
  const lower = message.toLowerCase();
  const owned = KINDS.find(([words]) => words.test(lower))?.[1] ?? MISSED;
  return [rotate(owned, memory) ?? fresh(MISSED, memory), backTo(memory), question()];
}
