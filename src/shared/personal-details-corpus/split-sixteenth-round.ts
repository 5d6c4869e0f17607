/**
 * Details split over messages, sixteenth round (2026-12-01), written before any rule from what a
 * stranger's trial got through: a phone number whose first part is said in words ("my numbr is oh
 * seven nine one one", "then 123", "and 456"), and a gamertag given after the game platform was named
 * in an earlier message, its number sent alone, then the other person's asked ("whats urs?"). Beside
 * them, ordinary talk across messages that must pass: numbers said in words that count, a game
 * played, "tag" in other senses. Each row: the writer's earlier messages (oldest first), the newest,
 * and for a find the words it is named in. Read by ../personal-details-split.test.ts.
 */
export const SIXTEENTH_ROUND_SPLIT_FIND: readonly [string[], string, string][] = [
  [["my numbr is oh seven nine one one", "then 123"], "and 456", "07911 123 456"],
  [["its oh seven nine one one"], "then 123456", "07911 123456"],
  [["ok its four one five", "then eight six seven"], "and 5309", "415 867 5309"],
  [["do u play games? im on xbox a lot"], "my tag is nightowl", "my tag is nightowl"],
  [["do u play games? im on xbox a lot", "my tag is nightowl"], "77", "my tag is nightowl 77"],
  [["my tag is nightowl", "77"], "whats urs?", "whats urs"],
  [["i mostly play on psn"], "my username is sunnyday", "my username is sunnyday"],
  [["my snap is"], "🅽🅸🅶🅷🆃🅾🆆🅻", "snap is NIGHTOWL"],
];

export const SIXTEENTH_ROUND_SPLIT_PASS: readonly [string[], string][] = [
  [["i play xbox a lot"], "my tag line at work is 'we listen'"],
  [["77 days sober"], "and counting"],
  [["i'm on xbox a lot"], "77 days sober though"],
  [["do u play games?", "i play xbox a lot"], "me too, mostly fifa"],
  [["i did my breathing, four seven eight"], "then 478 again"],
  [["my step count was two thousand"], "then 300 more"],
  [["i slept seven hours", "then woke at two"], "and 600 steps later i was at the shop"],
  [["my favourite number is seven seven"], "whats urs?"],
  [["i'm on xbox a lot", "my favourite game is minecraft"], "whats urs?"],
];
