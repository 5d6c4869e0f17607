/**
 * The fourth round of the development part (2026-11-29), written before any rule: flattery and
 * meeting aimed at the reader, from how NSPCC, Thorn and CEOP/ThinkUKnow describe a groomer's
 * flattery (older than their age, set apart from others their age, understood as no one else does)
 * and requests to meet (an offer to come to them, pick them up, pay their way, see them in person).
 * Spread into MUST_FIND (must-find.ts); apart only so that each file stays short.
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const FOURTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // Flattery: older than their age, set apart from others their age.
  ["you're really mature for 13", "personal-request"],
  ["ur so grown up for ur age", "personal-request"],
  ["so mature for a 13 year old, you know", "personal-request"],
  ["you're way more mature than girls your age", "personal-request"],
  ["you're smart for your age, you know that?", "personal-request"],
  ["honestly you seem older than 14", "personal-request"],
  ["you act so much older than you are", "personal-request"],
  ["you're wise for your age", "personal-request"],
  ["nobody gets you like i do", "personal-request"],
  ["you're not like other kids your age", "personal-request"],
  // Meeting: coming to them, picking them up, paying their way, seeing them in person.
  ["i can come over to yours tonight", "personal-request"],
  ["i'll pick you up", "personal-request"],
  ["i'll pick u up after school", "personal-request"],
  ["we could meet", "personal-request"],
  ["we could meet at the park on saturday", "personal-request"],
  ["let's meet somewhere, just us two", "personal-request"],
  ["i can come to your school and meet you", "personal-request"],
  ["i could drive up and see you this weekend", "personal-request"],
  ["come meet me at the station", "personal-request"],
  ["i'll get you a train ticket so we can meet", "personal-request"],
  ["when can i see you in person?", "personal-request"],
  ["you should come over to mine", "personal-request"],
  // A name to add on a platform, told to the reader: a handle whether it is the writer's or, as a
  // pet name, someone else's ("he is NightOwl77 on xbox" is held alike): decided to stay held.
  ["add sunshine on snap lol", "handle"],
  // One's own name there is still one's own, whatever it is.
  ["my name on snap is sunshine", "handle"],
];
