/**
 * The twelfth round's must-pass rows (2026-12-01), written with its must-find rows
 * (must-find-twelfth-round.ts) before any rule: the everyday talk beside each: being alone as a
 * feeling, where people go, a secret the writer confides (judged to pass: the writer asks for
 * discretion about their own story, which is what the chat is for; a stranger's "can you keep a
 * secret" with nothing confided is held), names, work and school talked of without the place that
 * finds someone, numbers and spelling in ordinary talk, and "text me" said of someone else. Labelled
 * as a careful moderator would. Spread into MUST_PASS (must-pass.ts).
 */
export const TWELFTH_ROUND_PASS: readonly string[] = [
  // Alone, as a feeling or a plan, with nobody invited.
  "i'm home alone this weekend and it's so quiet",
  "my parents are away so i'm home alone, it's weird",
  "i'm alone this weekend, dreading it tbh",
  "my sister is coming over this weekend so i won't be alone",
  "a wave of sadness came over me when i was alone",
  // Where people go, not where the reader can be found.
  "where do you go when you need to clear your head?",
  "where do people even hang out these days, i never go out",
  "my kids hang out at the park after school",
  "my nan used to say come over whenever you're lonely, i miss her",
  // A secret the writer confides, or secrecy as a topic.
  "can you keep this between us? i've never told anyone",
  "can i tell you a secret? i've never said this out loud",
  "i can't keep secrets from my wife anymore",
  "keeping the abuse a secret was the worst part",
  "my mum made me promise to keep it a secret and it's eating me up",
  // Names and searching, with no name given to search.
  "i googled my symptoms, bad idea",
  "my full name is so long people always shorten it",
  "i hate my name, everyone mispronounces it",
  "my grandad's name was tom, i think of him a lot",
  "search my name and you'll find nothing, i'm a ghost online",
  // Work and school, with no place that finds someone.
  "i work at a supermarket",
  "i work at tesco, the night shifts are killing me",
  "i work in leeds but i live out of town",
  "i'm a teacher at a secondary school",
  "my daughter is in year 10 and struggling with exams",
  "i was bullied all through high school",
  "year 10 was the worst year of my life",
  "i went to a rough school in bolton, it still shapes me",
  // Numbers, doubles and hundreds in ordinary talk.
  "it took me double the time, nine hundred words in three hours",
  "one two three, breathe in, hold, breathe out",
  "i counted two hundred and fifty sheep lol",
  "oh no oh no oh no, i did it again",
  "we're in room 7, door 900, floor 3",
  // Letters spaced apart for other reasons.
  "i s n a p p e d at my mum today",
  "i'm s o o o tired",
  // "text me" said of someone else, or told of.
  "my friend always says text me if you want, but i never do",
  "she said text me if you want to talk, and i haven't",
  "call me if you want is what my sister says but she never picks up",
  "my therapist said to write it down if i want",
  "ring me if you need anything, my mum says, and i never do",
];
