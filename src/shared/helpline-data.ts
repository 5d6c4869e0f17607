/**
 * Crisis lines and emergency numbers for 40 countries.
 *
 * Seed: the CC0 1.0 data of the public repository Kouki-odaka/open-helplines (data/countries/*,
 * entries verified by that project on 2026-06-02): US, GB, CA, DE, FR, JP, KR, IN, BR, MX, PH, ID,
 * CN. Those entries carry `asOf: SEED` and the project's source page. Their numbers are written here
 * as people dial them inside the country (the seed stores E.164 forms).
 *
 * Every other entry was added on 2026-11-25 from the line's own official page, cited entry by entry
 * in `source`, as known to the person who wrote it down: Kindred's build machine cannot reach the
 * web, so these were not re-read on that day. Only numbers known for certain went in, hours only
 * where known to be 24/7; a line whose number was in doubt was left out rather than guessed, since
 * a wrong crisis number does harm. Check them against their sources before each release.
 * Emergency numbers are the national ones (112 across the EU).
 */
import type { CountryHelp, HelplineContact } from "./helplines.js";

/** The seed data set's verification date. */
const SEED = "2026-06-02";
/** The day the other entries were written down here. */
const ADDED = "2026-11-25";

export const call = (number: string): HelplineContact => ({
  kind: "call",
  label: `Call ${number}`,
  href: `tel:${number.replace(/[^\d*+]/g, "")}`,
});
/** A text line; with its keyword, the message opens already holding it (RFC 5724's `body`). */
export const text = (number: string, word?: string): HelplineContact => ({
  kind: "text",
  label: word ? `Text ${word} to ${number}` : `Text ${number}`,
  href: `sms:${number.replace(/[^\d+]/g, "")}${word ? `?body=${encodeURIComponent(word)}` : ""}`,
});
export const chat = (url: string): HelplineContact => ({ kind: "chat", label: "Chat online", href: url });

