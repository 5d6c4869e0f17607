/**
 * What the companion heard, said back in its own words: a paraphrase of what the message is about
 * and the feeling named (reflect.ts), each not said before in the chat.
 */
import { restates } from "./alike.js";
import { stillHurting, type Memory } from "./memory.js";
import { feelingLines, paraphrases, REGRET_IN_GRIEF } from "./reflect.js";
import { fresh } from "./repeats.js";
import type { Reading } from "./understand.js";

/** What it heard: a paraphrase of what this is about and the feeling named, each not said before. */
export function heard(reading: Reading, memory: Memory, recall = true): string[] {
  // Regret after a loss is heard as part of the grief, in one line that says both (context.ts ties them).
  const grieving = reading.feelings.includes("regret") && reading.topics.includes("loss");
  const inGrief = grieving ? fresh(REGRET_IN_GRIEF, memory) : undefined;
  if (inGrief) return [inGrief];
  // "it's hard" alone is about whatever they said before: the topic comes from memory, unless
  // the message names a feeling of its own ("everyone thinks I'm an idiot" is not about work).
  const recalled = recall && !reading.feelings.length && memory.recentTopic ? [memory.recentTopic] : [];
  const topics = reading.topics.length ? reading.topics : recalled;
  const racing = reading.topics.includes("overthinking") || reading.feelings.includes("anxious");
  const feelings =
    reading.feelings.length || !recall || !stillHurting(reading, memory) ? reading.feelings : memory.feelings.slice(-1);
  const someone = reading.forSomeoneElse;
  const named = fresh(feelingLines(feelings, reading.intense), memory);
  // "A lot is sitting with you" says little: it is only for when no feeling can be named.
  const about = someone
    ? [`You'd like to help ${someone.replace(/^my /, "your ")} through this.`]
    : paraphrases(topics, reading.people, reading.mood, racing, !named);
  // Not the feeling twice: "…can be a lonely road." says "That sounds lonely." already (alike.ts).
  const fits = about.filter((line) => !named || !restates(line, named));
  return [fresh(fits, memory), named].filter((line): line is string => Boolean(line));
}
