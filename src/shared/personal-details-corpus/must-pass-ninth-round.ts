/**
 * The ninth round's must-pass rows (2026-11-30), written with its must-find rows
 * (must-find-ninth-round.ts) before any rule, for what a stranger's trial found held: "is anyone else
 * awake?", sent in Late Night Thoughts, was held as a request for personal information. Whether
 * others are awake, still up, online, around or here is how people open a chat at night and look for
 * company; it asks nothing of where, or with whom, the reader is. Labelled as a careful moderator
 * would want. Spread into MUST_PASS (must-pass.ts).
 */
export const NINTH_ROUND_PASS: readonly string[] = [
  // Whether anyone else is awake or still up: company looked for at night.
  "is anyone else awake?",
  "is anyone awake",
  "anyone else awake rn?",
  "is anybody else still up?",
  "is anyone still up at this hour",
  "is somebody else up right now?",
  "anyone else up at 3am?",
  "is anyone else awake and overthinking everything?",
  "can't sleep. is anyone else awake?",
  "who else is awake right now?",
  "who else is still up",
  "does anyone else stay up this late?",
  // Whether anyone is online, around or here: someone to talk to.
  "is anyone else online?",
  "is anyone online right now?",
  "is anyone around tonight?",
  "is anyone else around?",
  "is anybody around to talk?",
  "is anyone here?",
  "who's online tonight?",
  // The reader asked whether they are awake or online, nothing of where or with whom.
  "are you still awake?",
  "are you online?",
  "are you still up? i can't sleep either",
];
