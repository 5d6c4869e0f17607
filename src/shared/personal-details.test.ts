import { describe, expect, it } from "vitest";
import metadata from "libphonenumber-js/metadata.min.json" with { type: "json" };
import {
  describePersonalDetails,
  FEWEST_PHONE_DIGITS,
  findPersonalDetails,
  type PersonalDetailKind,
} from "./personal-details.js";
import { HELD_OUT_FIND, HELD_OUT_PASS } from "./personal-details-corpus/held-out.js";
import { MUST_FIND } from "./personal-details-corpus/must-find.js";
import { MUST_PASS } from "./personal-details-corpus/must-pass.js";
import { ALL_PERSONAS } from "./personas.js";
import { withoutInvisibleOrLookalikes } from "./invisible-characters.js";

/**
 * A row read as the product reads a message: through the cleaning step screening.ts runs before
 * every detector (since the sixteenth round, whose rows hold enclosed letters the step folds).
 */
const asGuarded = (text: string) => findPersonalDetails(withoutInvisibleOrLookalikes(text));

describe("findPersonalDetails", () => {
  it("has a table of at least 60 must-find and 60 must-pass texts", () => {
    expect(MUST_FIND.length).toBeGreaterThanOrEqual(60);
    expect(MUST_PASS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(MUST_FIND)("finds the detail in %j (%s)", (text, kind) => {
    expect(asGuarded(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each(MUST_PASS)("lets %j through", (text) => {
    expect(asGuarded(text)).toEqual([]);
  });

  it.each(ALL_PERSONAS.map((persona) => persona.handle))("lets the persona handle %s through", (handle) => {
    expect(findPersonalDetails(`${handle} are you there? ${handle} on insta says hi`)).toEqual([]);
  });

  it("looks for phone numbers only where as many digits stand in a row as the shortest number has", () => {
    // [calling code, …, possible national lengths]: the shortest number anywhere, with its code.
    const shortest = Math.min(
      ...Object.values(metadata.countries).map((country) => country[0].length + Math.min(...(country[3] as number[]))),
    );
    expect(shortest).toBeGreaterThanOrEqual(FEWEST_PHONE_DIGITS);
    expect(findPersonalDetails("text me +43 6641234567")).toMatchObject([{ kind: "phone" }]);
  });

  it("reads full-width digits as digits", () => {
    expect(findPersonalDetails("call me on ０７７００ ９００１２３")).toEqual([
      { kind: "phone", text: "07700 900123" },
    ]);
  });

  it("names what it found, in the words the sender wrote", () => {
    expect(findPersonalDetails("text me on 07911 123456 or sam@example.com")).toEqual([
      { kind: "email", text: "sam@example.com" },
      { kind: "phone", text: "07911 123456" },
    ]);
  });

  it("says what it found in a phrase the warning can use", () => {
    expect(describePersonalDetails(findPersonalDetails("07911 123456"))).toBe("a phone number");
    expect(describePersonalDetails(findPersonalDetails("07911 123456, insta @sam_1, 42 Elm Street"))).toBe(
      "a social media or messaging handle, a phone number and an address",
    );
  });

  // Found sent without a warning in testing: a platform's name (or its slang) beside a handle, an
  // @handle after an invitation, an address without its ".com" or spaced out, a number said in
  // words, and a spelled-out address named only in part.
  const MUST_CATCH: readonly [string, PersonalDetailKind, string?][] = [
    ["snapchat janedoe", "handle"],
    ["follow me on x @janedoe", "handle"],
    ["find me @janedoe99", "handle"],
    ["add me janedoe99 on the gram", "handle"],
    ["reddit u/janedoe", "handle"],
    ["dm me @x", "handle"],
    ["dm me @janedoe", "handle"],
    ["Snapchat janedoe.", "handle"],
    ["add me on snap janedoe", "handle"],
    ["hmu @jane.doe", "handle"],
    ["insta: janedoe", "handle"],
    ["the gram: janedoe", "handle"],
    ["bluesky @janedoe.bsky.social", "handle"],
    ["janedoe_99 on tiktok", "handle"],
    ["my reddit is u/jane_doe", "handle"],
    ["reddit.com/user/janedoe", "link"],
    ["email me janedoe@protonmail", "email"],
    ["its janedoe@gmail", "email"],
    ["j a n e d o e @ g m a i l . c o m", "email"],
    ["my number is zero seven nine one one, one two three four five six", "phone"],
    ["four one five eight six seven five three oh nine", "phone"],
    ["oh seven seven double oh, nine double oh one two three", "phone"],
    ["call me 07911 one two three four five six", "phone"],
    ["plus four four seven nine one one one two three four five six", "phone"],
    ["jane dot doe at gmail dot com", "email"],
    // A host without its ending, with a name no word has or words that give it.
    ["email me janedoe at gmail", "email"],
    ["my email is janedoe at gmail", "email"],
    ["janedoe99 at gmail", "email"],
    ["jane dot doe at gmail", "email"],
  ];

  it.each(MUST_CATCH)("catches the detail in %j (%s)", (text, kind) => {
    expect(findPersonalDetails(text).map((detail) => detail.kind)).toContain(kind);
  });

  it("names the whole of what it caught, as the sender wrote it", () => {
    expect(findPersonalDetails("it's jane dot doe at gmail dot com")).toEqual([
      { kind: "email", text: "jane dot doe at gmail dot com" },
    ]);
    expect(findPersonalDetails("my number is zero seven nine one one, one two three four five six")).toEqual([
      { kind: "phone", text: "zero seven nine one one, one two three four five six" },
    ]);
    expect(findPersonalDetails("follow me on x @janedoe")).toEqual([
      { kind: "handle", text: "follow me on x @janedoe" },
    ]);
    expect(findPersonalDetails("it's jane doe @ gmail . com")).toEqual([
      { kind: "email", text: "jane doe @ gmail . com" },
    ]);
    expect(findPersonalDetails("email me sam @ gmail . com")).toEqual([{ kind: "email", text: "sam @ gmail . com" }]);
  });

  // Everyday things people say in a support chat that sit close to the rules above.
  const EVERYDAY: readonly string[] = [
    "I'm 25 and I still live with my parents",
    "I have two kids and one dog",
    "it happened one or two times",
    "I waited for five hours at A&E",
    "see you at 7 30",
    "my appointment is on the third of May at nine",
    "it was about twenty quid",
    "back in two thousand and nine",
    "I've been off work for three weeks now",
    "breathe in for four, hold for seven, out for eight",
    "name five things you can see, four you can hear, three you can touch",
    "I slept maybe four or five hours",
    "one day at a time",
    "I'm one of four kids",
    "I have seven missed calls from my mum",
    "call 988 if it gets bad tonight",
    "Samaritans are on 116 123, any time",
    "you can ring one one six, one two three",
    "@luna are you still there?",
    "thanks @sage that helped",
    "find me @luna if you need to talk",
    "I'm at home, dot me a line when you can",
    "I'm at work till six",
    "look at me, I'm a mess",
    "we met at live music night",
    "my ex posted it on the gram",
    "everyone's so fake on the gram",
    "I spend way too long on the gram",
    "I keep scrolling on x at 2am",
    "my x is jealous of everyone",
    "it's on reddit, r/depression helped me a lot",
    "snapchat sucks",
    "I deleted snapchat yesterday",
    "I'm on instagram at 9pm every night",
    "I'll be on discord at 8",
    "send me a text at 7",
    "@ you, I'm so sorry",
    "text me when you get home",
    "add me to the list of people who hate mondays",
    "oh no, oh well",
    "she told me oh one more thing",
    "double or nothing",
    "he's double my age",
    "I read it on x yesterday",
    "I'm on the gram a lot",
    "tiktok brainrot",
    "Reddit helped.",
    "Facebook marketplace",
    "WhatsApp web",
    "Twitch streamer",
    "reddit thread",
    "nine eight seven six five four three two one",
    "at seven o'clock tomorrow",
    "room one oh one, floor two",
    // a mail service or a platform in prose
    "I was staring at outlook all day",
    "I work at yahoo",
    "emails at gmail are a mess",
    "my snap is broken",
    "insta is so slow today",
    // beside the requests of the second round (2026-11-29): said of oneself, offered as help, or idiom
    "i could come over to the idea",
    "age is just a number they say, but i feel old",
    "keep it up!",
    "don't tell yourself that",
    "i won't tell you what to do",
    "we could meet halfway on this argument",
    "i want to meet new people",
    "I want to hang out.",
    "should we call someone for you?",
    "my tele broke",
    "netflix.com/browse is my life",
  ];

  it("has at least 25 everyday sentences", () => {
    expect(EVERYDAY.length).toBeGreaterThanOrEqual(25);
  });

  it.each(EVERYDAY)("lets the everyday %j through", (text) => {
    expect(findPersonalDetails(text)).toEqual([]);
  });

  // Held out while the rules were written: a floor, and the figures printed for the README.
  it("does well on the held-out texts", () => {
    const found = HELD_OUT_FIND.filter(([text, kind]) => asGuarded(text).some((d) => d.kind === kind));
    const passed = HELD_OUT_PASS.filter((text) => asGuarded(text).length === 0);
    console.info(
      `personal details, held out: found ${found.length}/${HELD_OUT_FIND.length}, passed ${passed.length}/${HELD_OUT_PASS.length}`,
    );
    expect(found.length / HELD_OUT_FIND.length).toBeGreaterThanOrEqual(0.8);
    expect(passed.length / HELD_OUT_PASS.length).toBeGreaterThanOrEqual(0.9);
  });
});
