/**
 * For a list of rules, which can match a message, judged by its words (required-words.ts): a
 * message holds the words of a few rules, and the others need no test. The crisis detector, the
 * urging detector and the request finder each ask this of every message, so it costs a look-up a
 * character of the message's words, down a tree of the words the rules need, and makes no strings.
 */
import { PREFIX } from "./required-words-parts.js";
import { requiredWords } from "./required-words.js";

/** A level of the gate's tree of words: one character of a word (its code), as the text is read. */
interface Level {
  next: Map<number, Level>;
  /** The patterns a word opens that ends here. */
  word?: number[];
  /** The patterns a word opens that starts with the characters up to here ("suicid" of "suicid*"). */
  start?: number[];
}

const A = 65;
const Z = 90;
/** \w without the u flag: ASCII letters, digits and "_". */
const isWordCode = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= A && code <= Z) || (code >= 97 && code <= 122) || code === 95;

/** Given a text, the indexes, in order, of the patterns that can match it. A pattern left out has no chance there. */
export function wordGate(patterns: readonly RegExp[]): (text: string) => number[] {
  // One case for all when any pattern ignores it: a word met in another case only lets more through.
  const fold = patterns.some((pattern) => pattern.ignoreCase);
  const always: number[] = [];
  const root: Level = { next: new Map() };
  patterns.forEach((pattern, index) => {
    const needs = requiredWords(pattern);
    if (!needs) always.push(index);
    else
      for (const need of needs) {
        const key = fold ? need.toLowerCase() : need;
        const isStart = key.endsWith(PREFIX);
        const word = isStart ? key.slice(0, -PREFIX.length) : key;
        let level = root;
        for (let at = 0; at < word.length; at++) {
          const code = word.charCodeAt(at);
          if (!level.next.has(code)) level.next.set(code, { next: new Map() });
          level = level.next.get(code)!;
        }
        if (isStart) (level.start ??= []).push(index);
        else (level.word ??= []).push(index);
      }
  });
  const open = new Uint8Array(patterns.length); // all 0 between calls: each call clears what it set
  const openAll = (indexes: number[] | undefined) => {
    if (indexes) for (const index of indexes) open[index] = 1;
  };
  // Each word of the text is walked down the tree a character at a time, making no strings (what a
  // message allocates paces the collector under load); a word that leaves the tree is skipped.
  return (text) => {
    openAll(always);
    let level: Level | undefined;
    for (let at = 0; at <= text.length; at++) {
      const code = at < text.length ? text.charCodeAt(at) : -1;
      if (!isWordCode(code)) {
        if (level) openAll(level.word); // the word ends here
        level = undefined;
        continue;
      }
      if (level === undefined) {
        if (at > 0 && isWordCode(text.charCodeAt(at - 1))) continue; // a word already off the tree
        level = root;
        openAll(root.start);
      }
      level = level.next.get(fold && code >= A && code <= Z ? code + 32 : code);
      openAll(level?.start);
    }
    const indexes: number[] = [];
    for (let index = 0; index < open.length; index++) {
      if (open[index]) indexes.push(index);
      open[index] = 0;
    }
    return indexes;
  };
}
