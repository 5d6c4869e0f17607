/**
 * Kindred personal-details corpus, blind held-out part.
 *
 * Written on 2026-11-29, in one sitting and before any measurement, by a Kindred engineer who had not
 * read the personal-details detector's rules, its tests, or the corpus's other parts. No line was
 * changed after a result was seen. Measured only (personal-details-blind.test.ts prints totals and
 * per-kind numbers, never the lines or the misses), never read to write or tune a rule.
 *
 * Sources of the categories: public descriptions of how strangers groom children online and move them
 * off a platform — NSPCC ("grooming: signs and indicators"), Thorn and CEOP / Thinkuknow (asking to
 * move to a private app, asking for a number or handle, asking for photos or a webcam, asking whether
 * the child is alone or whether parents check the phone, asking for their school or where they live,
 * asking them to keep the contact secret); the national and international written formats of phone
 * numbers in the UK, US, Canada, Australia, New Zealand, Ireland, France, Germany, Spain, India and
 * South Africa (every number made up, most from ranges set aside for drama where a country has one);
 * e-mail addresses plain and spelled out; handles and profile links of the common platforms; street
 * addresses and postcodes in several countries' forms. Lines that must pass are what a peer-support
 * chat is full of: times, dates, prices, ages, counts, scores, help lines, talk about platforms without
 * a handle, kind questions, everyday chat. Written as people type in a chat: lowercase, typos, slang,
 * emoji.
 *
 * Licence: written for Kindred, under the project's licence.
 */
import type { PersonalDetailKind } from "../personal-details.js";

