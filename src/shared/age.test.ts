import { describe, expect, it } from "vitest";
import { ageOn, AgeAnswer, isOldEnough, latestDateOnEarth } from "./age.js";

const at = (iso: string) => new Date(iso);

describe("the age question", () => {
  it("counts whole years, with the birthday itself counting", () => {
    expect(ageOn("2008-06-15", { year: 2026, month: 6, day: 14 })).toBe(17);
    expect(ageOn("2008-06-15", { year: 2026, month: 6, day: 15 })).toBe(18);
    expect(ageOn("2008-06-15", { year: 2026, month: 7, day: 1 })).toBe(18);
  });

  it("gives someone born on 29 February their birthday on 1 March in other years", () => {
    expect(ageOn("2008-02-29", { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn("2008-02-29", { year: 2026, month: 3, day: 1 })).toBe(18);
  });

  it("lets someone in on their 18th birthday wherever they are, and not the day before", () => {
    // 11:00 UTC on 14 June is already 15 June at UTC+14.
    expect(latestDateOnEarth(at("2026-06-14T11:00:00Z"))).toEqual({ year: 2026, month: 6, day: 15 });
    expect(isOldEnough("2008-06-15", at("2026-06-14T11:00:00Z"), 18)).toBe(true);
    expect(isOldEnough("2008-06-15", at("2026-06-14T09:59:59Z"), 18)).toBe(false);
    expect(isOldEnough("2008-06-16", at("2026-06-14T23:00:00Z"), 18)).toBe(false);
  });

  it("follows the minimum age it is given", () => {
    expect(isOldEnough("2005-01-01", at("2026-01-02T00:00:00Z"), 21)).toBe(true);
    expect(isOldEnough("2006-01-03", at("2026-01-02T00:00:00Z"), 21)).toBe(false);
  });

  it("asks for a real date and the terms, in sentences", () => {
    expect(AgeAnswer.safeParse({ dateOfBirth: "1990-04-12", acceptTerms: true }).success).toBe(true);
    const errors = (value: unknown) => AgeAnswer.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(errors({ dateOfBirth: "1990-02-30", acceptTerms: true })).toEqual([
      "That date does not exist. Please check the day, month and year.",
    ]);
    expect(errors({ dateOfBirth: "12/04/1990", acceptTerms: true })).toEqual([
      "Please enter your date of birth: day, month and year.",
    ]);
    expect(errors({ acceptTerms: true })).toEqual(["Please enter your date of birth: day, month and year."]);
    expect(errors({ dateOfBirth: "1800-01-01", acceptTerms: true })).toEqual([
      "Please check the year of birth: it should be 1900 or later.",
    ]);
    for (const future of ["2990-01-01", "9999-12-31", `${new Date().getUTCFullYear() + 1}-01-01`]) {
      expect(errors({ dateOfBirth: future, acceptTerms: true })).toEqual([
        "That date is in the future. Please check the year of birth.",
      ]);
    }
    expect(errors({ dateOfBirth: "1990-04-12", acceptTerms: false })).toEqual(["Please accept the terms to continue."]);
  });
});
