/**
 * The development table of answers: the partner's most recent message, then the writer's. The rules
 * of age-question.ts and stated-age.ts's reading of an answer were written against these lines, and
 * every one must be decided as labelled. Written on 2026-11-29 before those rules, from the ways people
 * ask an age in chat ("how old are you", "asl", "age?", "u 18+?", an age given with "hbu") and answer
 * it (a number, alone or with "lol", "f", a place, "me?", "u?", "no,"), and from the questions whose
 * answer is a number but not an age (days sober, the time, a scale, someone else's age, the past).
 * Every third line of that sitting is in answers-held-out.ts.
 * "find": the writer states their own age below 18 (the default minimum); "pass": they do not.
 */
export const ANSWERS_DEVELOPMENT: readonly (readonly ["find" | "pass", string, string])[] = [
  ["find", "how old are you?", "15"],
  ["pass", "how many days sober?", "15"],
  ["pass", "how long have you been clean?", "15"],
  ["find", "hbu age?", "15 lol"],
  ["find", "asl?", "16 f uk"],
  ["pass", "age is just a number", "15"],
  ["pass", "how old were you when it started?", "14"],
  ["find", "age?", "im 15"],
  ["find", "u 18+?", "no 16"],
  ["pass", "how old are you?", "22"],
  ["pass", "how old are you?", "15 minutes till my break, then i'll tell you"],
  ["find", "are you over 18?", "nope 17"],
  ["find", "what's your age", "me? 15"],
  ["pass", "what time is it there?", "15"],
  ["pass", "on a scale of 1 to 20 how bad is it", "15"],
  ["find", "im 24 hbu", "16"],
  ["find", "how old are you btw", "16 m uk"],
  ["pass", "are you over 18?", "yes, 19"],
  ["pass", "hbu?", "15"],
  ["find", "r u 18", "almost 18"],
  ["find", "22 m london, hbu?", "15 f"],
  ["pass", "how many messages did you send?", "16 lol"],
  ["pass", "you 18+?", "yes"],
  ["find", "what age are you?", "seventeen"],
  ["find", "you 18+?", "nah 16 lol"],
  ["pass", "15 days for me, hbu?", "12"],
  ["pass", "how old is your sister?", "13"],
  ["find", "and you? age?", "16"],
  // 2026-12-01, the seventh round: an age with its digits split, beside a count answered the same way.
  ["find", "how old r u?", "1 5"],
  ["find", "asl?", "1-6 f"],
  ["pass", "how many days sober?", "1 5"],
  ["pass", "which room are you in?", "1 5"],
];
