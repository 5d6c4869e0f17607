/**
 * Kindred stated-age corpus, second blind held-out part.
 *
 * Written on 2026-11-30, in one sitting, by a session that had not read the stated-age rules
 * (src/shared/stated-age*.ts, src/shared/age-question.ts, src/shared/age-answer.ts), their tests, the
 * corpus's other parts (src/shared/stated-age-corpus/) or the README's section on stated age. Only the
 * signature of statedAge was looked at. Every line was written and labelled before the rules were run
 * on any of them; no line was changed because of a result. It is measured only
 * (stated-age-blind-second.test.ts prints totals, never the lines or the misses), never read to write
 * or tune a rule.
 *
 * Sources of the categories (from the writer's knowledge, no text copied): the school-year ages of
 * England and Wales (year 7 at 11–12 to year 11 at 15–16, GCSEs in year 11, sixth form and A levels
 * at 16–18, further-education college at 16 and over), Scotland (P7, S1–S6), Ireland (5th and 6th
 * class, Junior Cycle / Junior Cert at about 15, Transition Year, Leaving Cert at 17–18), the United
 * States and Canada (grades, middle school, freshman to senior in high school) and Australia (years
 * 7–12); Childline's and Kids Helpline's notes on how young people introduce themselves; common chat
 * conventions ("asl", "16 f", "m15", "14yo", Korean-style "09 liner", "a 2009 baby"); driving and
 * birthday milestones (learner's permit, "sweet sixteen").
 *
 * Dates are read against 2026-11-30: born 2010 is 15 or 16, born 2009 is 16 or 17.
 *
 * "find" (69): the writer states their own age as under 18, however they say it: a number with or
 * without a unit, in words, in "asl" form, with typos (30); a birthday just past or coming (12); a
 * school stage that is under 18 in every reading (19); a birth year (3); being a minor or too young (5).
 *
 * "pass" (71): the writer does not state an own age under 18: adults stating their age (14); someone
 * else's age (children, siblings, partners) (10); the writer's past (9); numbers that are not ages
 * (minutes, days sober, sizes, weights, grades of music exams, ratings, levels, years) (21); teachers
 * and workers on school years and pupils (5); adult learners and stages that may be 18 or over (sixth
 * form, A levels, college, "teenager", university years) (7); asking someone else's age, likening
 * oneself to a child (5).
 */
