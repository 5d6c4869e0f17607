/**
 * The eleventh round's must-pass rows (2026-12-01), written with its must-find rows
 * (must-find-eleventh-round.ts) before any rule: the near neighbours of an age question (someone
 * else's age, the past, talk about age), of a messenger whose name is an everyday word, and of a
 * number in parts (counts, scores, times), as a careful moderator would label them. Spread into
 * MUST_PASS (must-pass.ts).
 */
export const ELEVENTH_ROUND_PASS: readonly string[] = [
  // Age, not the reader's now: someone else's, the past, a guess, talk about age, a shared memory.
  "how old is your dog",
  "how old are your kids?",
  "how old were you when it started?",
  "how old were you when your dad left",
  "age is just a number, my nan says",
  "i feel so old",
  "i feel old today",
  "how old do you think i am lol",
  "are you old enough to remember dial-up internet?",
  "my age makes me feel invisible",
  "at my age you stop expecting calls",
  "my son is 16 and won't talk to me",
  "how old was she when she passed?",
  "what age did you start therapy?",
  "old age scares me",
  "i'm 52 and starting over",
  // A messenger's name as an everyday word: a queue, a phone call, a list, a sign, a meeting.
  "i'm on the line with my mum",
  "add me to the list",
  "signal that you're ok",
  "i was on hold on the line for an hour",
  "draw a line under it",
  "the signal is bad on the train",
  "my therapy session ran over",
  "the wire in my charger broke",
  "i'm a bit wired tonight",
  "i read it on the telegraph",
  "there was discord in my family for years",
  "stand in line and wait your turn",
  "find me on the bench by the river when it's sunny lol, that's my happy place",
  "hit me up on that idea later, i need to think",
  "i'm back online now",
  "add me on to the rota",
  // Counts, scores, times and ages among words: no one's number.
  "i have 2 kids and 3 dogs and 1 cat",
  "we lost 2 then 1 then 0",
  "i slept 4 then 3 then 2 hours this week",
  "it was 1 2 3 steps and then breathe",
  "my kids are 7 and 9 and 12",
  "score was 3 then 4 then 10 to 12",
  "day 1 then day 2 then day 30 sober",
  "count 5 4 3 2 1 and breathe",
];
