/**
 * A persona never says a sentence again within its last RECENT_REPLIES replies in a chat, word for
 * word or reworded ("That sounds lonely." after "That sounds really lonely.", compared as alike.ts
 * compares questions). Lines it may say more than once in a long chat (company, the Crisis
 * Counselor's check-ins) come round again only after that, the one said longest ago first.
 */
import type { AiTurn } from "../provider.js";
import { alike, restates } from "./alike.js";

/** How many of its own latest replies a persona never repeats a sentence of. */
export const RECENT_REPLIES = 8;

/**
 * The sentences of a text, and the clauses a semicolon joins ("Take your time; I'm not going
 * anywhere." says "I'm not going anywhere." again).
 */
export const sentencesIn = (text: string): string[] =>
  (text.match(/[^.!?;]+(?:[.!?;]+|$)/g) ?? []).map((sentence) => sentence.trim()).filter(Boolean);

/** The sentences of the persona's last RECENT_REPLIES replies. */
export function recentSentences(history: AiTurn[]): string[] {
  return history
    .filter((turn) => turn.role === "assistant")
    .slice(-RECENT_REPLIES)
    .flatMap((turn) => sentencesIn(turn.content));
}

/** Whether any sentence of `line` says again, in these words or others, one of `recent`. */
export function saidLately(line: string, recent: string[]): boolean {
  return sentencesIn(line).some((sentence) => recent.some((before) => alike(sentence, before)));
}

/** What was said in a chat: everything (`said`), and the sentences of the last few replies. */
export interface Said {
  said: string;
  recent: string[];
}

/** The first option never said in this chat nor reworded lately, or nothing. */
export function fresh(options: string[], { said, recent }: Said): string | undefined {
  return options.find((option) => !said.includes(option) && !saidLately(option, recent));
}

/**
 * A line not said yet; once all have been, the one said longest ago among those not said lately
 * (nothing when every one was).
 */
export function rotate(options: string[], memory: Said): string | undefined {
  const candidates = options.filter((option) => !saidLately(option, memory.recent));
  return (
    fresh(options, memory) ??
    candidates.reduce<string | undefined>(
      (oldest, option) =>
        oldest === undefined || memory.said.lastIndexOf(option) < memory.said.lastIndexOf(oldest) ? option : oldest,
      undefined,
    )
  );
}

/** Like `rotate`, for lines that must be said (company, a check-in): when every one was said lately, the oldest. */
export function comeRound(options: string[], memory: Said): string {
  const older = (a: string, b: string) => (memory.said.lastIndexOf(b) < memory.said.lastIndexOf(a) ? b : a);
  return rotate(options, memory) ?? options.reduce(older);
}

/**
 * A reply's lines, each saying something the ones before it have not (alike.ts `restates`): a
 * later statement that says an earlier one again is left out, and a question that does takes the
 * statement's place, since the question is what moves the conversation on.
 */
export function sayOnce(lines: string[]): string[] {
  const kept: string[] = [];
  const says = (line: string, other: string) =>
    sentencesIn(line).some((sentence) => sentencesIn(other).some((before) => restates(sentence, before)));
  for (const line of lines) {
    const earlier = kept.filter((before) => says(line, before));
    const question = line.endsWith("?") && !earlier.some((before) => before.includes("?"));
    if (earlier.length && !question) continue;
    for (const before of earlier) kept.splice(kept.indexOf(before), 1);
    kept.push(line);
  }
  return kept;
}
