/**
 * The one open question a reply ends with: about what the person said (questions.ts), then the
 * room's own (voices.ts; in the reply's voice, focus.ts), never one asked before in the conversation, in these words or others.
 */
import { alike } from "./alike.js";
import type { Memory } from "./memory.js";
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
  // A topic is asked about as a weight only when something weighs: said now, or still felt.
  const weighs = reading.mood === "distressed" || (reading.mood === "neutral" && memory.feltMood === "distressed");
  const topicQuestions = (topic: TopicId) =>
    (!weighs && NEUTRAL_TOPIC_QUESTIONS[topic]) || TOPIC_QUESTIONS[topic] || [];
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
