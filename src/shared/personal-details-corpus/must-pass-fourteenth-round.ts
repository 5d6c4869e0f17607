/**
 * The fourteenth round's must-pass rows (2026-12-01), written with its must-find rows
 * (must-find-fourteenth-round.ts) before any rule: the everyday talk beside each. Coffee, drinks and
 * meeting told of or with someone else, or "we" meaning the chat; a street, an area or a postcode of
 * the writer's own life; parents knowing about what the reader is going through, which a supporter
 * asks; platforms talked about with "at" beside them; "@" before a persona's name; an e-mail account
 * talked about. Labelled as a careful moderator would. Spread into MUST_PASS (must-pass.ts).
 */
export const FOURTEENTH_ROUND_PASS: readonly string[] = [
  // Meeting, coffee and drinks told of, with someone else, or the chat itself.
  "i met my friend for coffee today",
  "coffee helps me get through the morning",
  "we should talk again sometime",
  "we should chat again sometime, this helped",
  "my friend and i meet for coffee every sunday",
  "we used to meet for drinks after work, i miss that",
  "do you have someone you could meet for coffee?",
  "i met up with my cousin for a drink and it helped",
  "i hope we meet our goals this year",
  "my mum wants to link up with my aunt this weekend",
  // The writer's own street, area or postcode, and areas of a life.
  "my street is so noisy at night",
  "the postcode lottery of mental health services is real",
  "which area of your life feels hardest right now?",
  "what area are you struggling with most?",
  "the station near my house is always packed",
  "i moved to a new area and don't know anyone",
  // Parents knowing about what the reader is going through: a supporter's question.
  "my parents know i'm struggling",
  "do your parents know how you're feeling?",
  "does your mum know what happened?",
  "do your parents know you're struggling? it might help to tell them",
  "my parents don't know i'm on here",
  "is there an adult you trust you could talk to?",
  // Platforms talked about, "at" in its everyday senses, a persona's name, an e-mail account.
  "i'm on insta way too much",
  "at least i tried",
  "@luna what do you think",
  "my email was hacked",
  "insta at its worst makes me feel awful",
  "i looked at ig at 3am again",
  "at least my snap streaks are still going",
  "i saw it on tt at lunch",
  "i deleted tiktok at last",
  "my discord server is dead at the moment",
];
