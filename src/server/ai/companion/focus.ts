/**
 * The voice a persona speaks a reply in. A room bound to one part of life (Luna's night) speaks of
 * it only when the message does, or follows on from one that did: otherwise its questions, its
 * cheer and its lines of company are the ones that fit anything (voices.ts, `focus.elsewhere`),
 * so that "I got the job!" is not welcomed "at this hour".
 */
import type { Memory } from "./memory.js";
import type { Reading } from "./understand.js";
import type { Voice } from "./voices.js";

export function inFocus(voice: Voice, reading: Reading, memory: Memory, message: string): Voice {
  const { focus } = voice;
  if (!focus || focus.words.test(message.toLowerCase())) return voice;
  const topics = reading.topics.length ? reading.topics : memory.recentTopic ? [memory.recentTopic] : [];
  return topics.some((topic) => focus.topics.includes(topic)) ? voice : { ...voice, ...focus.elsewhere };
}
