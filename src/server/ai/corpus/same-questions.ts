/**
 * Pairs of the companion's own questions, judged by reading them as the person would: SAME asks
 * one thing in two wordings (asking both in one chat is a repeat), DIFFERENT asks two things that
 * only share words. Written from the question lists before the repeat check was changed; the
 * corpus counts a SAME pair in one conversation as a question asked again, whatever alike.ts says.
 */
export const SAME_QUESTIONS: [string, string][] = [
  ["What has today been like for you so far?", "What's been on your mind today?"],
  ["What's been going on?", "What's been on your mind today?"],
  ["What has today been like for you so far?", "What's been going on?"],
  ["What has today been like for you so far?", "What else is on your mind?"],
  ["What would feel like a small comfort right now?", "What would bring even a little comfort today?"],
  ["What's one thing you could do for yourself right now?", "What's one tiny thing you could do for yourself today?"],
  ["What would make the next hour a little lighter?", "What would make this hour feel a little softer?"],
  ["What would make a day feel worthwhile to you?", "What would make an ordinary day feel worth it to you?"],
];

export const DIFFERENT_QUESTIONS: [string, string][] = [
  ["What has today been like for you so far?", "What was the hardest moment of today?"],
  ["What has today been like for you so far?", "What's something about today you'd like to remember?"],
  ["What's been on your mind today?", "What made you want to talk today?"],
  ["What's been going on?", "What's been happening at work?"],
  ["What would feel like a small comfort right now?", "What would help you feel a little more supported right now?"],
  ["What's one thing you could do for yourself right now?", "What's one thing you know for sure right now?"],
  ["What would make the next hour a little lighter?", "What would count as a small win in the next hour?"],
  ["What's been the best part of your day?", "What has today been like for you so far?"],
  ["How are you doing, underneath it all?", "How are you feeling now, compared to when you arrived?"],
];

/** Whether the corpus author judged these two questions the same. */
export const judgedSame = (a: string, b: string): boolean =>
  SAME_QUESTIONS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
