/**
 * What the companion remembers of a conversation, read afresh from its last turns each time:
 * nothing is kept in server memory, so any instance can answer the next message the same way.
 */
import type { AiTurn } from "../provider.js";
import type { FeelingId } from "./lexicon.js";
import type { TopicId } from "./topics.js";
import { SUGGESTIONS } from "./suggestions.js";
import { understand, type Mood } from "./understand.js";

export interface Memory {
  /** Everything the companion said, to check a question or a sentence is not said twice. */
  said: string;
  /** Suggestions already offered, by id. */
  offered: Set<string>;
  /** Topics, people and feelings the person brought up earlier, most recent last. */
  topics: TopicId[];
  people: string[];
  feelings: FeelingId[];
  /** The main topic of the person's latest message that had one. */
  recentTopic: TopicId | undefined;
  /** How the person sounded in their last message. */
  lastMood: Mood | undefined;
}

export function remember(history: AiTurn[]): Memory {
  const said = history
    .filter((turn) => turn.role === "assistant")
    .map((turn) => turn.content)
    .join("\n");
  const readings = history.filter((turn) => turn.role === "user").map((turn) => understand(turn.content));
  const latest = <T>(items: T[]) => [...new Set(items.reverse())].reverse();
  return {
    said,
    offered: new Set(SUGGESTIONS.filter((s) => said.includes(s.text)).map((s) => s.id)),
    topics: latest(readings.flatMap((r) => r.topics)),
    people: latest(readings.flatMap((r) => r.people)),
    feelings: latest(readings.flatMap((r) => r.feelings)),
    recentTopic: readings.findLast((r) => r.topics.length)?.topics[0],
    lastMood: readings.at(-1)?.mood,
  };
}
