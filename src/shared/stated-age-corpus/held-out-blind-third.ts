/**
 * Kindred stated-age corpus, third blind held-out part.
 *
 * Written on 2026-11-30, in one sitting, by a session that had not read the stated-age rules
 * (src/shared/stated-age*.ts, src/shared/age-question.ts) or any other part of this corpus
 * (development.ts, held-out*.ts, answers-*.ts); only the corpus README, the two earlier blind tests
 * and the header of held-out-blind-second.ts were read, for the shape. Every line was written and
 * labelled before the detector was run on any of them; no line was changed because of a result. It is
 * measured only (stated-age-blind-third.test.ts prints totals, never the lines or the misses), never
 * read to write or tune a rule.
 *
 * Written from categories of how people type in anonymous chat, lower-case and messy. "find": the
 * writer says they themselves are under 18 (a bare or embedded age, gender-age tags, being a minor in
 * words, school stages of the UK, US, Australia, Ireland and Scotland, exams only minors sit,
 * birthdays, a year of birth read against 2026-11-30, too young to drive or vote, an age as the
 * subject, a parent's rule that implies a child, typos, slang, ages in words, emoji). "pass": adult
 * look-alikes (another person's age, the past, numbers that count or measure, comparisons, teachers
 * and parents naming school stages, adults back at school, adult ages, rooms and usernames, song and
 * film titles, hypotheticals).
 *
 * Two lines are loosely adapted (not copied) from young people's words that Childline published: a
 * 14-year-old boy's account of his thoughts at night (Childline column, Hartlepool Mail, 2024-10-21)
 * and a young person's account of exam stress and a shouting mum (NSPCC, ChildLine review "Under
 * Pressure", 2013/14). The others were written from the categories alone.
 */
