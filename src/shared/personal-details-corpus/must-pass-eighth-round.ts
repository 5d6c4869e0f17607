/**
 * The eighth round's must-pass rows (2026-11-30), written with its must-find rows
 * (must-find-eighth-round.ts) before any rule: what a support chat between adults says beside
 * whereabouts, locations, meetings, private places and routines — "how far" and "close to" said of
 * time, progress and people; the writer's own region, walks and coffees; a supporter urging the
 * reader to meet their own friends; a question about Kindred's own messages; work, exercise and
 * sleep asked about as a topic, not a place or a time to be found. Labelled as a careful moderator
 * would want. Spread into MUST_PASS (must-pass.ts).
 */
export const EIGHTH_ROUND_PASS: readonly string[] = [
  // Distance and closeness said of time, progress and people.
  "how far are you into the book?",
  "how far are you from finishing your degree",
  "are you close to your sister?",
  "which part of the day is hardest for you",
  "which part of the story upset you most",
  "where are you at with all of this, emotionally?",
  // The writer's own region, walks and coffees.
  "i'm based in the north, it rains a lot",
  "i grabbed coffee with my sister today and it helped",
  "my friend and i go for a walk every sunday",
  "my mum uses find my friends and it drives me mad",
  "i share my location with my partner, is that weird?",
  // A supporter pointing the reader to people of their own.
  "is there someone you could meet for a coffee this week?",
  "do you have friends you can hang out with?",
  "maybe go for a walk with someone you trust",
  // Kindred's own messages and moderators.
  "do messages here get deleted when the chat ends?",
  "can the moderators see what we write?",
  // Work, exercise, school and sleep as a topic.
  "what kind of work do you do?",
  "do you like your job?",
  "do you go to the gym? it helps me a lot",
  "when does your term finish? exams are the worst",
  "what time do you usually go to bed?",
  "do you have your own space to relax?",
  "what's your routine like when you feel low?",
  "i take the bus home and cry sometimes",
  "drop me a line in here anytime",
  "share your thoughts, i'm listening",
];
