/**
 * The shape of the companion's conversation corpus. Each line a person writes carries two labels
 * set by the corpus author from the words alone, before and apart from the companion's rules:
 * what the person is doing (the turn) and how they sound (the mood).
 */
export type TurnLabel =
  | "venting"
  | "question"
  | "help"
  | "good-news"
  | "greeting"
  | "thanks"
  | "about-persona"
  | "about-match"
  | "wants-human"
  | "testing";

/** "distressed": a reply must not sound cheerful; "positive": a reply must not sound sorry. */
export type MoodLabel = "distressed" | "positive" | "neutral";

export interface CorpusLine {
  text: string;
  turn: TurnLabel;
  mood: MoodLabel;
}

export interface Script {
  themeId: string;
  lines: CorpusLine[];
}

export const line = (turn: TurnLabel, mood: MoodLabel, text: string): CorpusLine => ({ text, turn, mood });
