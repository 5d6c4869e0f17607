import { describe, expect, it } from "vitest";
import metadata from "libphonenumber-js/metadata.min.json" with { type: "json" };
import { describePersonalDetails, FEWEST_PHONE_DIGITS, findPersonalDetails } from "./personal-details.js";
import { HELD_OUT_FIND, HELD_OUT_PASS } from "./personal-details-corpus/held-out.js";
import { MUST_FIND } from "./personal-details-corpus/must-find.js";
import { MUST_PASS } from "./personal-details-corpus/must-pass.js";
import { ALL_PERSONAS } from "./personas.js";

describe("findPersonalDetails", () => {
  it("has a table of at least 60 must-find and 60 must-pass texts", () => {
    expect(MUST_FIND.length).toBeGreaterThanOrEqual(60);
    expect(MUST_PASS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(MUST_FIND)("finds the detail in %j (%s)", (text, kind) => {
    expect(findPersonalDetails(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each(MUST_PASS)("lets %j through", (text) => {
    expect(findPersonalDetails(text)).toEqual([]);
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

  // Held out while the rules were written: a floor, and the figures printed for the README.
  it("does well on the held-out texts", () => {
    const found = HELD_OUT_FIND.filter(([text, kind]) => findPersonalDetails(text).some((d) => d.kind === kind));
    const passed = HELD_OUT_PASS.filter((text) => findPersonalDetails(text).length === 0);
    console.info(
      `personal details, held out: found ${found.length}/${HELD_OUT_FIND.length}, passed ${passed.length}/${HELD_OUT_PASS.length}`,
    );
    expect(found.length / HELD_OUT_FIND.length).toBeGreaterThanOrEqual(0.8);
    expect(passed.length / HELD_OUT_PASS.length).toBeGreaterThanOrEqual(0.9);
  });
});
