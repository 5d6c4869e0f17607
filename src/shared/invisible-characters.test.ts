import { describe, expect, it } from "vitest";
import { asWritten, withoutInvisibleOrLookalikes } from "./invisible-characters.js";
import { findPersonalDetails } from "./personal-details.js";
import { withPrevious } from "./personal-details-split.js";
import { screenText } from "./screening.js";
import { statedAge } from "./stated-age.js";

/** Each kind of character that shows nothing, typed between every letter of `text`. */
const INVISIBLES = {
  "zero-width space": "\u200b",
  "zero-width non-joiner": "\u200c",
  "zero-width joiner": "\u200d",
  "word joiner": "\u2060",
  "soft hyphen": "\u00ad",
  "byte-order mark": "\ufeff",
  "left-to-right mark": "\u200e",
  "right-to-left override": "\u202e",
  "first strong isolate": "\u2068",
  "tag letter": "\u{e0041}",
  "variation selector": "\ufe0f",
  "variation selector supplement": "\u{e0100}",
  "combining grapheme joiner": "\u034f",
  "hangul filler": "\u3164",
};
const between = (text: string, invisible: string) => [...text].join(invisible);
const kinds = Object.entries(INVISIBLES);

describe("withoutInvisibleOrLookalikes", () => {
  it.each(kinds)("removes every %s", (_, invisible) => {
    expect(withoutInvisibleOrLookalikes(between("sunny99", invisible))).toBe("sunny99");
  });

  it("keeps what shows: letters of every script, accents, emoji, spaces and new lines", () => {
    const text = "Zoë, ça va? 日本 😊 \n ok";
    expect(withoutInvisibleOrLookalikes(text)).toBe(text);
  });
});

/** `text` in full-width letters and digits (U+FF01 on), as some keyboards and "aesthetic" text makers type it. */
const fullWidth = (text: string) =>
  text.replace(/[!-~]/g, (character) => String.fromCodePoint(character.codePointAt(0)! + 0xfee0));
/** `text`'s lower-case letters in the mathematical bold alphabet (U+1D41A on). */
const mathematicalBold = (text: string) =>
  text.replace(/[a-z]/g, (letter) => String.fromCodePoint(0x1d41a + letter.charCodeAt(0) - 97));

describe("compatibility forms are read as the letters they show", () => {
  it("folds full-width and mathematical letters, ligatures and the no-break space", () => {
    expect(withoutInvisibleOrLookalikes(fullWidth("my snap is lilmoon"))).toBe("my snap is lilmoon");
    expect(withoutInvisibleOrLookalikes(mathematicalBold("my snap is lilmoon"))).toBe("my snap is lilmoon");
    expect(withoutInvisibleOrLookalikes("\ufb01nd me\u00a0on snap")).toBe("find me on snap");
  });

  it.each([
    ["full-width", fullWidth],
    ["mathematical bold", mathematicalBold],
  ])("a handle in %s letters is held and quoted as typed", (_, form) => {
    const written = form("my snap is lilmoon");
    expect(screenText(written, findPersonalDetails)).toMatchObject({
      kind: "personal-details",
      found: [{ kind: "handle", text: written.slice(written.indexOf(form("snap"))) }],
    });
  });

  it.each([
    ["full-width", fullWidth],
    ["mathematical bold", mathematicalBold],
  ])("a request, crisis language and abuse in %s letters are read", (_, form) => {
    expect(screenText(form("whats ur snap"), findPersonalDetails)).toMatchObject({
      found: [{ kind: "contact-request" }],
    });
    expect(screenText(form("i want to kill myself")).kind).toBe("crisis");
    expect(screenText(form("you are a worthless idiot")).kind).toBe("harassment");
  });

  it("an age in full-width digits is read", () => {
    expect(statedAge(`i'm ${fullWidth("14")}`, new Date("2026-12-01"))).toBe(14);
  });

  it("leaves a letter and its combining accent as typed, and quotes them whole", () => {
    expect(withoutInvisibleOrLookalikes("y\u0301o")).toBe("y\u0301o");
    expect(asWritten("my snap is Zoe\u0301_22", "snap is zoe\u0301_22")).toBe("snap is Zoe\u0301_22");
  });

  it("an ordinary message in full-width letters stays clear", () => {
    expect(screenText(fullWidth("thank you, that helped"), findPersonalDetails).kind).toBe("clear");
  });
});

