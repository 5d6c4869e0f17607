/**
 * The held-out table of answers: the partner's most recent message, then the writer's. Written on
 * 2026-11-29 in the same sitting as answers-development.ts, before any rule (every third line), and
 * never read while writing rules. It is measured, not tuned against.
 * "find": the writer states their own age below 18 (the default minimum); "pass": they do not.
 */
export const ANSWERS_HELD_OUT: readonly (readonly ["find" | "pass", string, string])[] = [
  ["find", "how old r u", "fifteen"],
  ["pass", "how old is your dog", "12"],
  ["find", "asl", "15/f/cali"],
  ["pass", "how old do you think i am?", "15?"],
  ["find", "are you over 18?", "no, 16"],
  ["pass", "how old are your kids?", "15 and 12"],
  ["find", "whats ur age", "15 u?"],
  ["pass", "asl?", "25 m uk"],
  ["find", "can i ask how old you are?", "14"],
  ["pass", "how old are you?", "old enough lol"],
  ["find", "how old are u", "15 here"],
  ["pass", "how many hours did you work today", "12"],
  ["find", "wbu, how old?", "14 lol"],
  ["pass", "what year are you in at uni?", "2"],
  // 2026-12-01, the seventh round (see answers-development.ts).
  ["find", "how old are you", "1 4 lol"],
  ["pass", "how many cups of coffee today?", "1 5"],
];
