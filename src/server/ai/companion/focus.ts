/**
 * The voice a persona speaks a reply in. A room bound to one part of life (Luna's night) speaks of
 * it only when the message does, or follows on from one that did: otherwise its questions, its
 * cheer and its lines of company are the ones that fit anything (voices.ts, `focus.elsewhere`),
 * so that "I got the job!" is not welcomed "at this hour". And no persona takes it for granted
 * that it is night: a line of tonight, the evening or sleep is said only when the person spoke of
 * the night, so that someone writing at lunchtime is not asked about "tonight".
 */
import type { Memory } from "./memory.js";
import type { TopicId } from "./topics.js";
import type { Reading } from "./understand.js";
import type { Voice } from "./voices.js";

/** Words of a message, lowercased, that speak of the night or of the sleep it is for. */
export const NIGHT_WORDS =
  /\b(?:night|nights|tonight|midnight|late|sleep\w*|slept|asleep|awake|insomnia|bed|dark|dreams?|\d ?am)\b/;

/** A line that speaks of the night, or takes it for granted ("tonight", "the rest of the evening"). */
const OF_THE_NIGHT = /\b(?:night|nights|tonight|evening|late|this hour|sleep|asleep|awake|dark)\b/i;

/** Whether the message speaks of a part of life, by its words or the topic it is about or follows on. */
function speaksOf(words: RegExp, topics: TopicId[], reading: Reading, memory: Memory, message: string): boolean {
  if (words.test(message.toLowerCase())) return true;
  const about = reading.topics.length ? reading.topics : memory.recentTopic ? [memory.recentTopic] : [];
  return about.some((topic) => topics.includes(topic));
}

/** Whether the person speaks of the night in this message, or of the sleeplessness it follows on. */
export const speaksOfNight = (reading: Reading, memory: Memory, message: string): boolean =>
  speaksOf(NIGHT_WORDS, ["sleep"], reading, memory, message);

/** The lines that take no hour for granted. */
export const anyHour = (lines: string[]): string[] => lines.filter((line) => !OF_THE_NIGHT.test(line));

export function inFocus(voice: Voice, reading: Reading, memory: Memory, message: string): Voice {
  const { focus } = voice;
  const focused =
    !focus || speaksOf(focus.words, focus.topics, reading, memory, message) ? voice : { ...voice, ...focus.elsewhere };
  if (speaksOfNight(reading, memory, message)) return focused;
  const { presence, cheer, questions, bright } = focused;
  return {
    ...focused,
    presence: anyHour(presence),
    cheer: anyHour(cheer),
    questions: anyHour(questions),
    bright: anyHour(bright),
  };
}
