/**
 * Adults only, after sign-up: whether a message's writer says, in the first person and the present,
 * that they are younger than the minimum age ("im 15 lol", "i'm only fourteen", "15 yo here", "15
 * here", "like i'm 15 and no one cares", "im almost 18", "15f, lonely", "me (15f) and my mum", "i'm not
 * 18 yet", "being 15 sucks", "i hate being 15": stated-age-subject.ts), as a minor without an age ("i'm
 * a minor", "too young to drive", "my mum takes my phone on school nights": stated-age-minor.ts), by
 * their school stage ("i'm in year 10", "9th grader here", "just started high school this year":
 * stated-age-school.ts, stated-age-starting.ts) or their birthday or
 * year of birth ("i turn 16 next month", "born in 2010": stated-age-birthday.ts). Someone who gave a
 * false date of birth must not go on chatting with an adult. A bare "15" is an age only as the answer
 * to the partner's question about it: age-question.ts. A teen with its digits split or a digit for a
 * letter ("im 1 5", "fi5teen") is read as written plainly (stated-age-disguise.ts, by normalise).
 *
 * It reads only the writer's own age: another person's ("my son is 15", "she's 16", "my brother
 * (16m)"), the past ("i was 15 when it started", "i was a minor then"), a number with a unit or a count
 * ("i'm 15 minutes late", "16 weeks pregnant", "14 days sober", "15 stone", "17 floors up", "i'm 14
 * chapters in", "i just turned 15 pages in", "17 here? no, 17 messages"), a comparison ("i'm
 * 40 and feel 15", "they treat me like i'm 12") and "minor" describing something ("a minor part") are
 * not an age, and nor is a school stage beside the writer's own adult age ("i'm 34 and i'm doing my
 * gcses at night school": stated-age-adult.ts), unless it is a class no adult is in ("i'm 20 and in
 * year 10" is read as year 10). A false alarm ends an adult's chat and holds them
 * until a moderator looks, so each rule asks for a clear sentence rather than any small number near
 * "i'm".
 * The rules that read a number ("im 15", "15f", "under 18", "being 15") are gathered in
 * stated-age-numbers.ts. Each family of rules runs behind a quick test and then a gate of the words
 * its rules need (stated-age-gate.ts), so that most messages try none of them.
 * The tables it was written against are in stated-age-corpus/ (development and held-out).
 */
import { givesAdultAgeWithAt, isAdultLearners, isOwnAdultAge } from "./stated-age-adult.js";
import { birthdayAges } from "./stated-age-birthday.js";
import { MINOR_AGE, statesMinority } from "./stated-age-minor.js";
import { readNumbers } from "./stated-age-numbers.js";
import { schoolStages } from "./stated-age-school.js";
import { normalise, YOUNGEST } from "./stated-age-words.js";

// The number rules' table and quick test, where stated-age-quick.test.ts has always asked for them.
export { MAY_HOLD_NUMBER, NUMBER_RULES } from "./stated-age-numbers.js";

/**
 * The age the writer states, when it is below `minimumAge` (13–120); otherwise null. `today` is the
 * date the server has for the message: a year of birth is read against it.
 */
export function statedAgeBelow(text: string, minimumAge: number, today: Date): number | null {
  const age = statedAge(text, today);
  return age !== null && age < minimumAge ? age : null;
}

/**
 * The age the writer's own words give: "im 15" is 15, "i turn 16 next month" is 15, "i'm in year 10"
 * is at most 15 (UK), "i'm in 9th grade" at most 15 (US). When the words allow a range, the oldest of
 * it, so that nobody is read younger than they may be; when a message gives several, the youngest.
 * Null when they state none.
 */
export function statedAge(text: string, today: Date): number | null {
  const line = normalise(text);
  let found: number | null = null;
  const keep = (age: number | null) => {
    if (age !== null && age >= YOUNGEST && (found === null || age < found)) found = age;
  };
  // The youngest adult age the writer gives as their own: a school stage beside it may be an adult
  // learner's (stated-age-adult.ts).
  let adultAge: number | null = null;
  const keepOwn = (age: number | null, match: RegExpExecArray) => {
    keep(age);
    if (
      age !== null &&
      (adultAge === null || age < adultAge) &&
      isOwnAdultAge(line, match.index, match.index + match[0].length, age)
    )
      adultAge = age;
  };
  // The rules that read a NUMBER (stated-age-numbers.ts): a message with none (most) skips them all.
  readNumbers(line, keep, keepOwn);
  // A minor without an age yields to the writer's own adult age ("…on school nights, i'm 34").
  if (adultAge === null && statesMinority(line)) keep(MINOR_AGE);
  // "i'm 34 and doing my gcses at night school": an adult back at school (stated-age-adult.ts). The
  // stage is read first: most messages name none, and then the adult's age need not be looked for.
  const stages = schoolStages(line);
  if (stages.length > 0 && !givesAdultAgeWithAt(line))
    for (const stage of stages) if (!isAdultLearners(stage, adultAge, line)) keep(stage.age);
  for (const age of birthdayAges(line, today)) keep(age);
  return found;
}
