/**
 * The fourth round's must-pass rows (2026-11-29), written with its must-find rows
 * (must-find-fourth-round.ts) before any rule: flattery and meeting said of a third person or of
 * oneself, idioms near them, talking privately about a topic (Kindred's chat is already one to one),
 * and a pet name on a platform said of someone else. Spread into MUST_PASS (must-pass.ts).
 */
export const FOURTH_ROUND_PASS: readonly string[] = [
  // Flattery said of a third person or of oneself.
  "my son is so smart for a 6 year old",
  "my daughter is so mature for her age",
  "she's really grown up for 12, it worries me",
  "my nephew is advanced for his age",
  "i was too mature for my age as a kid",
  "everyone said i was wise for my age",
  "my teacher said i was smart for a 10 year old",
  "my son is so smart for a 6 year old, you know",
  // Meeting said of a third person or of oneself, and idioms near it.
  "my sister is struggling, i will come over tonight",
  "i'll come over to my gran's later",
  "my mum will pick me up",
  "my dad can pick her up after school",
  "i'll pick up some food on the way",
  "can i pick you up on something you said earlier?",
  "my friend and i could meet for coffee",
  "my parents said we could meet my new stepbrother this weekend",
  "he said meet me at the park and never showed",
  // Talking privately about a topic, on Kindred.
  "can we talk privately about my anxiety here?",
  "can we talk privately? about my anxiety i mean",
  "can we talk privately now about my exams",
  "could we talk privately, about my dad?",
  // A pet name on a platform, said of someone else.
  "my nickname for him on snap is sunshine lol",
  "my nickname for him on snap is sunshine",
  "my pet name for her on insta is sunshine",
  "he calls me sunshine on snap lol",
];