export const BLIND_THIRD: ReadonlyArray<readonly ["find" | "pass", string]> = [
  // find: a bare or embedded age
  ["find", "15 here, anyone wanna talk"],
  ["find", "im 14 and my parents wont stop fighting"],
  ["find", "hi im 16 lol"],
  ["find", "i'm 13 and i feel so alone"],
  ["find", "17 and honestly so tired of everything"],
  ["find", "hey, 15 yrs old, just need someone to vent to"],
  ["find", "ok so im 16 and my bf keeps pressuring me"],
  ["find", "im only 14 pls dont judge"],
  ["find", "age 15. cant sleep again"],
  ["find", "so yeah i'm 17, not sure if i'm even allowed on here"],
  ["find", "im 15 btw if that matters"],
  ["find", "me (16) and my mum had a massive row"],
  // find: gender-age tags
  ["find", "16f bored af"],
  ["find", "15m uk, anyone up"],
  ["find", "f14 just wanna chat"],
  ["find", "17/f/london"],
  ["find", "m 16 here need advice"],
  ["find", "13 f, scared to tell anyone"],
  // find: being a minor in words
  ["find", "im a minor so i know i probably shouldnt be here"],
  ["find", "technically still a kid lol, not 18 for another year"],
  ["find", "im underage but i really need someone to talk to"],
  ["find", "not an adult yet, still in school"],
  ["find", "i won't be 18 till 2028"],
  ["find", "still need my parents permission for everything cuz im under 18"],
  // find: school years, grades and stages
  ["find", "im in year 9 and everyone at school hates me"],
  ["find", "year 10 student, revision is killing me"],
  ["find", "sophomore in high school and i have no friends"],
  ["find", "doing my leaving cert this year and im so stressed"],
  ["find", "in s4 and my prelims are next week"],
  ["find", "8th grader here lol"],
  ["find", "just started year 7 and i already hate it"],
  ["find", "im in 10th grade and my grades are tanking"],
  ["find", "freshman in hs, is it normal to feel this lonely"],
  ["find", "in ty rn and so bored, transition year is pointless"],
  ["find", "s2 at a school in glasgow, getting bullied every day"],
  ["find", "im in year 8 at a school in brisbane"],
  ["find", "junior year of high school is destroying me"],
  ["find", "im in sixth class, going to secondary next year"],
  ["find", "p7 and moving up to high school after the summer"],
  ["find", "im in middle school"],
  ["find", "hs senior, 17, applying to colleges and panicking"],
  ["find", "in lower sixth and already behind on my a levels"],
  ["find", "7th grade is so much harder than 6th was"],
  ["find", "i'm a teenager, like a young one, only just started secondary"],
  // find: exams only minors sit
  ["find", "my gcses start in may and i havent revised at all"],
  ["find", "doing my sats in year 6 next week and im scared"],
  ["find", "got my junior cert results and my dad is furious"],
  ["find", "mocks for my gcses next month, im gonna fail"],
  ["find", "in s3 picking my nat 5 subjects and i have no idea"],
  ["find", "psat next week and i'm freaking out, im a sophomore"],
  ["find", "11 plus exam tomorrow im so nervous"],
  ["find", "in 3rd year doing the junior cert in june"],
  // find: birthdays
  ["find", "turning 16 in march!!"],
  ["find", "sweet sixteen next week 🎉"],
  ["find", "it's my 15th birthday tomorrow and no one cares"],
  ["find", "just turned 14 today"],
  ["find", "i'll be 17 in january"],
  ["find", "my 16th is on saturday, parents said no party"],
  ["find", "bday in 2 weeks, gonna be 15"],
  ["find", "finally 13 lol officially a teen"],
  // find: year of birth (read against 2026-11-30)
  ["find", "born in 2010 if that helps"],
  ["find", "im a 2011 baby"],
  ["find", "b. 2012, f"],
  ["find", "my dob is 14/03/2012"],
  ["find", "class of 2029 here, freshman"],
  // find: too young to drive, vote or work
  ["find", "cant even vote yet so no one listens to me"],
  ["find", "not old enough to drive so im stuck at home all weekend"],
  ["find", "im too young to get a job, my mum says wait till im 16"],
  // find: an age as the subject or circumstance
  ["find", "being 13 is hard"],
  ["find", "14 is the worst age honestly"],
  ["find", "why is being sixteen so confusing"],
  ["find", "15 and already done with life"],
  ["find", "at 14 i shouldnt have to look after my little brothers every night"],
  // find: a parent's rule that implies a child
  ["find", "my mum takes my phone at 9 on school nights because im 14"],
  ["find", "my dad wont let me go to the party, he says 15 is too young and i am 15"],
  ["find", "curfew is 10 cos im only 16"],
  ["find", "my parents check my phone every night bc im 13"],
  ["find", "grounded again, being 15 with strict parents is hell"],
  // find: typos, slang, words and emoji
  ["find", "im fiftteen"],
  ["find", "15yo girl here"],
  ["find", "15 y/o, need advice about my friend"],
  ["find", "i'm sixteen 😭"],
  ["find", "im fourteen and confused about everything"],
  ["find", "ima 16 yr old guy, is that ok"],
  ["find", "im 16yrs"],
  ["find", "thirteen n lonely"],
  ["find", "im 15 😔"],
  ["find", "16 🙃 school is hell"],
  // find: adapted from Childline's published accounts (see header)
  [
    "find",
    "im 14 and for a few weeks my head keeps getting worse, ok at school but alone in my room the thoughts start",
  ],
  ["find", "year 10 and so stressed w exams, mum keeps shouting that im not revising enough"],

  // pass: another person's age or stage
  ["pass", "my son is 15 and wont talk to me"],
  ["pass", "my little sister just turned 13"],
  ["pass", "my daughter (14) is being bullied online"],
  ["pass", "my nephew's 16 and already taller than me"],
  ["pass", "my girlfriend's kid is 15, how do i bond with him"],
  ["pass", "our eldest turns 16 in march"],
  ["pass", "my stepson is fifteen and hates me"],
  ["pass", "my 14yo keeps asking for a phone"],
  ["pass", "the boy next door is 13 and plays drums all night"],
  ["pass", "my brother is in year 9 and struggling"],
  ["pass", "my cousin just started sixth form"],
  ["pass", "my kid's sweet sixteen is next week, any party ideas"],
  // pass: the past
  ["pass", "when i was 15 i ran away from home"],
  ["pass", "i left school at 16"],
  ["pass", "at 14 i was already working weekends"],
  ["pass", "back in year 9 i got bullied a lot"],
  ["pass", "i did my gcses in 2005"],
  ["pass", "i was a minor when it happened, im 29 now"],
  ["pass", "i got pregnant at 17, she's 10 now"],
  ["pass", "my leaving cert was years ago but i still dream about it"],
  ["pass", "when i was sixteen my dad left"],
  ["pass", "sophomore year of high school was the worst time of my life, glad that's over"],
  // pass: numbers that count or measure
  ["pass", "15 minutes till my shift ends"],
  ["pass", "i've been here 16 days"],
  ["pass", "sent you 15 messages lol"],
  ["pass", "it cost me £16"],
  ["pass", "meet at 16:30?"],
  ["pass", "size 14 jeans dont fit anymore"],
  ["pass", "bus 17 is late again"],
  ["pass", "i slept 14 hours"],
  ["pass", "16 years married this june"],
  ["pass", "13 weeks pregnant and terrified"],
  ["pass", "ran 15k this morning"],
  ["pass", "been sober 14 months"],
  ["pass", "ive got 17 unread emails"],
  ["pass", "only 12% battery left"],
  ["pass", "flat 16b, third floor"],
  ["pass", "i'm 15 minutes from home"],
  ["pass", "im 17 stone and hate my body"],
  ["pass", "im 14 weeks along"],
  ["pass", "i'm 16 hours into a shift"],
  ["pass", "it's been 16 years since my mum died"],
  // pass: comparisons
  ["pass", "i feel like i'm 15 again"],
  ["pass", "my mum treats me like im 12"],
  ["pass", "acting like a 14 year old tbh"],
  ["pass", "i have the sense of humour of a 13 year old"],
  ["pass", "i look about 16 but im 24"],
  // pass: teachers and parents naming school stages
  ["pass", "i teach year 9"],
  ["pass", "my daughter's gcses are stressing the whole house"],
  ["pass", "marking 30 year 11 mocks tonight"],
  ["pass", "my son is in s4"],
  ["pass", "as a 7th grade teacher im exhausted"],
  ["pass", "tutoring a kid for his junior cert"],
  ["pass", "parents evening for my year 10 tomorrow"],
  // pass: adults back at school
  ["pass", "retaking gcse maths at 32"],
  ["pass", "doing my a levels at night school at 40"],
  ["pass", "mature student, 27, first year of uni"],
  ["pass", "going back to finish my leaving cert at 35"],
  // pass: adult ages
  ["pass", "i'm 17 years into my career"],
  ["pass", "i'm 19"],
  ["pass", "turned 18 last week"],
  ["pass", "24f, lonely"],
  ["pass", "im 38 and my kids are 15 and 13"],
  ["pass", "31m here"],
  ["pass", "just hit thirty"],
  ["pass", "i'm an adult, 22, just feel lost"],
  ["pass", "20 years old and still no clue what im doing"],
  ["pass", "im 45 and just got divorced"],
  // pass: rooms and usernames
  ["pass", "anyone in room 16?"],
  ["pass", "my old username was skater15"],
  ["pass", "hi from chat 14"],
  ["pass", "lobby 13 is dead tonight"],
  ["pass", "add me, im gamer_2010 on there"],
  // pass: songs and films
  ["pass", "fifteen by taylor swift always makes me cry"],
  ["pass", "listening to seventeen going under on repeat"],
  ["pass", "sweet little sixteen is such a good song"],
  ["pass", "watching 13 going on 30"],
  ["pass", "'when you're fifteen somebody tells you they love you' hits different now"],
  ["pass", "sixteen candles is on tv"],
  // pass: hypotheticals
  ["pass", "if i were 15 again i'd do it all differently"],
  ["pass", "imagine being 16 with tiktok, glad i grew up before it"],
  ["pass", "if i was 14 now id be so anxious about social media"],
  ["pass", "what would you tell your 15 year old self"],
  ["pass", "wish i could go back to being 13"],
];
