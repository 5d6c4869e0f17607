/**
 * The sixth round of the development part (2026-11-30), written before any rule, after the second
 * blind part found requests and links weakest. Written from the public descriptions of grooming and
 * sextortion — NSPCC (signs of grooming), Thorn (sextortion research), CEOP/ThinkUKnow, the FBI and
 * US DOJ sextortion warnings, the Internet Watch Foundation, Childnet — and from how people type in
 * chat, not from the rules: gifts and money (gift cards, game currency, payment for pictures, a
 * payment account asked for), images and video (a face, a selfie, what someone wears, a camera, a
 * threat to share pictures), isolation from family and friends, secrecy, targeting (school,
 * bedtime, who is home), meeting (the nearest station, "in your area"), moving off Kindred (a
 * payment or game account, video-call apps, "this app deletes messages") and links written the ways
 * chat writes them (spaced dots, "dot com", "slash", group invites, anonymous-question pages). Its
 * near neighbours are must-pass-sixth-round.ts. Spread into MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const SIXTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // Gifts and money: a stranger's gift buys a debt, and payment for pictures is sextortion's opening.
  ["i'll buy you robux if you send a pic", "personal-request"],
  ["want some free robux? i can send you some", "personal-request"],
  ["i can get you v-bucks, what's your epic name?", "contact-request"],
  ["i'll send you a £50 amazon gift card", "personal-request"],
  ["do you want a steam gift card? i've got a spare one", "personal-request"],
  ["i'll pay you £20 for a selfie", "personal-request"],
  ["i'll pay you if you video call me", "personal-request"],
  ["i'll give you 1000 robux", "personal-request"],
  ["want me to send you some money?", "personal-request"],
  ["i'll top up your phone for you", "personal-request"],
  ["let me buy you a new phone so your parents can't see it", "personal-request"],
  ["i'll buy you whatever you want babe", "personal-request"],
  ["send me your cashapp and i'll send you money", "contact-request"],
  ["what's your paypal? i'll send you something nice", "contact-request"],
  ["whats ur cashapp", "contact-request"],
  ["drop ur venmo", "contact-request"],
  ["i'll send you nitro if you add me on discord", "contact-request"],
  // Images and video: the face first, then more; "prove you're real"; the threat that follows.
  ["send a pic of your face", "personal-request"],
  ["can u send a selfie", "personal-request"],
  ["turn ur cam on for me", "personal-request"],
  ["wyd, what u wearing?", "personal-request"],
  ["show me what you're wearing", "personal-request"],
  ["send one in your school uniform", "personal-request"],
  ["take a pic for me rn", "personal-request"],
  ["i wanna see your face", "personal-request"],
  ["got any pics of you?", "personal-request"],
  ["prove you're real, send a pic", "personal-request"],
  ["i sent you one, now send me one back", "personal-request"],
  ["send a pic holding up three fingers so i know it's you", "personal-request"],
  ["if you don't send more i'll share these with everyone", "personal-request"],
  ["i'll post your pics unless you pay me", "personal-request"],
  ["video call me", "contact-request"],
  ["can we video chat?", "contact-request"],
  ["have you got facetime?", "contact-request"],
  ["do you have zoom?", "contact-request"],
  // Isolation: a stranger set above family and friends.
  ["your parents don't understand you like i do", "personal-request"],
  ["you don't need your friends, you've got me", "personal-request"],
  ["your friends are just jealous of us", "personal-request"],
  ["i'm the only one who really gets you", "personal-request"],
  ["your mum wouldn't understand what we have", "personal-request"],
  // Secrecy: the chat hidden, the stranger unnamed at home.
  ["delete our chat when you're done", "personal-request"],
  ["don't tell your mum about me", "personal-request"],
  ["make sure you clear your messages after", "personal-request"],
  ["this stays between me and you ok?", "personal-request"],
  ["don't mention me to your friends", "personal-request"],
  ["if anyone asks, say i'm a friend from school", "personal-request"],
  ["hide this app from your parents", "personal-request"],
  // Targeting: school, bedtime, who is home, who watches.
  ["what's the name of your school?", "personal-request"],
  ["what time do your parents make you go to bed?", "personal-request"],
  ["what time's your bedtime?", "personal-request"],
  ["does anyone check ur phone?", "personal-request"],
  ["who's home with you right now?", "personal-request"],
  ["what area do you live in?", "personal-request"],
  ["are you on your own tonight?", "personal-request"],
  ["what time does your mum finish work?", "personal-request"],
  // Meeting: where the nearest place is, a visit announced.
  ["what's the nearest station to you?", "personal-request"],
  ["i'll be in your area saturday", "personal-request"],
  ["i'm in your town next week, we could grab a coffee", "personal-request"],
  ["i can get you a train ticket to come see me", "personal-request"],
  ["can you get out of the house tonight without anyone knowing?", "personal-request"],
  // Moving off Kindred: a reason given, an app named, an account on a game or a payment app.
  ["this app deletes messages, let's use snap", "contact-request"],
  ["let's go somewhere more private", "contact-request"],
  ["let's talk on a different app, this one deletes everything", "contact-request"],
  ["download telegram, it's safer for us", "contact-request"],
  ["message me on whatsapp instead", "contact-request"],
  ["do you have a number i can text?", "contact-request"],
  ["hmu on signal", "contact-request"],
  ["have you got a phone i can ring you on?", "contact-request"],
  ["can we facetime?", "contact-request"],
  ["what's your roblox username?", "contact-request"],
  ["check the link in my insta bio", "contact-request"],
  // Links as chat writes them: spaced dots, spoken "dot" and "slash", group invites, question pages.
  ["t . me / quietriver", "link"],
  ["instagram dot com slash jamie_22", "link"],
  ["linktr . ee / sunnyday", "link"],
  ["bit dot ly slash 3xYzAbc", "link"],
  ["chat.whatsapp.com/AbCdEf123", "link"],
  ["ngl.link/sunnyday", "link"],
  ["discord . gg / abc123", "link"],
  ["www.instagram.com/sam_22", "link"],
  ["wa . me/447911123456", "link"],
  ["tiktok dot com slash @dancing.sam", "link"],
  ["ig.me/m/jamie_22", "link"],
  ["onlyfans.com/sunnyday", "link"],
  // A payment handle is a way to find someone as much as a platform's.
  ["my cashapp is $sunnyday22", "handle"],
];
