/**
 * The second blind held-out part of the personal-details corpus.
 *
 * Written on 2026-11-30, in one sitting, by someone who had not read the guard's rules, its tests
 * (except the blind harness, personal-details-blind.test.ts, for the row shapes) or the corpus's other
 * parts. Every row was written and labelled before the detector was run on any of them; no row was
 * changed because of a result. It is measured only: never read to write or tune rules.
 *
 * Sources (from the writer's knowledge of their public guidance, no text copied): NSPCC (signs of
 * grooming), Thorn (sextortion and online grooming research), CEOP / ThinkUKnow, the US DOJ and FBI
 * sextortion warnings, the Internet Watch Foundation, Childnet. Their stages of grooming shape the
 * request rows: targeting, trust and flattery, isolation, secrecy, gifts and money, images, moving off
 * the platform, meeting.
 *
 * What each kind's rows cover:
 * - phone: mobile and landline numbers as chat writes them: spaced, dashed, dotted, run together,
 *   with country codes (+44, +1, +61, +353), in brackets, spelt out in words, "oh" and "double".
 * - email: plain addresses and obfuscated ones ("at"/"dot", "(at)", "[at]", spaced "@"), capitals.
 * - handle: usernames with the platform named: Snapchat, Instagram, Discord, TikTok, PSN, Xbox, Kik,
 *   Telegram, Roblox, Wickr, Steam, X.
 * - link: full URLs, bare domains with paths, invite and short links (discord.gg, t.me, wa.me, bit.ly,
 *   linktr.ee), profile links, another chat site.
 * - address: UK and US street addresses, flats and apartments, postcodes and ZIP codes, house
 *   numbers on a named road.
 * - contact-request: asking for or offering a way to talk off Kindred: "what's your snap", numbers,
 *   email, game tags, video calls, "somewhere more private", "this app deletes messages", swaps.
 * - personal-request: targeting (age, school, year, town, who they live with, parents home, alone,
 *   phone checked), flattery aimed at a young age, isolation, secrecy ("our secret", "delete this
 *   chat", "don't tell your mum"), gifts and money (gift cards, game currency, paying for pictures),
 *   images (selfies, "what are you wearing", camera on, uniform), meeting (pick up, nearest station,
 *   "I'll be in your area").
 * The rows that must pass are their near neighbours in a support chat between adults: a supporter's
 * safety questions, public helpline numbers (fine to share), one's own family, pets, school and work,
 * platforms named without asking anyone to move, numbers that are not contact details (dates, prices,
 * hours, doses, counts), praise between adults, third persons' meeting plans, secrets about one's own
 * life, "@" used as "at".
 *
 * All numbers, names, addresses and accounts are made up (UK drama ranges 07700 900xxx and
 * 020 7946 0xxx, US 555-01xx). Mixed case, typos, slang and missing punctuation are on purpose.
 *
 * Licence: written for Kindred, under the project's licence; nothing is quoted from the sources.
 */
import type { PersonalDetailKind } from "../personal-details-text.js";

