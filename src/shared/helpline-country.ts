/**
 * Which country's crisis lines to show first, from what the browser tells without asking: its
 * time zone and its language. The time zone leads, because it follows where the person is: many
 * people everywhere keep their browser in "en-US", while a phone's clock is set by the network it
 * is on. The language's region ("en-GB" → GB) decides when the time zone names no country on the
 * list (UTC, or a zone shared by several countries). Neither is known for certain, so the crisis
 * view lets the person change the country in one tap, and the directory covers everywhere else.
 */
import { helpFor } from "./helplines.js";

/**
 * IANA time zones of the countries on the list, including the old names browsers still report
 * (Chrome says "Asia/Calcutta"). Zones under a whole-country prefix are in PREFIXES.
 */
const ZONES: Record<string, string[]> = {
  US: [
    "America/New_York",
    "America/Chicago",
    "America/Denver",
    "America/Phoenix",
    "America/Los_Angeles",
    "America/Anchorage",
    "America/Juneau",
    "America/Sitka",
    "America/Nome",
    "America/Adak",
    "America/Metlakatla",
    "America/Yakutat",
    "America/Boise",
    "America/Detroit",
    "America/Menominee",
    "America/Indianapolis",
    "America/Louisville",
    "Pacific/Honolulu",
    "US/Eastern",
    "US/Central",
    "US/Mountain",
    "US/Pacific",
    "US/Alaska",
    "US/Hawaii",
  ],
  CA: [
    "America/Toronto",
    "America/Montreal",
    "America/Vancouver",
    "America/Edmonton",
    "America/Winnipeg",
    "America/Regina",
    "America/Halifax",
    "America/St_Johns",
    "America/Moncton",
    "America/Glace_Bay",
    "America/Goose_Bay",
    "America/Whitehorse",
    "America/Yellowknife",
    "America/Iqaluit",
    "America/Rankin_Inlet",
    "America/Cambridge_Bay",
    "America/Inuvik",
    "America/Dawson",
    "America/Dawson_Creek",
    "America/Fort_Nelson",
    "America/Creston",
    "America/Swift_Current",
    "America/Thunder_Bay",
    "America/Nipigon",
  ],
  GB: ["Europe/London", "Europe/Belfast", "GB"],
  IE: ["Europe/Dublin", "Eire"],
  AU: [],
  NZ: ["Pacific/Auckland", "Pacific/Chatham", "NZ"],
  DE: ["Europe/Berlin", "Europe/Busingen"],
  AT: ["Europe/Vienna"],
  CH: ["Europe/Zurich"],
  FR: ["Europe/Paris"],
  BE: ["Europe/Brussels"],
  NL: ["Europe/Amsterdam"],
  LU: ["Europe/Luxembourg"],
  ES: ["Europe/Madrid", "Atlantic/Canary", "Africa/Ceuta"],
  PT: ["Europe/Lisbon", "Atlantic/Azores", "Atlantic/Madeira", "Portugal"],
  IT: ["Europe/Rome"],
  GR: ["Europe/Athens"],
  SE: ["Europe/Stockholm"],
  NO: ["Europe/Oslo"],
  DK: ["Europe/Copenhagen"],
  FI: ["Europe/Helsinki"],
  IS: ["Atlantic/Reykjavik", "Iceland"],
  PL: ["Europe/Warsaw", "Poland"],
  UA: ["Europe/Kyiv", "Europe/Kiev", "Europe/Uzhgorod", "Europe/Zaporozhye"],
  IL: ["Asia/Jerusalem", "Asia/Tel_Aviv", "Israel"],
  ZA: ["Africa/Johannesburg"],
  IN: ["Asia/Kolkata", "Asia/Calcutta"],
  JP: ["Asia/Tokyo", "Japan"],
  KR: ["Asia/Seoul", "ROK"],
  CN: ["Asia/Shanghai", "Asia/Urumqi", "Asia/Chongqing", "Asia/Harbin", "PRC"],
  TW: ["Asia/Taipei", "ROC"],
  HK: ["Asia/Hong_Kong", "Hongkong"],
  SG: ["Asia/Singapore", "Singapore"],
  MY: ["Asia/Kuala_Lumpur", "Asia/Kuching"],
  PH: ["Asia/Manila"],
  ID: ["Asia/Jakarta", "Asia/Pontianak", "Asia/Makassar", "Asia/Jayapura"],
  TH: ["Asia/Bangkok"],
  BR: [
    "America/Sao_Paulo",
    "America/Bahia",
    "America/Fortaleza",
    "America/Recife",
    "America/Belem",
    "America/Maceio",
    "America/Araguaina",
    "America/Manaus",
    "America/Cuiaba",
    "America/Campo_Grande",
    "America/Porto_Velho",
    "America/Boa_Vista",
    "America/Rio_Branco",
    "America/Santarem",
    "America/Noronha",
    "America/Eirunepe",
  ],
  MX: [
    "America/Mexico_City",
    "America/Cancun",
    "America/Merida",
    "America/Monterrey",
    "America/Matamoros",
    "America/Chihuahua",
    "America/Ciudad_Juarez",
    "America/Ojinaga",
    "America/Mazatlan",
    "America/Bahia_Banderas",
    "America/Hermosillo",
    "America/Tijuana",
  ],
  AR: ["America/Buenos_Aires", "America/Cordoba", "America/Mendoza", "America/Catamarca", "America/Jujuy"],
};

/** Zones whose whole group belongs to one country. */
const PREFIXES: [string, string][] = [
  ["Australia/", "AU"],
  ["America/Indiana/", "US"],
  ["America/Kentucky/", "US"],
  ["America/North_Dakota/", "US"],
  ["America/Argentina/", "AR"],
  ["Canada/", "CA"],
  ["Brazil/", "BR"],
  ["Mexico/", "MX"],
];

const BY_ZONE = new Map(Object.entries(ZONES).flatMap(([country, zones]) => zones.map((zone) => [zone, country])));

/** The country a time zone lies in, when it is on the list; null otherwise. */
export function countryOfTimeZone(timeZone: string | undefined): string | null {
  if (!timeZone) return null;
  const country = BY_ZONE.get(timeZone) ?? PREFIXES.find(([prefix]) => timeZone.startsWith(prefix))?.[1];
  return country ?? null;
}

/** The region of a language tag ("en-GB", "pt_BR", "zh-Hant-TW"), when it is a country on the list. */
export function countryOfLocale(locale: string | undefined): string | null {
  if (!locale) return null;
  const region = locale
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part));
  return region && helpFor(region) ? region.toUpperCase() : null;
}

/**
 * The country whose lines lead the crisis view: the time zone's, else the language's region, else
 * null (the directory leads, and the person picks a country).
 */
export function helplineCountry(locale: string | undefined, timeZone: string | undefined): string | null {
  return countryOfTimeZone(timeZone) ?? countryOfLocale(locale);
}
