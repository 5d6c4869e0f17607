/**
 * The last step of every builtin reply: no line may echo the person (five or more of their words
 * in a row), and the reply keeps to MAX_WORDS, dropping its leading lines first so that the one
 * thing that moves the conversation on (a question or a suggestion, always last) stays.
 */

export const MAX_WORDS = 60;

/** A reply's sentences in order; an undefined one had nothing left to say and is skipped. */
export type Lines = (string | undefined)[];

const words = (text: string) => text.toLowerCase().match(/[a-z0-9']+/g) ?? [];

/** Whether `line` repeats five or more consecutive words of `message`. */
export function echoes(line: string, message: string): boolean {
  const theirs = words(message);
  const grams = new Set(
    theirs.slice(0, Math.max(0, theirs.length - 4)).map((_, i) => theirs.slice(i, i + 5).join(" ")),
  );
  const ours = words(line);
  return ours.slice(0, Math.max(0, ours.length - 4)).some((_, i) => grams.has(ours.slice(i, i + 5).join(" ")));
}

/** Drops lines that echo the person, then leading lines until the reply fits MAX_WORDS. */
export function fit(lines: Lines, message: string): string {
  const kept = lines.filter((line): line is string => Boolean(line) && !echoes(line!, message));
  const count = () => kept.join(" ").split(/\s+/).length;
  while (kept.length > 1 && count() > MAX_WORDS) kept.shift();
  return kept.join(" ");
}