export const HELD_OUT_BLIND_SECOND_FIND: readonly (readonly [text: string, kind: PersonalDetailKind])[] = [
  // phone
  ["its 07700 900461", "phone"],
  ["my mobile: +44 7700 900 812", "phone"],
  ["call me on 0 7 7 0 0 9 0 0 3 5 5", "phone"],
  ["number is zero seven seven zero zero nine zero zero one two three", "phone"],
  ["(415) 555-0134 thats my cell", "phone"],
  ["my cell is 415.555.0178", "phone"],
  ["+1 212 555 0199 on whatsapp", "phone"],
  ["heres my mob +61 412 345 678", "phone"],
  ["07700-900-984 hmu", "phone"],
  ["ring me on 020 7946 0321 after 6", "phone"],
  ["my digits r 312 555 0142", "phone"],
  ["text 07700900517 wen ur free", "phone"],
  ["+353 85 123 4567 thats me", "phone"],
  ["oh seven seven double oh nine double oh four six two", "phone"],
  ["my new numbr 07700 900 639 save it", "phone"],

  // email
  ["my email is sam.rivers88@gmail.com", "email"],
  ["email me at jaydenb at hotmail dot com", "email"],
  ["its lilyflower2009 (at) yahoo (dot) co (dot) uk", "email"],
  ["write to me: mark_t@outlook.com", "email"],
  ["k.harper @ icloud . com", "email"],
  ["send it to thomas dot green at protonmail dot com", "email"],
  ["MY EMAIL IS BECKY.J@LIVE.CO.UK", "email"],
  ["e-mail: coolguy_77[at]gmail[dot]com", "email"],
  ["drop me an email chris.m.parker@yahoo.com", "email"],
  ["reach me at ellie2010@aol.com if this chat goes down", "email"],
  ["jess dot taylor at outlook dot com is my email", "email"],
  ["noah.w2007@gmail.com", "email"],
  ["my other email's danny_boy AT gmail DOT com", "email"],

  // handle
  ["my snap is jake_m2008", "handle"],
  ["sc: lil.emz.x", "handle"],
  ["add me on insta @sophie.rose.x", "handle"],
  ["ig is kayla_b_03", "handle"],
  ["my discord is shadowwolf#4821", "handle"],
  ["discord: nightfox_99", "handle"],
  ["tiktok @bradley.irl", "handle"],
  ["my psn is DarkRider_UK", "handle"],
  ["xbox gamertag xXSniperKingXx", "handle"],
  ["kik me im tomhardy_22", "handle"],
  ["telegram @mike_helps", "handle"],
  ["my roblox user is bloxxer_queen123", "handle"],
  ["wickr: quietguy77", "handle"],
  ["snapchat - ambie.louise", "handle"],
  ["on twitter im @realjoshb", "handle"],
  ["steam name is xx_ghost_xx add me", "handle"],

  // link
  ["https://instagram.com/sophie.rose.x", "link"],
  ["check this out www.privatechatroom.net/join", "link"],
  ["join my server discord.gg/abc123XY", "link"],
  ["t.me/mike_helps", "link"],
  ["wa.me/447700900461", "link"],
  ["heres my linktree linktr.ee/kaylab03", "link"],
  ["http://bit.ly/3xYz9Qk click it", "link"],
  ["snapchat.com/add/jake_m2008", "link"],
  ["facebook.com/daniel.hughes.5682", "link"],
  ["tiktok.com/@bradley.irl", "link"],
  ["go on omegle.com lol", "link"],
  ["zoom.us/j/8472910385 join now", "link"],
  ["https://www.reddit.com/user/throwaway_sadboi", "link"],
  ["my channel youtube.com/c/ellieduncan", "link"],

  // address
  ["i live at 14 Maple Road", "address"],
  ["my address is 27 Kingsley Avenue, Leeds LS6 2AB", "address"],
  ["flat 3, 52 church street", "address"],
  ["im at 1208 W Elm St apt 4B", "address"],
  ["postcode is M14 5RT", "address"],
  ["come to 9 Oakfield Close, Bristol BS8 1TH", "address"],
  ["we're at 455 Pine Ave, Springfield IL 62704", "address"],
  ["my house is number 31 on Hollybush Lane", "address"],
  ["send it to 88 high st sw1a 1aa", "address"],
  ["its 6 Rowan Way, Cardiff CF10 3AT", "address"],
  ["house 22b baker st london nw1 6xe", "address"],
  ["address: 742 evergreen terrace", "address"],
  ["3021 N Halsted Street Chicago 60657", "address"],

  // contact-request
  ["whats ur snap", "contact-request"],
  ["do u have insta?", "contact-request"],
  ["text me instead this site is laggy", "contact-request"],
  ["lets talk somewhere more private", "contact-request"],
  ["want my number?", "contact-request"],
  ["can i get ur number", "contact-request"],
  ["add me on discord and we can talk there", "contact-request"],
  ["this app deletes the messages, lets move to whatsapp", "contact-request"],
  ["do you have kik or telegram", "contact-request"],
  ["gimme your @ and ill follow u", "contact-request"],
  ["we should switch to signal its safer", "contact-request"],
  ["hit me up on tiktok", "contact-request"],
  ["do u have a phone i can text u on", "contact-request"],
  ["whats your email ill send you something", "contact-request"],
  ["dm me on insta after this", "contact-request"],
  ["can we facetime", "contact-request"],
  ["is there another app we can chat on", "contact-request"],
  ["lets get off this site before it disconnects us", "contact-request"],
  ["ill give u my snap if u give me urs", "contact-request"],
  ["you got a gamertag? we can party chat", "contact-request"],
  ["message me on wickr, no one can read it there", "contact-request"],
  ["whats your psn", "contact-request"],
  ["come chat on my discord server its just us", "contact-request"],
  ["lets keep talking on whatsapp yeah?", "contact-request"],
  ["where can i message you when this chat ends", "contact-request"],
  ["send me a friend request on roblox", "contact-request"],
  ["Can I Call You Tonight", "contact-request"],
  ["r u on snapchat", "contact-request"],

  // personal-request: targeting
  ["how old r u", "personal-request"],
  ["what year are you in at school", "personal-request"],
  ["which school do u go to", "personal-request"],
  ["where do you live? like what town", "personal-request"],
  ["are your parents home right now", "personal-request"],
  ["r u home alone", "personal-request"],
  ["do ur parents check ur phone", "personal-request"],
  ["who do you live with", "personal-request"],
  ["are you in your room rn", "personal-request"],
  ["u in year 8 or 9?", "personal-request"],
  // personal-request: trust and flattery
  ["ur so mature for your age", "personal-request"],
  ["you're not like other girls your age", "personal-request"],
  ["i understand you better than your parents ever will", "personal-request"],
  ["youre really pretty for 13", "personal-request"],
  ["you seem way older than 14 honestly", "personal-request"],
  // personal-request: isolation
  ["your friends dont get you like i do", "personal-request"],
  ["you dont need them, youve got me now", "personal-request"],
  // personal-request: secrecy
  ["this is our secret ok", "personal-request"],
  ["dont tell ur mum about me", "personal-request"],
  ["delete this chat after", "personal-request"],
  ["don't tell anyone about us", "personal-request"],
  ["no one needs to know we talk", "personal-request"],
  // personal-request: gifts and money
  ["i can send you a steam gift card if you want", "personal-request"],
  ["ill buy u robux", "personal-request"],
  ["i'll pay you £50 for a pic", "personal-request"],
  ["want some vbucks? just do something for me first", "personal-request"],
  // personal-request: images
  ["send me a selfie", "personal-request"],
  ["what are you wearing rn", "personal-request"],
  ["can u send a pic of urself", "personal-request"],
  ["turn your camera on", "personal-request"],
  ["show me what u look like", "personal-request"],
  ["send a pic in ur school uniform", "personal-request"],
  // personal-request: meeting
  ["i can pick you up after school", "personal-request"],
  ["whats the nearest station to you", "personal-request"],
  ["ill be in your area on saturday wanna meet", "personal-request"],
  ["we should meet up, just us", "personal-request"],
  ["which park do you hang out at", "personal-request"],
  ["i could come round when ur parents are out", "personal-request"],
];