describe("no detector is beaten by characters that show nothing", () => {
  it.each(kinds)("a handle spelled with a %s between its letters is held", (_, invisible) => {
    const screening = screenText(`my snap: ${between("sunny99", invisible)} add me`, findPersonalDetails);
    expect(screening).toMatchObject({ kind: "personal-details", found: [{ kind: "handle" }] });
  });

  it.each(kinds)("the warning quotes the handle with its %s, as the writer typed it", (_, invisible) => {
    const screening = screenText(`my snap: ${between("sunny99", invisible)} add me`, findPersonalDetails);
    expect(screening).toMatchObject({ found: [{ text: `snap: ${between("sunny99", invisible)}` }] });
  });

  it.each(kinds)("crisis language with a %s between its letters opens crisis support", (_, invisible) => {
    expect(screenText(between("i want to kill myself", invisible)).kind).toBe("crisis");
  });

  it.each(kinds)("abuse with a %s between its letters is refused", (_, invisible) => {
    expect(screenText(`you are a ${between("worthless idiot", invisible)}`).kind).toBe("harassment");
  });

  it.each(kinds)("a filtered word with a %s between its letters is refused", (_, invisible) => {
    expect(screenText(`send me ${between("porn", invisible)}`)).toEqual({ kind: "blocked" });
  });

  it.each(kinds)("a request with a %s between its letters is held", (_, invisible) => {
    const screening = screenText(between("whats ur snap", invisible), findPersonalDetails);
    expect(screening).toMatchObject({ kind: "personal-details", found: [{ kind: "contact-request" }] });
  });

  it("a number split over two messages with invisible characters in its first part is held", () => {
    const finder = withPrevious([between("07700", "\u200b")], findPersonalDetails);
    expect(screenText("900123", finder)).toMatchObject({ kind: "personal-details", found: [{ kind: "phone" }] });
  });

  it.each(kinds)("an age with a %s between its digits is read", (_, invisible) => {
    expect(statedAge(`i'm ${between("14", invisible)}`, new Date("2026-12-01"))).toBe(14);
  });

  it("an ordinary message with invisible characters stays clear", () => {
    expect(screenText(between("thank you, that helped", "\u200b"), findPersonalDetails).kind).toBe("clear");
  });
});

describe("asWritten", () => {
  it("gives back the characters the writer typed for what a detector found in the cleaned text", () => {
    expect(asWritten("add me s\u200bunny99 ok", "sunny99")).toBe("s\u200bunny99");
    expect(asWritten("\u200b\u200bsunny99\u200b", "sunny99")).toBe("sunny99");
  });

  it("finds a fragment whose case, apostrophes and marks between words a reader made plain", () => {
    expect(asWritten("Hi there, ASL?", "hi there asl")).toBe("Hi there, ASL");
    expect(asWritten("I\u2019m Tom Baker, look me up", "i'm tom baker")).toBe("I\u2019m Tom Baker");
    expect(asWritten("im 24 , hbu ?", "hbu?")).toBe("hbu ?");
    expect(asWritten("call me on \uff10\uff17\uff17 \uff19", "077 9")).toBe("\uff10\uff17\uff17 \uff19");
  });

  it("keeps the fragment where the message does not hold it (a number joined from earlier messages)", () => {
    expect(asWritten("900123", "07700 900123")).toBe("07700 900123");
  });

  it("quotes the writer's own words in the warning the screening gives", () => {
    expect(screenText("Hi there, ASL?", findPersonalDetails)).toMatchObject({
      kind: "personal-details",
      found: [{ kind: "personal-request", text: "Hi there, ASL" }],
    });
  });
});
