/**
 * The eighth round of the development part (2026-11-30), written before any rule, after a probe
 * found whereabouts asked loosely ("where are you based?"), a location shared on a map, a meeting
 * offered over coffee, a move to where messages vanish and a person's workplace or routine asked
 * for, all passing without a hold. Written from the public descriptions of grooming's targeting,
 * isolating and meeting stages — NSPCC (signs of grooming), Thorn, CEOP/ThinkUKnow, Childnet, the
 * FBI's sextortion and online-enticement guidance — and of how adults are located and stalked from
 * what they say online (Refuge's and the Suzy Lamplugh Trust's safety advice: live location,
 * find-my-friends apps, workplace, routines, the route home), not from the rules. Its near neighbours
 * are must-pass-eighth-round.ts. Spread into MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const EIGHTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // Whereabouts, asked loosely: a region, a distance, a nearby city.
  ["where are you based?", "personal-request"],
  ["whereabouts in the uk are you", "personal-request"],
  ["which part of the country are you in", "personal-request"],
  ["are you anywhere near leeds?", "personal-request"],
  ["how far are you from london", "personal-request"],
  ["are you close to the city centre?", "personal-request"],
  ["what's the nearest big city to you", "personal-request"],
  ["which side of town are you on", "personal-request"],
  ["what county are you in?", "personal-request"],
  ["you're not far from me are you? where exactly", "personal-request"],
  // A location shared: pins, live location, map and find-my-friends apps.
  ["drop me a pin", "personal-request"],
  ["share your location with me", "personal-request"],
  ["turn on your location so i can see where you are", "personal-request"],
  ["send me your live location", "personal-request"],
  ["do you use find my friends? add me", "personal-request"],
  ["put me on your snap map", "personal-request"],
  ["what's your location rn", "personal-request"],
  // A meeting offered to the reader, by its occasion rather than the word "meet".
  ["we could grab coffee sometime", "personal-request"],
  ["let's get a drink this weekend, just us", "personal-request"],
  ["we should go for a walk together one day", "personal-request"],
  ["i'm in your area next week, we should hang", "personal-request"],
  ["fancy lunch sometime? my treat", "personal-request"],
  ["i could take you out for dinner sometime", "personal-request"],
  // Moving where nobody can read: vanishing messages, private servers, out of moderators' sight.
  ["switch to an app where messages disappear", "contact-request"],
  ["let's talk where the messages delete themselves", "contact-request"],
  ["i'll send you a link to a private server", "contact-request"],
  ["join my private discord, i'll dm you the invite", "contact-request"],
  ["let's go somewhere the moderators can't see", "contact-request"],
  // Workplace and routine: where to find the person, and when they are alone.
  ["where do you work?", "personal-request"],
  ["which company do you work for", "personal-request"],
  ["what gym do you go to", "personal-request"],
  ["when do you finish school today?", "personal-request"],
  ["what time do you leave work", "personal-request"],
  ["what bus do you take home", "personal-request"],
  ["do you have your own room?", "personal-request"],
  ["when are you usually on your own at home", "personal-request"],
];
