import { describe, expect, it } from "vitest";
import { HELPLINE_COUNTRIES, HELPLINE_DIRECTORY, helpFor } from "./helplines.js";

describe("the helpline data set", () => {
  it("holds at least 30 countries, each once", () => {
    const codes = HELPLINE_COUNTRIES.map((country) => country.code);
    expect(codes.length).toBeGreaterThanOrEqual(30);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("gives every country an emergency number and at least one line", () => {
    for (const country of HELPLINE_COUNTRIES) {
      expect(country.emergency, country.code).toMatch(/\d/);
      expect(country.lines.length, country.code).toBeGreaterThan(0);
    }
  });

  it("cites a source page and a date for every line, and links every contact", () => {
    for (const country of HELPLINE_COUNTRIES) {
      for (const line of country.lines) {
        const where = `${country.code} ${line.name}`;
        expect(line.source, where).toMatch(/^https:\/\/[^\s]+$/);
        expect(line.asOf, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(line.contacts.length, where).toBeGreaterThan(0);
        for (const contact of line.contacts) {
          const pattern = { call: /^tel:[*+]?\d{3,}$/, text: /^sms:\+?\d{3,}$/, chat: /^https:\/\// }[contact.kind];
          expect(contact.href, where).toMatch(pattern);
        }
      }
    }
  });

  it("lists countries by name for the select", () => {
    const names = HELPLINE_COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("finds a country by code in either case, and nothing for a country it does not hold", () => {
    expect(helpFor("gb")?.lines[0]?.name).toBe("Samaritans");
    expect(helpFor("US")?.lines[0]?.contacts[0]).toEqual({ kind: "call", label: "Call 988", href: "tel:988" });
    expect(helpFor("AQ")).toBeNull();
    expect(helpFor(null)).toBeNull();
    expect(HELPLINE_DIRECTORY.href).toBe("https://findahelpline.com");
  });
});
