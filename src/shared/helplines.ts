/**
 * Crisis lines and emergency numbers by country, for the crisis view: the person's own country
 * first (helpline-country.ts guesses it from the browser, the person can change it), and a
 * directory for every country this list does not hold. The data and where each entry comes from
 * are in helpline-data.ts.
 */
import { HELPLINE_DATA } from "./helpline-data.js";

export type ContactKind = "call" | "text" | "chat";

export interface HelplineContact {
  kind: ContactKind;
  /** What the person reads, e.g. "Call 116 123" or "Text SHOUT to 85258". */
  label: string;
  /** Where the link goes: tel:, sms: or https:. */
  href: string;
}

export interface Helpline {
  name: string;
  contacts: HelplineContact[];
  /** Opening hours, where they are known for certain ("24/7"); otherwise the line's page says. */
  hours?: string;
  /** The page this entry was taken from. */
  source: string;
  /**
   * The date the entry's facts are from (YYYY-MM-DD): the seed data set's verification date, or
   * the day it was written down here from its source (helpline-data.ts says which).
   */
  asOf: string;
}

export interface CountryHelp {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** The number to call in immediate danger, as dialled there. */
  emergency: string;
  lines: Helpline[];
}

/** For every country the list does not hold, and for people abroad. */
export const HELPLINE_DIRECTORY = {
  name: "Find a Helpline",
  label: "findahelpline.com",
  href: "https://findahelpline.com",
  note: "Free, confidential support lines in more than 130 countries.",
} as const;

/** Every country held, by name: the crisis view's country select. */
export const HELPLINE_COUNTRIES: readonly CountryHelp[] = [...HELPLINE_DATA].sort((a, b) =>
  a.name.localeCompare(b.name, "en"),
);

const BY_CODE = new Map(HELPLINE_DATA.map((country) => [country.code, country]));

/** The country's lines, or null for a country the list does not hold (the directory then leads). */
export function helpFor(code: string | null): CountryHelp | null {
  return code ? (BY_CODE.get(code.toUpperCase()) ?? null) : null;
}
