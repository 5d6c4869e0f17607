import { describe, expect, it } from "vitest";
import { HARM_SUPPORT, harmSupportFor } from "./harm-support-data.js";
import { HELPLINE_COUNTRIES, HELPLINE_DIRECTORY, helpFor, type Helpline } from "./helplines.js";

/** Every line cites its source page and a date, and every contact is a link a phone can follow. */
function expectCitedAndLinked(line: Helpline, where: string) {
  expect(line.source, where).toMatch(/^https:\/\/[^\s]+$/);
  expect(line.asOf, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(line.contacts.length, where).toBeGreaterThan(0);
  for (const contact of line.contacts) {
    const pattern = { call: /^tel:[*+]?\d{3,}$/, text: /^sms:\+?\d{3,}(?:\?body=[A-Z]+)?$/, chat: /^https:\/\// }[
      contact.kind
    ];
    expect(contact.href, where).toMatch(pattern);
  }
}

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
      for (const line of country.lines) expectCitedAndLinked(line, `${country.code} ${line.name}`);
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

describe("the lines for people hurt by someone", () => {
  it("are kept for countries the crisis lines hold, each cited and linked", () => {
    for (const [code, lines] of Object.entries(HARM_SUPPORT)) {
      expect(helpFor(code), code).not.toBeNull();
      expect(lines.length, code).toBeGreaterThan(0);
      for (const line of lines) expectCitedAndLinked(line, `${code} ${line.name}`);
    }
  });

  it("are found by code in either case, and are none for a country without them", () => {
    expect(harmSupportFor("us").map((line) => line.name)).toEqual([
      "RAINN National Sexual Assault Hotline",
      "National Domestic Violence Hotline",
    ]);
    expect(harmSupportFor("GB")[0]?.contacts[0]).toEqual({
      kind: "call",
      label: "Call 0808 500 2222",
      href: "tel:08085002222",
    });
    expect(harmSupportFor("US")[1]?.contacts[1]).toEqual({
      kind: "text",
      label: "Text START to 88788",
      href: "sms:88788?body=START",
    });
    expect(harmSupportFor("CA")).toEqual([]);
    expect(harmSupportFor(null)).toEqual([]);
  });
});
