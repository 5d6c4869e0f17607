/**
 * The thirteenth round of the development part (2026-12-01), written before any rule, beside the
 * must-pass rows of must-pass-thirteenth-round.ts, for what a tester sent without a caution: the
 * offline details of the twelfth round in the other ways people put them. From what NSPCC,
 * CEOP/ThinkUKnow and the FBI's sextortion advice describe a stranger piecing together to find
 * someone: one branch of a chain named by its street, with where the writer works or an invitation to
 * come by; a child's school named with their year or grade, in either order; a college or university
 * named with an invitation to come and find the writer there; and a full name given first, before
 * the words that ask to be searched ("…, google me"); and "asl" asked beside a greeting or the
 * asker's own answer. Spread into MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const THIRTEENTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // One branch, by its street or landmark, as the writer's workplace or where to find them.
  ["i work at the tesco on high street", "address"],
  ["i'm a barista at the costa by the station, come say hi", "address"],
  ["come find me at the starbucks on 5th where i work", "address"],
  ["the greggs on market street is where i work, pop in sometime", "address"],
  ["you can find me at the boots on queen st most days, i'm on the tills", "address"],
  ["i'm on shift at the mcdonald's on london road tonight if you want to come by", "address"],
  ["i work the tills at the lidl near the station", "address"],
  // A child's school, named with the year or grade, in either order.
  ["i'm at st mary's high, year 10", "address"],
  ["i go to lincoln middle school, 7th grade", "address"],
  ["im in 9th grade at roosevelt high", "address"],
  ["year 8 at hollybrook academy lol", "address"],
  ["my school's parkside academy, i'm in year 7", "address"],
  ["i'm in year 12 at st john's sixth form college", "address"],
  // A college or university with an invitation to come and find the writer there.
  ["come find me at kings college, i'm in the library every day", "address"],
  ["i'm at leeds uni, come meet me outside the union on friday", "personal-request"],
  // A full name first, then the words that ask to be searched.
  ["my name is jane doe, google me", "handle"],
  ["i'm tom baker, look me up", "handle"],
  ["my name's priya sharma, search me up", "handle"],
  ["name's lucy grant, google me and you'll see", "handle"],
  ["it's marcus o'neill if you want to look me up", "handle"],
  // "asl" (age, sex, location) asked as its own question, with more in the message.
  ["hi there, asl?", "personal-request"],
  ["asl? im 20 m", "personal-request"],
  ["so whats ur asl", "personal-request"],
];
