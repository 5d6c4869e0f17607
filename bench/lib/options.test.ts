/** The bench's command line refuses what it cannot do, with a message that says what it can. */
import { describe, expect, it } from "vitest";
import { parseOptions } from "./options.js";

describe("parseOptions", () => {
  it("measures one setup alone when asked", () => {
    expect(parseOptions(["--setup=embedded"]).setups).toEqual(["embedded"]);
  });

  it("refuses a setup it does not know", () => {
    expect(() => parseOptions(["--setup=three-instances"])).toThrow(/--setup must be one of: embedded/);
  });

  it("refuses an odd crowd and a size that is not a positive number", () => {
    expect(() => parseOptions(["--people=3"])).toThrow(/must be even/);
    expect(() => parseOptions(["--seconds=-1"])).toThrow(/positive number/);
  });
});
