/**
 * Variants met while trying the third round's rules (2026-11-29) on sentences of their families,
 * after the rules were written: kept here, apart from the development corpus (which holds only rows
 * written before the rules), so that what was widened or narrowed then stays so. Later rounds add
 * theirs below.
 */
import { describe, expect, it } from "vitest";
import { findPersonalDetails, type PersonalDetailKind } from "./personal-details.js";

const CAUGHT: readonly [string, PersonalDetailKind][] = [
  ["find me on insta as riley_k", "handle"],
  ["my discord? riley_k", "handle"],
  ["snap? its riley_k", "handle"],
  ["tiktok @ riley_k", "handle"],
  ["i go by riley_k everywhere", "handle"],
  ["i'm riley_k on most apps", "handle"],
  ["insta: j a n e d o e or snap: j a n e 2", "handle"],
  ["do you have snapchat or something", "contact-request"],
  ["let's chat elsewhere", "contact-request"],
  ["mind if i add you on snap?", "contact-request"],
  ["would you add me on snap?", "contact-request"],
  ["can we text?", "contact-request"],
  ["get discord so we can talk", "contact-request"],
  ["download kik and add me", "contact-request"],
];

/** Said of a platform, a game or oneself, or a supporter's words: nothing to find. */
const PASSED: readonly string[] = [
  "Insta? Sure",
  "tiktok @ 2am",
  "snap asap",
  // The equivalence test's letters-apart reading of a must-pass row: typed apart throughout, no handle.
  "I d e l e t e d instagram l a s t w e e k",
  "i use discord as therapy",
  "i'm welcome everywhere",
  "i'm sad on all apps",
  "it's normal on reddit",
  "it's available on steam",
  "I need to let off steam.",
  "PlayStation Plus.",
  "gamertag ideas?",
  "my gamertag is stupid",
  "add captions on tiktok",
  "add him on snap",
  "the @everyone ping woke me",
  "do you have an xbox?",
  "do you use social media?",
  "you should get tiktok, the art helped",
  "i'll add you to my prayers",
  "let's text about it here",
  "call me instead of him next time lol",
  "let's go somewhere else in our heads",
  "we can talk privately here",
  "is there a different place to chat about grief?",
];