export const HELPLINE_DATA: readonly CountryHelp[] = [
  {
    code: "US",
    name: "United States",
    emergency: "911",
    lines: [
      {
        name: "988 Suicide & Crisis Lifeline",
        contacts: [call("988"), text("988"), chat("https://988lifeline.org/chat/")],
        hours: "24/7",
        source: "https://www.samhsa.gov/mental-health/988",
        asOf: SEED,
      },
      {
        name: "Crisis Text Line",
        contacts: [text("741741", "HOME")],
        hours: "24/7",
        source: "https://www.crisistextline.org/",
        asOf: SEED,
      },
    ],
  },
  {
    code: "GB",
    name: "United Kingdom",
    emergency: "999",
    lines: [
      {
        name: "Samaritans",
        contacts: [call("116 123")],
        hours: "24/7",
        source: "https://www.samaritans.org/how-we-can-help/contact-samaritan/talk-us-phone/",
        asOf: SEED,
      },
      {
        name: "Shout",
        contacts: [text("85258", "SHOUT")],
        hours: "24/7",
        source: "https://giveusashout.org/",
        asOf: SEED,
      },
    ],
  },
  {
    code: "IE",
    name: "Ireland",
    emergency: "112 or 999",
    lines: [
      {
        name: "Samaritans",
        contacts: [call("116 123")],
        hours: "24/7",
        source: "https://www.samaritans.org/ireland/how-we-can-help/contact-samaritan/",
        asOf: ADDED,
      },
      {
        name: "Pieta",
        contacts: [call("1800 247 247"), text("51444", "HELP")],
        hours: "24/7",
        source: "https://www.pieta.ie/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "CA",
    name: "Canada",
    emergency: "911",
    lines: [
      {
        name: "9-8-8: Suicide Crisis Helpline",
        contacts: [call("988"), text("988")],
        hours: "24/7",
        source:
          "https://www.canada.ca/en/public-health/news/2026/01/government-of-canada-announces-renewed-support-for-the-9-8-8-suicide-crisis-helpline.html",
        asOf: SEED,
      },
    ],
  },
  {
    code: "AU",
    name: "Australia",
    emergency: "000",
    lines: [
      {
        name: "Lifeline",
        contacts: [call("13 11 14")],
        hours: "24/7",
        source: "https://www.lifeline.org.au/",
        asOf: ADDED,
      },
      {
        name: "Suicide Call Back Service",
        contacts: [call("1300 659 467")],
        hours: "24/7",
        source: "https://www.suicidecallbackservice.org.au/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "NZ",
    name: "New Zealand",
    emergency: "111",
    lines: [
      {
        name: "Need to talk? 1737",
        contacts: [call("1737"), text("1737")],
        hours: "24/7",
        source: "https://1737.org.nz/",
        asOf: ADDED,
      },
      {
        name: "Lifeline Aotearoa",
        contacts: [call("0800 543 354")],
        hours: "24/7",
        source: "https://www.lifeline.org.nz/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "DE",
    name: "Germany",
    emergency: "112",
    lines: [
      {
        name: "TelefonSeelsorge",
        contacts: [call("0800 111 0 111"), call("0800 111 0 222")],
        hours: "24/7",
        source: "https://www.telefonseelsorge.de/",
        asOf: SEED,
      },
    ],
  },
  {
    code: "AT",
    name: "Austria",
    emergency: "112",
    lines: [
      {
        name: "TelefonSeelsorge",
        contacts: [call("142")],
        hours: "24/7",
        source: "https://www.telefonseelsorge.at/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "CH",
    name: "Switzerland",
    emergency: "112",
    lines: [
      {
        name: "Die Dargebotene Hand / La Main Tendue / Telefono Amico",
        contacts: [call("143")],
        hours: "24/7",
        source: "https://www.143.ch/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "FR",
    name: "France",
    emergency: "112",
    lines: [
      {
        name: "3114, numéro national de prévention du suicide",
        contacts: [call("3114")],
        hours: "24/7",
        source: "https://3114.fr/",
        asOf: SEED,
      },
    ],
  },
  {
    code: "BE",
    name: "Belgium",
    emergency: "112",
    lines: [
      {
        name: "Zelfmoordlijn 1813",
        contacts: [call("1813"), chat("https://www.zelfmoord1813.be/")],
        hours: "24/7",
        source: "https://www.zelfmoord1813.be/",
        asOf: ADDED,
      },
      {
        name: "Centre de Prévention du Suicide",
        contacts: [call("0800 32 123")],
        hours: "24/7",
        source: "https://www.preventionsuicide.be/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "NL",
    name: "Netherlands",
    emergency: "112",
    lines: [
      {
        name: "113 Zelfmoordpreventie",
        contacts: [call("113"), call("0800 0113"), chat("https://www.113.nl/")],
        hours: "24/7",
        source: "https://www.113.nl/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "LU",
    name: "Luxembourg",
    emergency: "112",
    lines: [{ name: "SOS Détresse", contacts: [call("45 45 45")], source: "https://www.454545.lu/", asOf: ADDED }],
  },
  {
    code: "ES",
    name: "Spain",
    emergency: "112",
    lines: [
      {
        name: "Línea 024 de atención a la conducta suicida",
        contacts: [call("024")],
        hours: "24/7",
        source: "https://www.sanidad.gob.es/linea024/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "PT",
    name: "Portugal",
    emergency: "112",
    lines: [
      {
        name: "SOS Voz Amiga",
        contacts: [call("213 544 545")],
        source: "https://www.sosvozamiga.org/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "IT",
    name: "Italy",
    emergency: "112",
    lines: [
      {
        name: "Telefono Amico Italia",
        contacts: [call("02 2327 2327")],
        source: "https://www.telefonoamico.it/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "GR",
    name: "Greece",
    emergency: "112",
    lines: [
      {
        name: "Klimaka suicide prevention line",
        contacts: [call("1018")],
        hours: "24/7",
        source: "https://www.klimaka.org.gr/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "SE",
    name: "Sweden",
    emergency: "112",
    lines: [
      {
        name: "Mind Självmordslinjen",
        contacts: [call("90101"), chat("https://mind.se/hitta-hjalp/sjalvmordslinjen/")],
        source: "https://mind.se/hitta-hjalp/sjalvmordslinjen/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "NO",
    name: "Norway",
    emergency: "113",
    lines: [
      {
        name: "Mental Helse Hjelpetelefonen",
        contacts: [call("116 123")],
        hours: "24/7",
        source: "https://mentalhelse.no/",
        asOf: ADDED,
      },
      {
        name: "Kirkens SOS",
        contacts: [call("22 40 00 40")],
        hours: "24/7",
        source: "https://www.kirkens-sos.no/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "DK",
    name: "Denmark",
    emergency: "112",
    lines: [{ name: "Livslinien", contacts: [call("70 201 201")], source: "https://www.livslinien.dk/", asOf: ADDED }],
  },
  {
    code: "FI",
    name: "Finland",
    emergency: "112",
    lines: [
      {
        name: "MIELI Crisis Helpline",
        contacts: [call("09 2525 0111")],
        hours: "24/7",
        source: "https://mieli.fi/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "IS",
    name: "Iceland",
    emergency: "112",
    lines: [
      {
        name: "Red Cross helpline 1717",
        contacts: [call("1717")],
        hours: "24/7",
        source: "https://www.raudikrossinn.is/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "PL",
    name: "Poland",
    emergency: "112",
    lines: [
      {
        name: "Centrum Wsparcia",
        contacts: [call("800 70 2222")],
        hours: "24/7",
        source: "https://centrumwsparcia.pl/",
        asOf: ADDED,
      },
      {
        name: "Telefon Zaufania dla Dzieci i Młodzieży",
        contacts: [call("116 111")],
        hours: "24/7",
        source: "https://116111.pl/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "UA",
    name: "Ukraine",
    emergency: "112",
    lines: [
      {
        name: "Lifeline Ukraine",
        contacts: [call("7333")],
        hours: "24/7",
        source: "https://lifelineukraine.com/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "IL",
    name: "Israel",
    emergency: "101",
    lines: [
      {
        name: "ERAN emotional first aid",
        contacts: [call("1201")],
        hours: "24/7",
        source: "https://www.eran.org.il/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "ZA",
    name: "South Africa",
    emergency: "10177 (ambulance) or 112 from a mobile",
    lines: [
      {
        name: "SADAG Suicide Crisis Helpline",
        contacts: [call("0800 567 567")],
        hours: "24/7",
        source: "https://www.sadag.org/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "IN",
    name: "India",
    emergency: "112",
    lines: [
      {
        name: "Tele MANAS",
        contacts: [call("14416"), call("1800 891 4416")],
        hours: "24/7",
        source: "https://telemanas.mohfw.gov.in/",
        asOf: SEED,
      },
    ],
  },
  {
    code: "JP",
    name: "Japan",
    emergency: "119",
    lines: [
      {
        name: "Yorisoi Hotline (よりそいホットライン)",
        contacts: [call("0120 279 338")],
        hours: "24/7",
        source: "https://www.since2011.net/yorisoi/",
        asOf: SEED,
      },
      {
        name: "TELL Lifeline (English)",
        contacts: [call("0800 300 8355")],
        source: "https://www.telljp.com/",
        asOf: SEED,
      },
    ],
  },
  {
    code: "KR",
    name: "South Korea",
    emergency: "119",
    lines: [
      {
        name: "Suicide prevention line 109 (자살예방 상담전화)",
        contacts: [call("109")],
        hours: "24/7",
        source: "https://www.mohw.go.kr/board.es?mid=a10503010100&bid=0027&act=view&list_no=1479607",
        asOf: SEED,
      },
    ],
  },
  {
    code: "CN",
    name: "China",
    emergency: "120",
    lines: [
      {
        name: "Beijing Psychological Crisis Research and Intervention Center",
        contacts: [call("400 161 9995")],
        hours: "24/7",
        source: "https://www.crisis.org.cn/lists/11.html",
        asOf: SEED,
      },
    ],
  },
  {
    code: "TW",
    name: "Taiwan",
    emergency: "119",
    lines: [
      {
        name: "Ministry of Health and Welfare line 1925 (安心專線)",
        contacts: [call("1925")],
        hours: "24/7",
        source: "https://www.mohw.gov.tw/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "HK",
    name: "Hong Kong",
    emergency: "999",
    lines: [
      {
        name: "The Samaritan Befrienders Hong Kong",
        contacts: [call("2389 2222")],
        hours: "24/7",
        source: "https://sbhk.org.hk/",
        asOf: ADDED,
      },
      {
        name: "The Samaritans Hong Kong",
        contacts: [call("2896 0000")],
        hours: "24/7",
        source: "https://samaritans.org.hk/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "SG",
    name: "Singapore",
    emergency: "995",
    lines: [
      {
        name: "Samaritans of Singapore",
        contacts: [call("1767")],
        hours: "24/7",
        source: "https://www.sos.org.sg/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "MY",
    name: "Malaysia",
    emergency: "999",
    lines: [
      {
        name: "Befrienders Kuala Lumpur",
        contacts: [call("03 7627 2929")],
        hours: "24/7",
        source: "https://www.befrienders.org.my/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "PH",
    name: "Philippines",
    emergency: "911",
    lines: [
      {
        name: "NCMH Crisis Hotline",
        contacts: [call("1553"), call("0917 899 8727")],
        hours: "24/7",
        source: "https://doh.gov.ph/NCMH-Crisis-Hotline",
        asOf: SEED,
      },
    ],
  },
  {
    code: "ID",
    name: "Indonesia",
    emergency: "112",
    lines: [
      {
        name: "SEJIWA, Ministry of Health (119, extension 8)",
        contacts: [call("119")],
        hours: "24/7",
        source: "https://www.intothelightid.org/tentang-bunuh-diri/hotline-bunuh-diri-di-indonesia/",
        asOf: SEED,
      },
    ],
  },
  {
    code: "TH",
    name: "Thailand",
    emergency: "1669",
    lines: [
      {
        name: "Department of Mental Health hotline",
        contacts: [call("1323")],
        hours: "24/7",
        source: "https://www.dmh.go.th/",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "BR",
    name: "Brazil",
    emergency: "192",
    lines: [
      {
        name: "CVV, Centro de Valorização da Vida",
        contacts: [call("188"), chat("https://cvv.org.br/chat/")],
        hours: "24/7",
        source: "https://cvv.org.br/ligue-188/",
        asOf: SEED,
      },
    ],
  },
  {
    code: "MX",
    name: "Mexico",
    emergency: "911",
    lines: [
      {
        name: "SAPTEL",
        contacts: [call("55 5259 8121")],
        hours: "24/7",
        source: "https://www.saptel.org.mx/contacto.html",
        asOf: SEED,
      },
      {
        name: "Línea de la Vida",
        contacts: [call("800 911 2000")],
        hours: "24/7",
        source: "https://www.gob.mx/salud/conadic",
        asOf: ADDED,
      },
    ],
  },
  {
    code: "AR",
    name: "Argentina",
    emergency: "911",
    lines: [
      {
        name: "Centro de Asistencia al Suicida",
        contacts: [call("135"), call("011 5275 1135")],
        source: "https://www.asistenciaalsuicida.org.ar/",
        asOf: ADDED,
      },
    ],
  },
];