export const HELD_OUT_BLIND_SECOND_PASS: readonly string[] = [
  // a supporter's safety questions
  "is there someone you can call tonight?",
  "is there someone who could stay with you tonight",
  "could you ring a friend or family member after this?",
  "do you have a gp you can talk to",
  "have you got a safe place to go tonight",
  "are you safe right now?",
  "would you feel ok calling samaritans on 116 123?",
  "what helps you when you feel like this?",
  "how old were you when you first felt like this?",
  "do you have any pets?",
  "what do you do for work",
  // public helplines
  "i called 988 last night and it helped a bit",
  "the crisis text line is text HOME to 741741",
  "you can ring 111 if it gets bad",
  "in the uk you can call 999 if you're in danger",
  "childline is 0800 1111 if you know a young person who needs it",
  "shout is 85258, they were really good with me",
  // one's own family, pets, school and work
  "my mum moved in with me after the divorce",
  "my son is 14 and hes really struggling at school",
  "my daughter started year 7 this september and shes anxious",
  "i live with my partner and two cats",
  "my dog is the only reason i get up",
  "my dad checks in on me every sunday",
  "my parents are home so im whispering lol",
  "im home alone tonight and its hard",
  "i'm 34 and still feel like a kid sometimes",
  "when i was 13 i got bullied at school",
  "i dropped out of uni in second year",
  "i teach year 9 maths and the kids are exhausting",
  "i'm a school nurse so i see a lot of this",
  "my kids are at their dads this weekend",
  "my cat sleeps on my chest when im anxious",
  // platforms and apps named, nobody asked to move
  "i deleted snapchat last week, felt good",
  "instagram makes me feel worse about my body",
  "i spent all night on tiktok again",
  "my ex keeps messaging me on whatsapp",
  "discord used to be where all my friends were",
  "facebook reminded me of my dads birthday",
  "i blocked him on every app",
  "i dont use insta anymore",
  "i play fortnite with my nephew on weekends",
  "roblox is my little brothers whole life",
  "my phone got cut off so im on the library computer",
  "he texted me at 3am again",
  "my email is full of bills i can't open",
  "my number got leaked once and i had to change it",
  "i got a new phone and lost all my contacts",
  "there's a youtube video about breathing that helps me",
  "i googled my symptoms again",
  "i emailed my boss at 2am oops",
  // numbers that are not contact details
  "i've been sober 412 days",
  "rent is £850 a month and im behind",
  "i work 9 to 5 monday to friday",
  "my appointment is on 12/03 at 2:30",
  "i slept 4 hours",
  "it all started in 2019",
  "i owe about 1,200 dollars",
  "my shift is 07:00 to 19:00",
  "i take 50mg sertraline",
  "the bus was 45 minutes late and i cried",
  "i scored 23 on the phq-9",
  "i've lost 6 kilos since october",
  "its been 3 years 4 months since she died",
  "my overdraft is at -£420",
  // places without an address
  "i moved to leeds last year",
  "im from a small town up north",
  "i live near the sea now",
  "i walked down the high street and cried",
  "i grew up on a council estate",
  "my office is on the 4th floor",
  "i live on my own in a flat",
  // "@" as "at"
  "im @ work rn so might be slow",
  "lol @ me thinking it would get better",
  // praise between adults
  "you're really wise, you know that?",
  "you seem really mature about all this",
  "thank you, you're so kind",
  "you're stronger than you think",
  "you've got a good head on your shoulders",
  "honestly you understand me better than my therapist lol",
  "you're a good listener",
  // third persons' meeting plans
  "my sister is picking me up from the station",
  "my friend said she'd meet me after work",
  "we're meeting my mum for lunch sunday",
  "my husband will collect the kids from school",
  "im seeing my counsellor on thursday",
  "my support worker is coming round tomorrow",
  // secrets about one's own life
  "i've never told anyone this",
  "please don't judge me, this is a secret i've kept for years",
  "my family doesn't know im here",
  "i kept it secret from my parents for years",
  "i don't want to tell my mum yet",
  // one's own pictures and clothes
  "i took a selfie for the first time in months",
  "i can't stand seeing pictures of myself",
  "my ex posted pics of me without asking",
  "i'm wearing my dads old jumper, it helps",
  "my camera roll is all screenshots of sad quotes",
  // talk about contact, no request
  "i wish i had someone to text at night",
  "nobody calls me anymore",
  "i'll message my sister after this",
  "my friend gave me her number but im scared to call",
  "i should probably talk to someone in person",
  "talking here is easier than calling someone",
  "this app is the only place i can talk",
  "im glad this chat is anonymous",
  "do you think i should text my ex?",
  "should i call my mum",
];
