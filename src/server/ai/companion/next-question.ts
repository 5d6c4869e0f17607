/**
 * The one open question a reply ends with: about what the person said (questions.ts), then the
 * room's own (voices.ts; in the reply's voice, focus.ts), never one asked before in the conversation, in these words or others.
 */
import { alike } from "./alike.js";
import { stillHurting, type Memory } from "./memory.js";
import {
  FEELING_QUESTIONS,
  GENERAL_QUESTIONS,
  NEUTRAL_TOPIC_QUESTIONS,
  REGRET_IN_GRIEF_QUESTIONS,
  TOPIC_QUESTIONS,
} from "./questions.js";
import { fresh } from "./repeats.js";
import type { TopicId } from "./topics.js";
import type { Reading } from "./understand.js";
import type { Voice } from "./voices.js";

/** The first question not asked yet in this conversation, in these words or in others. */
export function freshQuestion(questions: string[], memory: Memory): string | undefined {
  return questions.find((question) => !memory.asked.some((asked) => alike(question, asked)));
}

/** One open question, never asked before in this conversation: about what they said, then the room's. */
export function nextQuestion(reading: Reading, voice: Voice, memory: Memory): string | undefined {
  // A topic is asked about as a weight only when something weighs on it: said now, or still felt
  // about that same part of life. After a death, "work's been ok" is no worry about work: the hurt
  // before it was about the loss, and what the person says of work now is that it is all right.
  const weighs = (topic: TopicId) =>
    reading.mood === "distressed" || (stillHurting(reading, memory) && memory.feltAbout.includes(topic));
  const topicQuestions = (topic: TopicId) =>
    (!weighs(topic) && NEUTRAL_TOPIC_QUESTIONS[topic]) || TOPIC_QUESTIONS[topic] || [];
  const grieving = reading.feelings.includes("regret") && reading.topics.includes("loss");
  const about = [
    ...(grieving ? REGRET_IN_GRIEF_QUESTIONS : []),
    ...reading.topics.flatMap(topicQuestions),
    ...reading.feelings.flatMap((feeling) => FEELING_QUESTIONS[feeling] ?? []),
    ...(memory.recentTopic ? topicQuestions(memory.recentTopic) : []),
  ];
  // The room's questions for hard moments presume something hurts: not for a message that says nothing of it.
  const options = {
    positive: [...voice.bright, ...GENERAL_QUESTIONS],
    neutral: [...about, ...GENERAL_QUESTIONS, ...voice.questions],
    distressed: [...about, ...voice.questions, ...GENERAL_QUESTIONS],
  }[reading.mood];
  return freshQuestion(options, memory) ?? fresh(voice.presence, memory);
}