/** Each line must yield at least one detail of the kind beside it. */
export const HELD_OUT_BLIND_FIND: readonly [string, PersonalDetailKind][] = [
  // phone: national and international formats, made up
  ["text me 07700 900123", "phone"],
  ["my number is +44 7700 900 456", "phone"],
  ["call me at (415) 555-0132 whenever", "phone"],
  ["+1 212 555 0178 thats my cell", "phone"],
  ["ring me on 0412 345 678 if u want", "phone"],
  ["aus number is +61 412 345 678", "phone"],
  ["my spanish number +34 612 34 56 78", "phone"],
  ["+49 151 23456789 is my german one", "phone"],
  ["06 12 34 56 78 thats me", "phone"],
  ["+33 6 12 34 56 78 text me there", "phone"],
  ["my cell is 98765 43210", "phone"],
  ["021 123 4567 is my number", "phone"],
  ["irish mobile +353 87 123 4567", "phone"],
  ["call 416.555.0199 after 6", "phone"],
  ["+27 82 123 4567 thats my whatsapp number", "phone"],
  ["its zero seven seven zero zero nine zero zero three four five", "phone"],

  // email: plain and spelled out
  ["email me at jess.m.2009@gmail.com", "email"],
  ["my email is darkstar_99@hotmail.co.uk", "email"],
  ["sam dot reilly at outlook dot com", "email"],
  ["its tomfromleeds at gmail dot com", "email"],
  ["hit me up: lilypad88@yahoo.com", "email"],
  ["j_ortiz [at] protonmail [dot] com", "email"],
  ["my school email is 21smithj@stmarys.sch.uk", "email"],
  ["send it to kai.nakamura@icloud.com pls", "email"],
  ["mail: noodle.queen(at)gmail(dot)com", "email"],
  ["rachelwinters at yahoo dot co dot uk", "email"],
  ["emma99 @ gmail . com", "email"],
  ["contact me on ben_h_2007@live.com", "email"],
  ["my addy is sadboi4life at gmail", "email"],
  ["add me ghostkid@proton.me", "email"],
  ["EMAIL ME: MAYA.LOPEZ@GMAIL.COM", "email"],

  // handle: a platform is named
  ["my insta is @sunny.days_04", "handle"],
  ["add me on snap: jakey2k9", "handle"],
  ["my discord is nightowl#4821", "handle"],
  ["discord: pixelmoth", "handle"],
  ["telegram @quietriver22", "handle"],
  ["follow me on tiktok @lil.bean.xo", "handle"],
  ["sc: emmaxo_15", "handle"],
  ["ig is mar.i.a_", "handle"],
  ["my snapchat username is cloudy-skies7", "handle"],
  ["find me on twitter @tiredtom_", "handle"],
  ["add my psn its ShadowFox_77", "handle"],
  ["kik me: lonelyboy2008", "handle"],
  ["steam name is wolfie_uk, add me", "handle"],
  ["im @rosie.reads on insta", "handle"],
  ["my tt is @danceydani 💃", "handle"],
  ["my signal username is quietowl.42", "handle"],

  // link: to a profile, a chat or an invite
  ["instagram.com/sunny.days_04", "link"],
  ["https://www.instagram.com/mar.i.a_/", "link"],
  ["heres my tiktok https://www.tiktok.com/@lil.bean.xo", "link"],
  ["t.me/quietriver22", "link"],
  ["discord.gg/abc123xyz join my server", "link"],
  ["snapchat.com/add/jakey2k9", "link"],
  ["https://wa.me/447700900123", "link"],
  ["facebook.com/tom.harris.5461", "link"],
  ["twitter.com/tiredtom_", "link"],
  ["x.com/tiredtom_ i post there sometimes", "link"],
  ["my yt is youtube.com/@gamingwithkai", "link"],
  ["https://steamcommunity.com/id/wolfie_uk", "link"],
  ["reddit.com/u/throwaway_sad_22", "link"],
  ["linktr.ee/rosiereads has all my stuff", "link"],
  ["https://www.twitch.tv/pixelmoth", "link"],

  // address: streets and postcodes
  ["i live at 14 Oakfield Road, Leeds", "address"],
  ["24 elm street apt 3b", "address"],
  ["my postcode is LS6 2QT", "address"],
  ["its M14 5RF if u wanna look it up", "address"],
  ["come to 221 maple ave, springfield il 62704", "address"],
  ["my zip code is 10027", "address"],
  ["flat 5, 38 king st, glasgow G1 3AZ", "address"],
  ["i'm at 7 Rue des Lilas, 75011 Paris", "address"],
  ["12 Banksia Cres, Parramatta NSW 2150", "address"],
  ["1600 w lake blvd, the blue house", "address"],
  ["we live on 45 hawthorn close btw", "address"],
  ["my address is 9 church lane, bristol bs3 4ny", "address"],
  ["3/17 smith st fitzroy vic 3065", "address"],
  ["apartment 12, 500 queen st w, toronto M5V 2B5", "address"],
  ["the house is 88 victoria terrace", "address"],

  // contact-request: asking for a way to reach the other person off the platform
  ["whats ur snap", "contact-request"],
  ["we should talk on discord", "contact-request"],
  ["can i have your number", "contact-request"],
  ["do u have insta?", "contact-request"],
  ["wanna move this to whatsapp? easier to talk there", "contact-request"],
  ["whats your email ill send you something", "contact-request"],
  ["give me ur @ and ill follow u", "contact-request"],
  ["u got telegram?", "contact-request"],
  ["drop your discord", "contact-request"],
  ["can we text instead, whats ur digits", "contact-request"],
  ["lets swap numbers", "contact-request"],
  ["do you have kik or something", "contact-request"],
  ["is there somewhere else we can chat thats more private", "contact-request"],
  ["send me your insta so we can keep talking after this", "contact-request"],
  ["whats your tiktok 👀", "contact-request"],

  // personal-request: singles out someone as young, alone, or to be groomed
  ["are you alone right now", "personal-request"],
  ["send a pic", "personal-request"],
  ["where do you live", "personal-request"],
  ["what school do you go to", "personal-request"],
  ["do your parents check your phone", "personal-request"],
  ["r u home by urself rn", "personal-request"],
  ["what do you look like", "personal-request"],
  ["send me a selfie 😊", "personal-request"],
  ["which city are you in", "personal-request"],
  ["do your parents know you're talking to me", "personal-request"],
  ["dont tell your mum about me ok", "personal-request"],
  ["what grade are you in", "personal-request"],
  ["can you turn your camera on", "personal-request"],
  ["what are you wearing", "personal-request"],
  ["u got a boyfriend?", "personal-request"],
];

