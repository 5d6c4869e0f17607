/**
 * The shape of the companion's conversation corpus. Each line a person writes carries two labels
 * set by the corpus author from the words alone, before and apart from the companion's rules:
 * what the person is doing (the turn) and how they sound (the mood).
 */
import type { Mood, Turn } from "../companion/understand.js";

// The labels name the companion's own turns and moods (one list, so a label the companion cannot
// produce fails to compile); the corpus author still sets them from the words alone.
export type TurnLabel = Turn;

/** "distressed": a reply must not sound cheerful; "positive": a reply must not sound sorry. */
export type MoodLabel = Mood;

/**
 * What one reply must do beyond the promises every reply keeps (run.ts): each entry names the
 * promise, for the failure message, and the words that would show it kept or broken.
 */
export interface Expect {
  shows?: Record<string, RegExp>;
  avoids?: Record<string, RegExp>;
}

export interface CorpusLine {
  text: string;
  turn: TurnLabel;
  mood: MoodLabel;
  expect?: Expect;
}

export interface Script {
  themeId: string;
  lines: CorpusLine[];
}

export const line = (turn: TurnLabel, mood: MoodLabel, text: string, expect?: Expect): CorpusLine => ({
  text,
  turn,
  mood,
  ...(expect && { expect }),
});
