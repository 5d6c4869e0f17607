import { describe, expect, it } from "vitest";
import { pointsLine, tokenLine } from "./nav-links";

describe("the balances in the profile menus", () => {
  it("counts tokens and compassion points in words, halves included", () => {
    expect(tokenLine(1)).toBe("1 token");
    expect(tokenLine(9)).toBe("9 tokens");
    expect(pointsLine(0)).toBe("0 compassion points");
    expect(pointsLine(1)).toBe("1 compassion point");
    expect(pointsLine(1.5)).toBe("1.5 compassion points");
  });
});
