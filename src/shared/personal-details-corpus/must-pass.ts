/**
 * Ordinary texts a supportive chat is full of, which the guard must let through without a word:
 * times, dates, ages, prices, scores, step counts, years, rankings, measurements, support lines,
 * the room personas' @handles, "@someone" with no platform, and platforms talked about rather than
 * used to hand out a handle.
 */
import { EIGHTH_ROUND_PASS } from "./must-pass-eighth-round.js";
import { ELEVENTH_ROUND_PASS } from "./must-pass-eleventh-round.js";
import { FIFTH_ROUND_PASS } from "./must-pass-fifth-round.js";
import { FIFTEENTH_ROUND_PASS } from "./must-pass-fifteenth-round.js";
import { FOURTEENTH_ROUND_PASS } from "./must-pass-fourteenth-round.js";
import { FOURTH_ROUND_PASS } from "./must-pass-fourth-round.js";
import { NINTH_ROUND_PASS } from "./must-pass-ninth-round.js";
import { SEVENTH_ROUND_PASS } from "./must-pass-seventh-round.js";
import { SEVENTEENTH_ROUND_PASS } from "./must-pass-seventeenth-round.js";
import { SIXTH_ROUND_PASS } from "./must-pass-sixth-round.js";
import { SIXTEENTH_ROUND_PASS } from "./must-pass-sixteenth-round.js";
import { TENTH_ROUND_PASS } from "./must-pass-tenth-round.js";
import { THIRD_ROUND_PASS } from "./must-pass-third-round.js";
import { THIRTEENTH_ROUND_PASS } from "./must-pass-thirteenth-round.js";
import { TWELFTH_ROUND_PASS } from "./must-pass-twelfth-round.js";

