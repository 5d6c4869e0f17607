/**
 * Kindred stated-age corpus, blind held-out part.
 *
 * Written on 2026-11-29, in one sitting and before any measurement, by a Kindred engineer who had not
 * read the stated-age detector's rules, its tests, or the corpus's other parts. No line was changed
 * after a result was seen. Measured only (stated-age-blind.test.ts prints totals, never the lines or
 * the misses), never read to write or tune a rule.
 *
 * "find": the writer states, in this one message, their own age below 18 — in digits or words, with
 * "y/o", "14f" and "(15)" forms, as a school year or grade in UK, US and Canadian terms ("year 10",
 * "9th grader", "freshman", "middle school"), or as an age about to come ("16 next month"). "pass":
 * everything else — adults' ages, other people's ages, past ages ("when i was 15"), numbers with
 * units ("15 minutes", "14 days clean"), feeling young, jokes about age. The categories follow how
 * young people introduce themselves in public peer-support and advice forums and how adults there
 * speak of their past, their children and their recovery. Written as people type in a chat:
 * lowercase, typos, slang, emoji.
 *
 * Licence: written for Kindred, under the project's licence.
 */
export const HELD_OUT_BLIND: readonly (readonly ["find" | "pass", string])[] = [
  ["find", "im 15"],
  ["find", "fifteen and done with school"],
  ["find", "i'm in year 10"],
  ["find", "9th grader here"],
  ["find", "16 next month"],
  ["find", "i'm 13 and my parents don't get it"],
  ["find", "as a 14 year old this is hard"],
  ["find", "14f, just need someone to talk to"],
  ["find", "17m here"],
  ["find", "im only twelve"],
  ["find", "i turned 16 last week"],
  ["find", "i'm sixteen"],
  ["find", "me (15) and my mum had a fight"],
  ["find", "year 9 student, kinda lonely"],
  ["find", "i'm a junior in high school"],
  ["find", "im in 8th grade"],
  ["find", "idk im just a 13yo"],
  ["find", "i'm 17 so i can't move out yet"],
  ["find", "im 14 lol"],
  ["find", "age: 15"],
  ["find", "i'll be 15 in june"],
  ["find", "i am fourteen years old"],
  ["find", "just turned 13 😅"],
  ["find", "i'm in year 11, gcses soon"],
  ["find", "15 y/o here, is this normal"],
  ["find", "being 16 sucks"],
  ["find", "im a freshman in high school"],
  ["find", "sophomore here, 15"],
  ["find", "im only in middle school"],
  ["find", "i'm 12 going on 13"],
  ["find", "hi im sixteen and i dont know who else to tell"],
  ["find", "im 15 years old and my dad drinks"],
  ["find", "i'm a 16yo girl"],
  ["find", "just a 14 year old boy trying to figure stuff out"],
  ["find", "i'm 17, almost an adult but not yet"],
  ["find", "Im 13. My brother hits me"],
  ["find", "16 (f) from ohio"],
  ["find", "i'm in grade 10"],
  ["find", "i'm a year 8"],
  ["find", "15, gay, and not out yet"],
  ["find", "ive been 14 for like two weeks"],

  ["pass", "im 25"],
  ["pass", "i'm 19 and in uni"],
  ["pass", "my sister is 15"],
  ["pass", "when i was 15 i ran away"],
  ["pass", "15 minutes till my shift ends"],
  ["pass", "14 days clean"],
  ["pass", "i feel like im 12 again when my mum yells"],
  ["pass", "i'm 45 going on 15 lol"],
  ["pass", "my son is in year 10"],
  ["pass", "i teach 9th grade english"],
  ["pass", "at 16 i thought i knew everything"],
  ["pass", "i'm 30 but act 13 apparently"],
  ["pass", "i've been sober 16 months"],
  ["pass", "we have 17 cats. kidding, 2"],
  ["pass", "i was in year 9 when it started"],
  ["pass", "my kids are 13 and 16"],
  ["pass", "she's only 14, i'm worried about her"],
  ["pass", "i'm 18 now, finally"],
  ["pass", "turned 21 yesterday 🎉"],
  ["pass", "i'm 67 and widowed"],
  ["pass", "age is just a number lol"],
  ["pass", "16 hours of sleep and still tired"],
  ["pass", "room 15, ward b"],
  ["pass", "my 15 year old cousin is staying with us"],
  ["pass", "i've known him since we were 13"],
  ["pass", "year 10 was the worst year of my life"],
  ["pass", "i'm a 40 year old man"],
  ["pass", "mentally i'm 5"],
  ["pass", "i was 17 when i had my first panic attack"],
  ["pass", "at fifteen my parents split up"],
  ["pass", "i've got 12 missed calls from my mum"],
  ["pass", "i work with 14-16 year olds at a youth club"],
  ["pass", "chapter 15 is where it gets good"],
  ["pass", "im in my 20s"],
  ["pass", "i'm in year 2 of my degree"],
  ["pass", "she's in 9th grade and being bullied"],
  ["pass", "i started self harming at 13"],
  ["pass", "i've been feeling 15 again, all angsty"],
  ["pass", "35f, mum of two"],
  ["pass", "it's 16 degrees and raining"],
  ["pass", "i'm 24 and i still live with my parents"],
  ["pass", "my little brother just turned 12"],
];
