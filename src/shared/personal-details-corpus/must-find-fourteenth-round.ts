/**
 * The fourteenth round of the development part (2026-12-01), written before any rule, beside the
 * must-pass rows of must-pass-fourteenth-round.ts, for what a stranger's trial sent without a
 * caution, written out as whole categories from the NSPCC, CEOP/ThinkUKnow and Thorn descriptions of
 * grooming (meeting, locating, checking whether adults are watching) and from how platforms' names
 * and handles are typed in chat: a meeting proposed in casual words (coffee, a drink, "link up",
 * "we should meet sometime"); the street, area, postcode or nearest station asked; whether the
 * reader's parents know or are around; a handle given after "at" or "@" beside a platform's short
 * name (insta, ig, snap, sc, tt, disc); and a platform's name with symbols or digits for its
 * letters (sn@p, 1nsta, d1scord). Text in compatibility forms (full-width, mathematical letters) is
 * the cleaning step's, tested in ../invisible-characters.test.ts. Spread into MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const FOURTEENTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // A meeting in person, proposed in casual words.
  ["wanna meet for coffee sometime?", "personal-request"],
  ["wanna meet for coffee sometime? i'm near you probably", "personal-request"],
  ["we should meet sometime", "personal-request"],
  ["we should meet for a drink sometime", "personal-request"],
  ["u wanna hang sometime?", "personal-request"],
  ["wanna link up this weekend?", "personal-request"],
  ["we should link up sometime x", "personal-request"],
  ["fancy meeting up for a coffee?", "personal-request"],
  ["want to meet for a drink after work?", "personal-request"],
  ["let's meet for coffee, my treat", "personal-request"],
  ["would you wanna meet up sometime", "personal-request"],
  ["meet me for a drink sometime?", "personal-request"],
  ["i'd love to meet you for coffee", "personal-request"],
  ["maybe we could meet for a coffee one day", "personal-request"],
  ["we should hang sometime, i'm not far", "personal-request"],
  // The street, the area, the postcode, the nearest station.
  ["what street are you on", "personal-request"],
  ["what street do you live on?", "personal-request"],
  ["whats ur postcode", "personal-request"],
  ["what's your zip code?", "personal-request"],
  ["which area do you live in", "personal-request"],
  ["what area are you in?", "personal-request"],
  ["what road do u live on", "personal-request"],
  ["which station are you closest to?", "personal-request"],
  ["what estate do you live on", "personal-request"],
  ["what's the first half of your postcode", "personal-request"],
  // Whether the reader's parents or other adults know or are around.
  ["do your parents know you're on here", "personal-request"],
  ["does your mum know you talk to people online?", "personal-request"],
  ["do ur parents know ur on this app", "personal-request"],
  ["does anyone know you're talking to me?", "personal-request"],
  ["would your parents mind you talking to me", "personal-request"],
  ["does your dad know you use kindred?", "personal-request"],
  ["are your mum and dad around right now?", "personal-request"],
  ["are there any adults around you rn", "personal-request"],
  // A handle after "at" or "@", beside a platform's short name.
  ["my insta is at j.doe.22", "handle"],
  ["my ig is @j.doe.22", "handle"],
  ["insta: at lilmoon_x", "handle"],
  ["my tt is at moonie.22", "handle"],
  ["my sc is at lilmoon", "handle"],
  ["my disc is lilmoon#2231", "handle"],
  ["find me on tt at dancer.k", "handle"],
  ["my snap's at lilmoon", "handle"],
  ["hmu on insta at j.doe.22", "handle"],
  // A platform's name with symbols or digits for its letters.
  ["add me on sn@pchat: lilmoon", "handle"],
  ["my 1nsta is j.doe.22", "handle"],
  ["d1scord: lilmoon", "handle"],
  ["add me on sn4p, lilmoon", "handle"],
  ["my $nap is lilmoon", "handle"],
  ["inst@: j.doe.22", "handle"],
  ["t1kt0k is moonie.22", "handle"],
];