export const MUST_PASS: readonly string[] = [
  // Times and dates
  "see you at 3:30",
  "it's 10:45pm here and I can't sleep",
  "my exam is on 12/05/2024",
  "since 01.02.2023 things got worse",
  "from 9 to 5 every day",
  "between 2010 and 2015 I lived abroad",
  "the 2019-2023 years were hard",
  "my birthday is 14 March 1998",
  "I wake up at 06:30 every morning",
  "it happened on 2024-03-14",
  // Ages
  "I'm 17 and scared",
  "I turned 34 last week",
  "my daughter is 9",
  "when I was 12 my parents split",
  // Prices and money
  "rent is $1,299.99 a month",
  "I owe £2,500 on my card",
  "it cost 49.99",
  "I make 32000 a year",
  "the mortgage is 250000",
  // Scores, counts, rankings
  "we won 3-1 last night",
  "the score was 21-19",
  "it was 0-0 at half time",
  "I walked 12000 steps today",
  "10000 steps is my goal",
  "it's in my top 10 worries",
  "I got 98 percent on the test",
  "1 in 4 people struggle with this",
  "I slept 7 hours",
  "I've been clean for 365 days",
  "day 45 of therapy",
  "I've read 1984 twice",
  "room 101 at the hospital",
  "order #4521873 never arrived",
  "my pin is 1234 lol jk",
  "1998 2003 2010 were the worst years",
  "I ran 5 miles down the road",
  "we live 20 minutes up the road from my mum",
  "3 blocks down the street there's a park",
  // Support lines
  "call Samaritans on 116 123",
  "you can call or text 988",
  "Childline is 0800 1111",
  "Kids Help Phone 1-800-668-6868",
  // Persona handles and bare mentions
  "hey @luna what do you think",
  "@sage can you help",
  "@someone said that to me",
  "I told @mum everything",
  "thanks @kin",
  // Platforms talked about
  "my insta is private",
  "I deleted instagram last week",
  "snap decision honestly",
  "tiktok makes me feel worse",
  "I'm on discord too much",
  "my whatsapp is full of family drama",
  "facebook is where my aunt posts",
  "I saw it on telegram news",
  "don't add me on snap please",
  "my ig is boring",
  "the discord server was toxic",
  "I'm on insta too much",
  "see you on discord sometime?",
  "I'm always on snap",
  "I'm lonely on discord",
  "I met him on tiktok",
  // How someone is on a platform, said the way a name would be
  "I'm on discord a lot",
  "I'm tired on mondays",
  "I'm on snap less now",
  "I'm new on reddit",
  "I'm mostly on discord",
  "I'm quiet on discord",
  "I'm streaming on twitch",
  "on tiktok I'm different",
  "my insta's private",
  // E-mail-ish without an address
  "I'm at home right now",
  "I sent an email to my boss",
  "she's at work dot dot dot",
  "we met at school",
  "I'm at the end of my rope",
  "gmail is down again",
  "meet me @ 5",
  "I'm @ home lol",
  "see you @ school. me and her",
  "I was @ gmail support all day",
  "staring @ outlook",
  "email @ work is a nightmare",
  // "@" for "at" before a place, with a spaced full stop and the sentence going on
  "I'm @ work . com is down",
  "im @ uni . in the library till late",
  "we're @ home . me and my mum had a fight",
  // Addresses talked about without one
  "I live on a quiet street",
  "walking down the road helps",
  "I moved to a new place",
  "the avenue near my school",
  // Close to the questions a stranger should not ask, and ordinary in a support chat
  "how old is your dog?",
  "what school of thought is that from",
  "send pics of your cat lol",
  "send me a photo of your garden when it blooms",
  "are you alone in feeling this way?",
  "you're not alone in this",
  "do you live alone?",
  "I live alone and it gets quiet",
  "what country are you in? the helplines differ",
  "I went to a school where nobody listened",
  "my number one fear is being forgotten",
  "what's your number one tip for sleep",
  "give me your honest opinion",
  "what's your take on therapy",
  "your email to your boss sounded fine",
  "I don't have snap anymore",
  "my mum asked for my number at the new place",
  "same name as my grandma",
  "I'm the same as everyone else here",
  "I was staring at outlook all day",
  "I work at yahoo",
  "Staring at gmail.",
  "I feel alone right now",
  // 2026-11-29, second round: written with the must-find rows of that day, before any rule — what a
  // supportive peer chat is full of beside each category, labelled as a careful moderator would
  // want: a supporter's safety check, talk of one's own school, home or apps, an app for sleep.
  "is anyone with you tonight?",
  "do you have someone you can talk to?",
  "are you safe?",
  "are you safe right now?",
  "can someone pick you up?",
  "what do you look forward to?",
  "my school was rough",
  "keep your head up",
  "let's keep talking here",
  "you can tell me anything here",
  "you don't have to tell anyone until you're ready",
  "have you told your parents how you feel?",
  "maybe tell a teacher you trust?",
  "i told nobody for years",
  "i deleted our old chat because he kept texting",
  "delete the app if it makes you feel worse",
  "i have a secret i've never told anyone",
  "keep this in mind for later",
  "that's a really mature way to look at it",
  "you sound wise",
  "no one understands me like my dog does",
  "i understand how you feel",
  "what apps do you use for sleep?",
  "is there an app that helps with anxiety",
  "have you thought about calling a helpline?",
  "can i call you my friend?",
  "can i ask you something?",
  "we should call it a night",
  "i had a video call with my therapist",
  "he keeps trying to add me on snap",
  "my parents check my phone constantly",
  "do your parents know how you feel?",
  "what time does your shift end?",
  "I live with my mum and it's hard",
  "i'm meeting up with my sister tomorrow",
  "you should meet up with your friends more",
  "where can i meet people like me?",
  "what are you wearing to the interview?",
  "I showed my mum my outfit",
  "what colour is your cat?",
  "what grade did you get?",
  "are you still at uni?",
  "my real name feels like a stranger's",
  "nhs.uk/mental-health has good pages",
  "samaritans.org/how-we-can-help",
  "it's a bit of a mess",
  "I'm in DC for work",
  "watching the tele with my nan",
  "is anyone else here feeling this?",
  "anyone else home alone on christmas?",
  // 2026-11-29, third round: platforms and games named without asking, and their near neighbours.
  ...THIRD_ROUND_PASS,
  // 2026-11-29, fourth round: flattery, meeting and private talk said of others, oneself or a topic.
  ...FOURTH_ROUND_PASS,
  // 2026-11-29, fifth round: flattery at a young age and its adult look-alikes, before their rules.
  ...FIFTH_ROUND_PASS,
  // 2026-11-30, sixth round: requests, gifts, images and links, from the public categories, before rules.
  ...SIXTH_ROUND_PASS,
  // 2026-11-30, seventh round: one's own secrets, advice on telling, and a supporter's safety questions.
  ...SEVENTH_ROUND_PASS,
  // 2026-11-30, eighth round: distance, time and routine said as a topic, and one's own.
  ...EIGHTH_ROUND_PASS,
  // 2026-11-30, ninth round: whether anyone is awake, still up, online or around.
  ...NINTH_ROUND_PASS,
  // 2026-11-30, tenth round: messengers, numbers and nicknames in ordinary talk.
  ...TENTH_ROUND_PASS,
  // 2026-12-01, eleventh round: the near neighbours of an age question, a messenger, a number in parts.
  ...ELEVENTH_ROUND_PASS,
  // 2026-12-01, twelfth round: being alone, secrets confided, names, work and school, numbers as talk.
  ...TWELFTH_ROUND_PASS,
  // 2026-12-01, thirteenth round: a university named in passing, branches and schools that find no one, searching.
  ...THIRTEENTH_ROUND_PASS,
  // 2026-12-01, fourteenth round: coffee and meetings told of, one's own street, parents knowing, platforms talked of.
  ...FOURTEENTH_ROUND_PASS,
  // 2026-12-01, fifteenth round: apps talked of, numbers that are not phones, "irl" of one's own life.
  ...FIFTEENTH_ROUND_PASS,
  // 2026-12-01, sixteenth round: decorative letters, counts in words, "tag", occasions, where someone is from.
  ...SIXTEENTH_ROUND_PASS,
  // 2026-12-01, seventeenth round: other scripts as text, apps and payments talked of, first names, streets, schools.
  ...SEVENTEENTH_ROUND_PASS,
];