describe("the third round's rules on the variants met while trying them", () => {
  it.each(CAUGHT)("finds the detail in %j (%s)", (text, kind) => {
    expect(findPersonalDetails(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each(PASSED)("lets %j through", (text) => {
    expect(findPersonalDetails(text)).toEqual([]);
  });
});

/**
 * Variants met while writing the sixth round's rules (2026-11-30): gifts, images, a sextortion
 * threat, isolation, meeting, payment and video-call apps, links spaced or spoken, a cashtag.
 */
const SIXTH_CAUGHT: readonly [string, PersonalDetailKind][] = [
  ["i'll send you some robux", "personal-request"],
  ["i can get you a steam card", "personal-request"],
  ["let me buy you a phone", "personal-request"],
  ["do you want some v-bucks?", "personal-request"],
  ["i'll pay you for pics", "personal-request"],
  ["if you block me i'll send them to your friends", "personal-request"],
  ["you don't need your friends, you have me", "personal-request"],
  ["where's your nearest station?", "personal-request"],
  ["can you sneak out tonight?", "personal-request"],
  ["what u wearing", "personal-request"],
  ["facetime me later", "contact-request"],
  ["can we video call?", "contact-request"],
  ["have you got snap?", "contact-request"],
  ["let's use discord instead", "contact-request"],
  ["do you have paypal?", "contact-request"],
  ["if you add me on snap i'll send you robux", "contact-request"],
  ["my link's in my bio", "contact-request"],
  ["do u have a number i can call", "contact-request"],
  ["t dot me slash quietriver", "link"],
  ["x . com / sam", "link"],
];

/** Their near neighbours: thanks, repaying, a link to help, one's own things, a supporter's words. */
const SIXTH_PASSED: readonly string[] = [
  "i'll give you credit for that, you did well",
  "i'll pay you back next week",
  "i'll send you the link to the helpline",
  "if you don't mind i'll send you the link",
  "i'll share these with my sister",
  "we could use zoom for the meeting",
  "i paid on paypal",
  "my venmo is empty",
  "what's your epic fail",
  "instagram dot com",
  "go to nhs dot uk slash mental health",
  "i use cashapp, it charged me $5",
  "bought $AAPL today",
  "what u wearing to the wedding?",
  "i'd love to see your garden",
  "got any pics of your dog?",
  "send me one of those helpline numbers",
  "are you on your own with this?",
  "it sounds like your parents don't understand you",
  "your friends are jealous of you",
  "you don't need anyone else's approval",
  "clear your history after each visit",
  "don't mention it to anyone",
  "how do i hide this app from my partner?",
  "what's your bedtime routine like?",
  "i'll be in your corner whatever happens",
  "i'm in your area of expertise lol",
  "what's the nearest station to the hospital",
  "link in bio influencers are the worst",
  "do you have a number you can call? like a helpline",
];

describe("the sixth round's rules on the variants met while writing them", () => {
  it.each(SIXTH_CAUGHT)("finds the detail in %j (%s)", (text, kind) => {
    expect(findPersonalDetails(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each(SIXTH_PASSED)("lets %j through", (text) => {
    expect(findPersonalDetails(text)).toEqual([]);
  });
});

/** Variants met while writing the seventh round's rules (2026-11-30): secrecy and a supporter's safety check. */
const SEVENTH_CAUGHT: readonly [string, PersonalDetailKind][] = [
  ["what you say here stays between us", "personal-request"],
  ["it's just between us right?", "personal-request"],
  ["keep this a secret from your mum", "personal-request"],
  ["i promise not to tell anyone", "personal-request"],
  ["are you alone right now? hun, is there someone you can call?", "personal-request"],
  ["are you alone? don't tell anyone we talk", "personal-request"],
];

const SEVENTH_PASSED: readonly string[] = [
  "what's said here stays here",
  "i won't tell anyone to give up",
  "you shouldn't tell anyone your password",
  "promise me you won't tell me off lol",
  "this is between us and the council",
  "that's between you and your therapist",
  "does anyone check your phone? call a friend if you can",
  "are you alone? is anyone home? could they come over?",
];

describe("the seventh round's rules on the variants met while writing them", () => {
  it.each(SEVENTH_CAUGHT)("finds the detail in %j (%s)", (text, kind) => {
    expect(findPersonalDetails(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each(SEVENTH_PASSED)("lets %j through", (text) => {
    expect(findPersonalDetails(text)).toEqual([]);
  });
});

/**
 * Variants met while writing the eighth round's rules (2026-11-30): a supporter's questions beside
 * whereabouts, locations, meals and routines, which a first draft of the rules held.
 */
const EIGHTH_CAUGHT: readonly [string, PersonalDetailKind][] = [
  ["we should grab a coffee one day lol if only this app let us", "personal-request"],
  ["what time do you leave work tonight?", "personal-request"],
  ["when are you usually alone?", "personal-request"],
];

const EIGHTH_PASSED: readonly string[] = [
  "where are you staying tonight, somewhere safe?",
  "are you near anyone who can help?",
  "are you anywhere near a hospital?",
  "how far are you from home right now?",
  "share your location with a friend when you go out",
  "do you use find my friends with your kids?",
  "do you want to get food first and then talk?",
  "what time do you finish work usually? you sound exhausted",
  "when are you on your own is it harder?",
  "what part of the country are you from? i love accents",
  "where do you work best, morning or night?",
  "where do you work out?",
];

describe("the eighth round's rules on the variants met while writing them", () => {
  it.each(EIGHTH_CAUGHT)("finds the detail in %j (%s)", (text, kind) => {
    expect(findPersonalDetails(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each(EIGHTH_PASSED)("lets %j through", (text) => {
    expect(findPersonalDetails(text)).toEqual([]);
  });
});

// The eleventh round (2026-12-01): variants met while trying the rules for age, LINE and number parts.
const ELEVENTH_CAUGHT: readonly [string, PersonalDetailKind][] = [
  ["you sound so young, how old r u", "personal-request"],
  ["how old are you guys", "personal-request"],
  ["07700 and 900123", "phone"],
  ["it's 07700 then 900 then 123", "phone"],
];
const ELEVENTH_PASSED: readonly string[] = [
  "you can find me on line 42 of the doc",
  "hit me up on wire transfer details later",
  "i'm on session 3 of 6",
  "how old are your parents",
  "it was 2019 and then 2020 and then 2021",
];

describe("the eleventh round's rules on the variants met while trying them", () => {
  it.each(ELEVENTH_CAUGHT)("finds the detail in %j (%s)", (text, kind) => {
    expect(findPersonalDetails(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each(ELEVENTH_PASSED)("lets %j through", (text) => {
    expect(findPersonalDetails(text)).toEqual([]);
  });
});

// The twelfth round (2026-12-01): variants met while trying the rules for names, workplaces and secrets.
const TWELFTH_CAUGHT: readonly [string, PersonalDetailKind][] = [
  ["google me, jamie ellison", "handle"],
  ["i'm on shift at the greggs by the bus station", "address"],
];
const TWELFTH_PASSED: readonly string[] = [
  "search me, no idea",
  "look me up when you're feeling better",
  "i work at the hospital in town, nights mostly",
  "i work in the office on mondays",
  "i go to night school",
  "can you keep a secret? i need to tell someone",
  "call me if you want to, is what my counsellor said",
  "oh no, nine hundred quid for the car",
  "t i k t o k is ruining my sleep",
];

describe("the twelfth round's rules on the variants met while trying them", () => {
  it.each(TWELFTH_CAUGHT)("finds the detail in %j (%s)", (text, kind) => {
    expect(findPersonalDetails(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each(TWELFTH_PASSED)("lets %j through", (text) => {
    expect(findPersonalDetails(text)).toEqual([]);
  });
});