/** Each line must yield no detail at all. */
export const HELD_OUT_BLIND_PASS: readonly string[] = [
  // times, dates, prices, ages, counts, scores, numbers that are not anyone's
  "see you at 7:30 tomorrow",
  "its 3am and i cant sleep",
  "my exam is on 14/06/2026",
  "the rent went up to £1,250 a month",
  "i paid $49.99 for that and it broke",
  "im 34 and still figuring stuff out",
  "my daughter turned 6 today 🎂",
  "we lost 3-1 on saturday",
  "i got 87% on my test!!",
  "it's been 214 days since i last drank",
  "i sleep like 4 hours a night",
  "the 42 bus is always late",
  "born in 1991, feel ancient",
  "my gpa is 3.4",
  "the meeting moved from 10:15 to 11:45",
  "i've applied to 23 jobs this month",
  "score was 21-17 in overtime",
  "i'm on 20mg of fluoxetine now",
  "breathe in 1 2 3 4, hold 1 2 3 4 5 6 7, out 1 2 3 4 5 6 7 8",
  "we've been married 12 years on 03/09",
  "page 394 of 512, almost done",
  "my flight is BA 2490 at 06:40",
  "order number 112-4459382-1170 still hasnt arrived",
  "went 5k in 31:20!!",
  "2 weeks clean from self harm today",
  "my dog is 14, he's an old man now",

  // help lines: numbers and names
  "you can call samaritans on 116 123, they helped me",
  "if it gets bad text SHOUT to 85258",
  "988 is the number in the US, call or text",
  "childline is 0800 1111 and its free",
  "lifeline australia 13 11 14",
  "crisis text line: text HOME to 741741",
  "in an emergency call 999",
  "kids help phone 1-800-668-6868",
  "nhs 111 is good for non-emergency stuff",
  "mind's infoline helped me find a therapist",
  "the trevor project has a chat too",

  // platforms talked about, no handle given or asked for
  "I deleted instagram and honestly feel better",
  "tiktok is rotting my brain",
  "my ex keeps watching my snap stories",
  "we used to play on discord every night",
  "whatsapp group chat drama again 🙄",
  "i muted him on insta",
  "someone in a telegram group was being creepy so i left",
  "i'm taking a break from twitter",
  "snapchat streaks are so stressful lol",
  "my mum joined facebook, help",
  "gmail keeps sending my stuff to spam",
  "youtube recommended me a video on grief and i cried",
  "reddit helped me figure out i have adhd",
  "my email got hacked last week",
  "snap decision but i quit my job",

  // kind questions, not grooming
  "how are you holding up?",
  // A crisis supporter's safety check, as helplines ask it: a careful moderator wants it sent
  // without a caution, unlike "are you alone right now" above.
  "is anyone with you tonight?",
  "do you have someone you can talk to at home?",
  "have you eaten today?",
  "did you sleep at all?",
  "what helps you when it gets like this?",
  "how was school today?",
  "are you safe right now?",
  "do you want to talk about it?",
  "what's been on your mind?",
  "where do you find the energy lol",
  "what do you do for fun?",
  "have you told anyone else about this?",
  "is there a teacher you trust?",
  "how long have you felt this way?",
  "what music are you into?",
  "what's your favourite film?",
  "wanna keep chatting tomorrow? same time here?",

  // everyday chat, the writer's own life
  "lmaooo same 😭",
  "my cat just knocked my tea over",
  "i live in a tiny flat with 3 housemates",
  "i moved to london last year and it's lonely",
  "home alone tonight and kinda enjoying the quiet",
  "my parents check my phone sometimes and it annoys me",
  "sent my mum a pic of the sunset 🌅",
  "you can always message me here ❤️",
  "thanks for talking to me, this helped",
  "idk what to say tbh",
  "my therapist said to write 3 good things a day",
  "my school is so strict about phones",
  "we walked down oxford street and it was packed",
  "i'm at my nan's this weekend",
  "got a new phone finally",
  "i live on coffee and anxiety",
  "the address on my letter was wrong so it never came",
  "number one rule: be kind to yourself",
];
