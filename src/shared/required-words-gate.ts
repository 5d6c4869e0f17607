/**
 * For a list of rules, which can match a message, judged by its words (required-words.ts): a
 * message holds the words of a few rules, and the others need no test. The crisis detector, the
 * urging detector and the request finder each ask this of every message, so it costs a look-up or
 * two a word of the message: one for the whole word, one for the starts it may have.
 */
import { PREFIX } from "./required-words-parts.js";
import { requiredWords } from "./required-words.js";

const WORDS = /\w+/g;

/** A word's first two characters as one number (they are ASCII). */
const firstTwo = (word: string): number => word.charCodeAt(0) * 128 + word.charCodeAt(1);

/** Given a text, the indexes, in order, of the patterns that can match it. A pattern left out has no chance there. */
export function wordGate(patterns: readonly RegExp[]): (text: string) => number[] {
  // One case for all when any pattern ignores it: a word met in another case only lets more through.
  const fold = patterns.some((pattern) => pattern.ignoreCase);
  const always: number[] = [];
  const byWord = new Map<string, number[]>();
  const starts = new Map<string, number[]>(); // "suicid" for "suicid*"
  patterns.forEach((pattern, index) => {
    const needs = requiredWords(pattern);
    if (!needs) always.push(index);
    else
      for (const need of needs) {
        const key = fold ? need.toLowerCase() : need;
        const [map, word] = key.endsWith(PREFIX) ? [starts, key.slice(0, -PREFIX.length)] : [byWord, key];
        map.set(word, [...(map.get(word) ?? []), index]);
      }
  });
  // Starts filed by their first two characters, read from a word without making a string of them;
  // a start of one character (rare, and tried on every word) is filed apart.
  const byFirstTwo = new Map<number, [string, number[]][]>();
  const short: [string, number[]][] = [];
  for (const [start, indexes] of starts) {
    if (start.length < 2) short.push([start, indexes]);
    else {
      const key = firstTwo(start);
      byFirstTwo.set(key, [...(byFirstTwo.get(key) ?? []), [start, indexes]]);
    }
  }
  const open = new Uint8Array(patterns.length); // all 0 between calls: each call clears what it set
  const openAll = (indexes: number[] | undefined) => {
    if (indexes) for (const index of indexes) open[index] = 1;
  };
  return (text) => {
    openAll(always);
    for (const found of text.match(WORDS) ?? []) {
      const word = fold ? found.toLowerCase() : found;
      openAll(byWord.get(word));
      for (const [start, indexes] of short) if (word.startsWith(start)) openAll(indexes);
      if (word.length < 2) continue;
      for (const [start, indexes] of byFirstTwo.get(firstTwo(word)) ?? []) if (word.startsWith(start)) openAll(indexes);
    }
    const indexes: number[] = [];
    for (let index = 0; index < open.length; index++) {
      if (open[index]) indexes.push(index);
      open[index] = 0;
    }
    return indexes;
  };
}
