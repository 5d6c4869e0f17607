/**
 * Variants met while trying the sixteenth round's rules (2026-12-01), after them: the enclosed
 * alphabets the cleaning step folds, a handle's number after a space, a name and a platform as a whole
 * sentence, "what's yours?" after one's own detail, and the parts of a number said in words. The
 * round's rows, written before the rules, are in personal-details-corpus/*-sixteenth-round.ts.
 */
import { describe, expect, it } from "vitest";
import { withoutInvisibleOrLookalikes } from "./invisible-characters.js";
import { findPersonalDetails } from "./personal-details.js";
import { withPrevious } from "./personal-details-split.js";
import { screenText } from "./screening.js";

/** `text`'s letters in an enclosed alphabet starting at `capitalA` (capitals only, as those alphabets are). */
const enclosed = (capitalA: number) => (text: string) =>
  text.replace(/[a-z]/gi, (letter) => String.fromCodePoint(capitalA + letter.toUpperCase().charCodeAt(0) - 65));
const ALPHABETS: readonly [string, (text: string) => string][] = [
  ["negative circled", enclosed(0x1f150)],
  ["negative squared", enclosed(0x1f170)],
  ["squared", enclosed(0x1f130)],
  ["circled", enclosed(0x24b6)],
  ["parenthesised", enclosed(0x1f110)],
];
const guarded = (text: string) => findPersonalDetails(withoutInvisibleOrLookalikes(text));

describe("enclosed letters are read as the letters they show", () => {
  it.each(ALPHABETS)("a handle in %s letters is held and quoted as typed", (_, form) => {
    const written = `my snap is ${form("lilmoon")}`;
    expect(screenText(written, findPersonalDetails)).toMatchObject({
      kind: "personal-details",
      found: [{ kind: "handle", text: written.slice(3) }],
    });
  });

  it.each(ALPHABETS)("crisis language and abuse in %s letters are read", (_, form) => {
    expect(screenText(form("i want to kill myself")).kind).toBe("crisis");
    expect(screenText(form("you are a worthless idiot")).kind).toBe("harassment");
  });

  it("reads the dingbat digits of a number, and leaves flags and symbols as typed", () => {
    expect(withoutInvisibleOrLookalikes("❶➋⓿ 🇬🇧 🆗")).toBe("120 🇬🇧 🆗");
    expect(guarded("call me on ⓿❼❾❶❶ ❶❷❸❹❺❻")).toMatchObject([{ kind: "phone" }]);
  });

  it.each(["🅷🅴🅻🅻🅾 everyone", "ⓗⓐⓟⓟⓨ ⓑⓘⓡⓣⓗⓓⓐⓨ to me", "🅂🄾🅁🅁🅈 on snap i was slow"])(
    "lets the decoration %j through",
    (text) => expect(guarded(text)).toEqual([]),
  );
});

describe("a handle's number after a space", () => {
  it.each([
    ["my discord is sunny 22", "handle"],
    ["add me sunny two two on insta", "handle"],
    ["my gamertag is nightowl seven seven lol", "handle"],
    ["my tiktok is riley oh nine", "handle"],
  ])("finds %j", (text, kind) => {
    expect(guarded(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each([
    "snapchat is number one.",
    "my tiktok is top 10",
    "my steam is level 50",
    "snap me at 9",
    "snap me at 10",
    "my snap is dead two days a week",
    "my snap is just one",
    "i'm seven seven on snap",
    "call me at one two three on whatsapp?",
    "i play psn with my mate sam 22 hours a week",
  ])("lets %j through, or finds no handle in it", (text) => {
    expect(guarded(text).filter((detail) => detail.kind === "handle")).toEqual([]);
  });
});

describe("a name and a platform as a whole sentence", () => {
  it("finds the name given", () => {
    expect(guarded("nightowl on snap")).toEqual([{ kind: "handle", text: "nightowl on snap" }]);
  });

  it.each(["hours on tiktok", "bored on tiktok", "same on insta", "stuck on discord", "mum on facebook"])(
    "lets %j through",
    (text) => expect(guarded(text)).toEqual([]),
  );

  it("leaves an invitation to the request finder", () => {
    expect(guarded("hmu on snap")).toEqual([{ kind: "contact-request", text: "hmu on snap" }]);
  });
});

describe("what's yours, after one's own", () => {
  it("asks for the other person's, after a number or a handle given", () => {
    expect(guarded("my number is 07911 123456, whats yours?")).toContainEqual({
      kind: "contact-request",
      text: "whats yours",
    });
    expect(guarded("i'm riley on discord, whats urs?")).toContainEqual({ kind: "contact-request", text: "whats urs" });
  });

  it("asks nothing where nothing of one's own was given before it, or a thing is asked about", () => {
    expect(guarded("my snap is nightowl77, what's yours like?")).toEqual([
      { kind: "handle", text: "snap is nightowl77" },
    ]);
    expect(guarded("whats urs? nightowl on snap")).toEqual([{ kind: "handle", text: "nightowl on snap" }]);
    expect(guarded("my tag line at work is 'we listen' whats yours?")).toEqual([]);
  });
});

describe("the parts of a number said in words", () => {
  it.each([
    [["count with me: one two three", "four five six"], "seven eight nine"],
    [["i said one two three", "then 456"], "and 7890"],
    [["i walked two thousand"], "then 300 more"],
  ])("lets %j then %j through", (previous, text) => {
    expect(withPrevious(previous, findPersonalDetails)(text)).toEqual([]);
  });
});