export const BLIND_SECOND: readonly (readonly ["find" | "pass", string])[] = [
  // Own age as a number, with and without units, in words, in chat shorthand.
  ["find", "15"],
  ["find", "im 14 btw"],
  ["find", "14yo and honestly so done with everything"],
  ["find", "i'm fifteen and my parents are splitting up"],
  ["find", "16 f, looking for someone to talk to"],
  ["find", "15 here, first time using this"],
  ["find", "i am 14 years old"],
  ["find", "16yrs old, got dropped from the football team"],
  ["find", "15 y/o trans guy here"],
  ["find", "im sixteen lol"],
  ["find", "m15 uk"],
  ["find", "age: 14"],
  ["find", "15/f/ireland"],
  ["find", "im only 14 how am i supposed to deal with this"],
  ["find", "im 13 and i think im gay"],
  ["find", "i'm 12 and my stepdad scares me"],
  ["find", "im 17 and my bf keeps pressuring me"],
  ["find", "im fourteen n a half"],
  ["find", "thirteen years old and already done with life"],
  ["find", "i'm 14 (almost 15)"],
  ["find", "im a teen, 15, if that helps"],
  ["find", "im 16 but everyone thinks im older"],
  ["find", "15yr old girl, my parents dont know im gay"],
  ["find", "only 13, is that too young to be on here?"],
  ["find", "uhh im 12"],
  ["find", "iam 15 nd my mum drinks every night"],
  ["find", "i,m 16 and cant stop crying"],
  ["find", "im 15 yeras old"],
  ["find", "kid here (12)"],
  ["find", "i cant vote or drive or anything, im literally 15"],
  // Birthdays just past or coming.
  ["find", "just turned 16 last week and still feel awful"],
  ["find", "i just turned thirteen"],
  ["find", "turning 17 next month and i've never felt this alone"],
  ["find", "17 in june but my dad still treats me like a kid"],
  ["find", "i'll be 16 on friday and nobody's even mentioned it"],
  ["find", "ill be 14 in march"],
  ["find", "im turning 15 tomorrow"],
  ["find", "i'm nearly 16"],
  ["find", "im 15 going on 16"],
  ["find", "my 16th birthday is next week and i dont even want it"],
  ["find", "sweet sixteen on saturday and i don't want a party"],
  ["find", "gonna get my learners permit when i turn 16 in april"],
  // School stages that are under 18 in every reading.
  ["find", "in year 9 and getting bullied every day"],
  ["find", "im in yr 10 and my mocks are killing me"],
  ["find", "year 8 girl here, is it normal to feel like this"],
  ["find", "im in year 11 and my gcses are in may"],
  ["find", "im in grade 7 and nobody sits with me at lunch"],
  ["find", "i'm in 8th grade and my best friend stopped talking to me"],
  ["find", "9th grader here, high school is scary"],
  ["find", "im in grade 10 in canada"],
  ["find", "im a sophomore in high school and i feel invisible"],
  ["find", "freshman in hs, my parents fight every night"],
  ["find", "junior in high school, sat prep is destroying me"],
  ["find", "i'm in middle school and kids keep calling me names"],
  ["find", "doing my gcses this year and i'm so stressed i can't sleep"],
  ["find", "sitting my junior cert in june and i'm terrified"],
  ["find", "year 11 in aus, just finished my exams"],
  ["find", "i'm in s3 in scotland"],
  ["find", "im in transition year and hate it"],
  ["find", "im in p7 and scared of going up to high school"],
  ["find", "just started high school this september"],
  // Birth years.
  ["find", "born in 2010 if that matters"],
  ["find", "im a 2009 baby"],
  ["find", "09 liner here lol"],
  // Being a minor, too young.
  ["find", "i'm underage so i can't even buy paracetamol myself"],
  ["find", "not 18 yet so i can't move out"],
  ["find", "i'm too young to get a job so i'm stuck at home with them"],
  ["find", "i'm a minor so idk if i'm even allowed on here"],
  ["find", "my mum won't let me get a phone till i start secondary school"],

  // Adults stating their age.
  ["pass", "i'm 34 and never told anyone this"],
  ["pass", "uni student, 20, first year away from home"],
  ["pass", "i'm in my 40s and still feel like a failure"],
  ["pass", "i'm 18 and just moved out"],
  ["pass", "19m, can't sleep"],
  ["pass", "just turned 21 and feel nothing"],
  ["pass", "turned 18 yesterday and nobody came"],
  ["pass", "mid twenties, lost"],
  ["pass", "late 30s woman, recently divorced"],
  ["pass", "retired, 67, and the house is so quiet"],
  ["pass", "i'm old enough to know better, 25"],
  ["pass", "i was born in 1995"],
  ["pass", "a 90s kid here"],
  ["pass", "my partner is 19 and i'm 22"],
  // Someone else's age.
  ["pass", "as a mum of a 15 year old i don't know what to do"],
  ["pass", "my son is 14 and won't talk to me"],
  ["pass", "my sister just turned 16 and she's self harming"],
  ["pass", "my daughter is in year 8 and being bullied"],
  ["pass", "my little brother is 12 and our parents ignore him"],
  ["pass", "my boyfriend's 17 and i'm worried about him"],
  ["pass", "i have 3 kids, the oldest is 15"],
  ["pass", "fostering a 14 year old boy and it's hard"],
  ["pass", "my niece is turning 13 next month"],
  ["pass", "my kid's in middle school and hates it"],
  // The writer's past.
  ["pass", "when i was 15 i stopped eating"],
  ["pass", "at 14 i started self harming, i'm 26 now"],
  ["pass", "back when i was in year 9 everything fell apart"],
  ["pass", "in 8th grade i got bullied so bad i switched schools"],
  ["pass", "i've been depressed since i was 13"],
  ["pass", "it started when i was 12 and i'm still dealing with it at 30"],
  ["pass", "i was underage when it happened, i'm 29 now"],
  ["pass", "failed my gcses years ago and still regret it"],
  ["pass", "did my leaving cert years ago, now 24"],
  // Numbers that are not ages.
  ["pass", "waited 15 minutes for the bus in the rain"],
  ["pass", "day 14 sober today"],
  ["pass", "year 10 of my marriage and it's falling apart"],
  ["pass", "passed grade 8 piano finally"],
  ["pass", "i'm a size 14 and hate my body"],
  ["pass", "i weigh 15 stone"],
  ["pass", "the film is rated 16+ so i watched it on my own"],
  ["pass", "i've got 17 unread messages from my ex"],
  ["pass", "it's been 13 days since i last cut"],
  ["pass", "i work 16 hour shifts"],
  ["pass", "i've been crying for like 15 hours"],
  ["pass", "i'm in bed 14 on the ward"],
  ["pass", "it's 12 degrees and i'm sitting outside"],
  ["pass", "i scored 15 out of 20"],
  ["pass", "15 years ago my dad died"],
  ["pass", "i've had 14 years of therapy"],
  ["pass", "week 9 of couch to 5k"],
  ["pass", "level 15 in the game and still can't beat the boss"],
  ["pass", "my iphone 15 died"],
  ["pass", "2010 was the worst year of my life"],
  ["pass", "since 2009 i've been on antidepressants"],
  // Teachers, parents and workers on school years and pupils.
  ["pass", "i teach year 9 and one of my students worries me"],
  ["pass", "my year 10s were a nightmare today"],
  ["pass", "my students are all 14 and 15"],
  ["pass", "i'm a youth worker with 16 year olds"],
  ["pass", "i'm a nurse on the under-16s ward"],
  // Adult learners and stages that may be 18 or over.
  ["pass", "i'm 30 and doing my gcses at night school"],
  ["pass", "just started sixth form"],
  ["pass", "doing my a levels and the pressure is insane"],
  ["pass", "i'm at college doing a btec"],
  ["pass", "i'm a teenager and nobody listens"],
  ["pass", "i'm a freshman in college"],
  ["pass", "sophomore at uni and failing everything"],
  // Asking someone else's age; likening oneself to a child.
  ["pass", "are you 16?"],
  ["pass", "how old are you btw"],
  ["pass", "what age are you, 15 or so?"],
  ["pass", "my mum treats me like i'm 14"],
  ["pass", "i feel like i'm 12 again"],
];
