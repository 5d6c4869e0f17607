/**
 * What the companion remembers of a conversation, read afresh from its last turns each time:
 * nothing is kept in server memory, so any instance can answer the next message the same way.
 */
import type { AiTurn } from "../provider.js";
import { tellsOfALoss } from "./after-loss.js";
import { questionsIn } from "./alike.js";
import { inContext, type Before } from "./context.js";
import { recentSentences, type Said } from "./repeats.js";
import type { FeelingId } from "./lexicon.js";
import type { TopicId } from "./topics.js";
import { SUGGESTIONS } from "./suggestions.js";
import { understand, type Reading } from "./understand.js";

/**
 * `said` (everything the companion said) and `recent` (its last few replies' sentences) keep a
 * question or a sentence from being said twice (repeats.ts).
 */
export interface Memory extends Before, Said {
  /** The questions it asked, to ask none of them again, even reworded. */
  asked: string[];
  /** Suggestions already offered, by id. */
  offered: Set<string>;
  /** The person's latest message that was about something: its topics and the people in it. */
  lastAbout: Pick<Reading, "topics" | "people">;
  /** Topics, people and feelings the person brought up earlier, most recent last. */
  topics: TopicId[];
  people: string[];
  feelings: FeelingId[];
  /** Whether the person told of a loss earlier (after-loss.ts): what follows is read in its light. */
  mourning: boolean;
}

/** What a run of readings, oldest first, leaves behind for reading the next message. */
function before(readings: Reading[]): Before {
  return {
    lastMood: readings.at(-1)?.mood,
    feltMood: readings.findLast((r) => r.mood !== "neutral")?.mood,
    recentTopic: readings.findLast((r) => r.topics.length)?.topics[0],
    feltAbout: readings.findLast((r) => r.mood !== "neutral")?.topics ?? [],
    bereaved: readings.some((r) => r.topics.includes("loss")),
  };
}

export function remember(history: AiTurn[]): Memory {
  const said = history
    .filter((turn) => turn.role === "assistant")
    .map((turn) => turn.content)
    .join("\n");
  // Each message read as it was answered: in the light of the ones before it.
  const readings: Reading[] = [];
  let mourning = false;
  for (const turn of history.filter((turn) => turn.role === "user")) {
    readings.push(inContext(understand(turn.content), turn.content, before(readings)));
    mourning ||= tellsOfALoss(turn.content.toLowerCase().replace(/[’`]/g, "'"), readings.at(-1)!);
  }
  const latest = <T>(items: T[]) => [...new Set(items.reverse())].reverse();
  return {
    said,
    recent: recentSentences(history),
    asked: questionsIn(said),
    offered: new Set(SUGGESTIONS.filter((s) => said.includes(s.text)).map((s) => s.id)),
    lastAbout: readings.findLast((r) => r.topics.length) ?? { topics: [], people: [] },
    topics: latest(readings.flatMap((r) => r.topics)),
    people: latest(readings.flatMap((r) => r.people)),
    feelings: latest(readings.flatMap((r) => r.feelings)),
    mourning,
    ...before(readings),
  };
}

/**
 * Whether a message with no feeling of its own ("yeah", "idk") still speaks from the hurt before
 * it. Not when it brings good news, laughs or says something is all right ("work's been ok"), and
 * not once the person has sounded glad since: sorrow is never carried into a message that is not sorrowful.
 */
export function stillHurting(reading: Reading, memory: Memory): boolean {
  return reading.mood !== "positive" && !reading.laughing && !reading.fine && memory.feltMood === "distressed";
}
