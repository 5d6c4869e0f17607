import { describe, expect, it } from "vitest";
import { countryOfLocale, countryOfTimeZone, helplineCountry } from "./helpline-country.js";

describe("helplineCountry: locale and time zone to the country whose lines come first", () => {
  it.each([
    ["en-GB", "Europe/London", "GB"],
    ["en-US", "America/New_York", "US"],
    ["en-US", "America/Indiana/Indianapolis", "US"],
    ["fr-CA", "America/Toronto", "CA"],
    ["en-AU", "Australia/Sydney", "AU"],
    ["de-DE", "Europe/Berlin", "DE"],
    ["hi-IN", "Asia/Calcutta", "IN"],
    ["ja-JP", "Asia/Tokyo", "JP"],
    ["pt-BR", "America/Sao_Paulo", "BR"],
    ["es-AR", "America/Argentina/Buenos_Aires", "AR"],
    ["uk-UA", "Europe/Kyiv", "UA"],
  ])("%s in %s → %s", (locale, zone, country) => {
    expect(helplineCountry(locale, zone)).toBe(country);
  });

  it("follows the time zone over the language: an en-US browser in London is in the UK", () => {
    expect(helplineCountry("en-US", "Europe/London")).toBe("GB");
    expect(helplineCountry("en-GB", "Europe/Paris")).toBe("FR");
  });

  it("falls back to the language's region when the time zone names no listed country", () => {
    expect(helplineCountry("en-IE", "UTC")).toBe("IE");
    expect(helplineCountry("en-NZ", undefined)).toBe("NZ");
    expect(helplineCountry("pt_PT", "Etc/GMT")).toBe("PT");
    expect(helplineCountry("zh-Hant-TW", "Asia/Macau")).toBe("TW");
  });

  it("answers null when neither says a listed country: the directory leads", () => {
    expect(helplineCountry("en", "UTC")).toBeNull();
    expect(helplineCountry("es-PE", "America/Lima")).toBeNull();
    expect(helplineCountry(undefined, undefined)).toBeNull();
  });

  it("reads regions and zones on their own", () => {
    expect(countryOfLocale("en-gb")).toBe("GB");
    expect(countryOfLocale("de")).toBeNull();
    expect(countryOfTimeZone("Pacific/Honolulu")).toBe("US");
    expect(countryOfTimeZone("Antarctica/Troll")).toBeNull();
  });
});
