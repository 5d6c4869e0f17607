/**
 * A message read in the light of the ones before it: some say little on their own and take their
 * meaning from the conversation. Applied to every turn the companion remembers (memory.ts) and to
 * the one it is answering (builtin.ts), so both read the conversation the same way.
 */
import type { TopicId } from "./topics.js";
import type { Mood, Reading } from "./understand.js";

/** What the earlier turns leave behind for reading the next one. */
export interface Before {
  /** How the person sounded in their last message. */
  lastMood: Mood | undefined;
  /** How they sounded in their latest message that sounded like anything. */
  feltMood: Mood | undefined;
  /** The main topic of the person's latest message that had one. */
  recentTopic: TopicId | undefined;
  /** What the person's latest message that sounded like anything was about: where that feeling lies. */
  feltAbout: TopicId[];
  /** Whether the person has told of a loss in this conversation. */
  bereaved: boolean;
}

const CARRIES_ON = /^\s*(?:and|also|plus|oh and)\b/i;

export function inContext(reading: Reading, message: string, before: Before): Reading {
  const read = leftAfterBreakup(amazement(tearsOfJoy(carriedOn(reading, message, before), before), before), before);
  return regretAfterLoss(read, before);
}

/**
 * Guilt or regret after a loss told earlier ("my grandmother died last month" … "i keep thinking i
 * should have visited more") is part of that grief, however many messages lie between: the loss
 * is what it is about, not a fresh topic.
 */
function regretAfterLoss(reading: Reading, { bereaved }: Before): Reading {
  if (!bereaved || !reading.feelings.includes("regret") || reading.topics.includes("loss")) return reading;
  return { ...reading, topics: ["loss", ...reading.topics] };
}

/**
 * "she's gone" with no death said, in or right after talk of a break-up, is the person leaving:
 * the break-up, still a sorrow, and no bereavement ("What would you like to remember about them?").
 */
function leftAfterBreakup(reading: Reading, { recentTopic }: Before): Reading {
  if (!reading.gone || !(reading.topics.includes("breakup") || recentTopic === "breakup")) return reading;
  const others = reading.topics.filter((topic) => topic !== "loss" && topic !== "breakup");
  return { ...reading, topics: ["breakup", ...others] };
}

/** "and I answered two emails too" carries on the last message: no feeling of its own, the same mood. */
function carriedOn(reading: Reading, message: string, { lastMood }: Before): Reading {
  if (reading.feelings.length || !lastMood || !CARRIES_ON.test(message)) return reading;
  const turn = reading.turn === "venting" && lastMood === "positive" ? "good-news" : reading.turn;
  return { ...reading, mood: lastMood, turn };
}

/** Crying with no other sorrow, while the news is good ("my mom cried when I told her"), is joy. */
function tearsOfJoy(reading: Reading, { feltMood }: Before): Reading {
  if (!reading.tearsOnly || feltMood !== "positive") return reading;
  const turn = reading.turn === "venting" ? "good-news" : reading.turn;
  return { ...reading, feelings: ["moved"], mood: "positive", turn, tearsOnly: false };
}

/**
 * Disbelief with no sorrow named, while the news is good ("I can't believe it honestly", "is this
 * real??"), is amazement: joy, answered as good news rather than as a question or a worry.
 */
function amazement(reading: Reading, { feltMood }: Before): Reading {
  if (!reading.amazed || feltMood !== "positive") return reading;
  const turn = reading.turn === "venting" || reading.turn === "question" ? "good-news" : reading.turn;
  const feelings = reading.feelings.length ? reading.feelings : ["pleased" as const];
  return { ...reading, feelings, mood: "positive", turn, amazed: false };
}
