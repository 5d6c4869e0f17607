/**
 * Crisis lines and emergency numbers for 40 countries.
 *
 * Seed: the CC0 1.0 data of the public repository Kouki-odaka/open-helplines (data/countries/*,
 * entries verified by that project on 2026-06-02): US, GB, CA, DE, FR, JP, KR, IN, BR, MX (SAPTEL),
 * PH, ID, CN. Those entries carry `asOf: SEED` and the project's source page. Their numbers are
 * written here as people dial them inside the country (the seed stores E.164 forms). Its newest
 * stored snapshot, read on 2026-11-29, adds only countries not listed here (BD, RU), so nothing else
 * was taken from it.
 *
 * The other entries were written down on 2026-11-25 without web access (`asOf: ADDED`). On
 * 2026-11-29 each was checked again, still without live web access: against stored copies of public
 * pages (the lines' own sites where the store held them, government pages, releases, national press,
 * Wikipedia). An entry carries `asOf: CHECKED` only where an official statement (the line's own page
 * or release, or a government page) and one more independent page agreed on its name, every number
 * and, where "24/7" is shown, its hours; its `source` is then that official page, and a comment
 * names the page that agreed. On that day:
 * - confirmed: IE (both), AU Lifeline, NZ (both), AT, CH, BE Centre de Prévention du Suicide, NL, LU,
 *   NO Kirkens SOS, FI, IS, PL 116 111, UA, ZA, TW, HK Samaritans;
 * - corrected: BE Zelfmoordlijn (its chat is open in the evening only, not 24/7), SE Mind (open
 *   24/7 since June 2020; its chat is reached at mind.se);
 * - removed: PL Centrum Wsparcia (800 70 2222), whose team and the Ministry of Health said it
 *   stopped on 31 December 2020; PL's adult crisis line 116 123 is listed instead;
 * - not confirmed, left `asOf: ADDED`: AU Suicide Call Back Service, ES, PT, IT, GR, NO Mental
 *   Helse, DK, IL, HK Samaritan Befrienders, SG, MY, TH, MX Línea de la Vida, AR. For these the store
 *   held no official page; other pages agreed (named on each entry; for DK a single one, from 2015),
 *   but MY's number was on no stored page at all. Check them against their live sources before a
 *   release, MY first.
 * Emergency numbers are the national ones (112 across the EU); only those the pages above happened to
 * state were compared (AU 000, NO 113, FI 112, HK 999, IE 112 or 999), and they agreed.
 */
import type { CountryHelp, HelplineContact } from "./helplines.js";

/** The seed data set's verification date. */
const SEED = "2026-06-02";
/** The day the other entries were written down here. */
const ADDED = "2026-11-25";
/** The day an entry was found again on its official page and one more (see the header). */
const CHECKED = "2026-11-29";

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
      // Its own page (116 123 for Ireland, a 24-hour service); Irish Health Pro (2016-04-12): 116 123, 24 hours a day.
      {
        name: "Samaritans",
        contacts: [call("116 123")],
        hours: "24/7",
        source:
          "https://www.samaritans.org/your-community/samaritans-ireland-scotland-and-wales/samaritans-ireland/journey",
        asOf: CHECKED,
      },
      // Government release (2020-09-10); Kilcullen Bridge (2023-07) and Wicklow Now agree, 24/7.
      {
        name: "Pieta",
        contacts: [call("1800 247 247"), text("51444", "HELP")],
        hours: "24/7",
        source: "https://merrionstreet.ie/en/news-room/releases/world_suicide_prevention_day_10_september_2020.html",
        asOf: CHECKED,
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
      // A Lifeline centre's own page; Wikipedia and The Leader (2022) agree: 13 11 14, 24/7.
      {
        name: "Lifeline",
        contacts: [call("13 11 14")],
        hours: "24/7",
        source: "https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/",
        asOf: CHECKED,
      },
      // Not confirmed: a health.gov.au page (2014) gives 24/7 but no number; 2SER (2019) and The Wire give this one.
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
      // The Health Minister's launch release (2017-06); Pegasus Health and the Mental Health Foundation agree.
      {
        name: "Need to talk? 1737",
        contacts: [call("1737"), text("1737")],
        hours: "24/7",
        source: "https://www.scoop.co.nz/stories/PA1706/S00527/single-phone-number-to-access-support-services.htm",
        asOf: CHECKED,
      },
      // Lifeline's earlier site; its 2024-04-29 release (Scoop) says 24/7, and Vice gives the number.
      {
        name: "Lifeline Aotearoa",
        contacts: [call("0800 543 354")],
        hours: "24/7",
        source: "https://www.lifeline.co.nz/history-lifeline/",
        asOf: CHECKED,
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
      // Its own release (2023-04-25); katholisch.at and ORF Burgenland (2023-05) agree: 142, free, round the clock.
      {
        name: "TelefonSeelsorge",
        contacts: [call("142")],
        hours: "24/7",
        source:
          "https://www.ots.at/presseaussendung/OTM_20230425_OTM0006/telefonseelsorge-seit-25-jahren-amtlicher-notruf-fuer-die-seele",
        asOf: CHECKED,
      },
    ],
  },
  {
    code: "CH",
    name: "Switzerland",
    emergency: "112",
    lines: [
      // Its own page (night service); bag-blueprint.ch (2023-07-17: Tel 143, 7/24, free) and watson.ch (2023-09) agree.
      {
        name: "Die Dargebotene Hand / La Main Tendue / Telefono Amico",
        contacts: [call("143")],
        hours: "24/7",
        source: "https://www.143.ch/ticino/Consulenza/Servizio-di-consulenza/Notte",
        asOf: CHECKED,
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
      // Its own page: 1813 24/7, chat in the evening; Het Belang van Limburg (2021-11): chat 17:00-24:00, phone 24/7.
      {
        name: "Zelfmoordlijn 1813",
        contacts: [call("1813"), chat("https://www.zelfmoord1813.be/")],
        hours: "Phone 24/7, chat evenings",
        source: "https://zelfmoord1813.be/blog/chat-zelfmoordlijn-langer-geopend",
        asOf: CHECKED,
      },
      // Its own page gives the number; Belga in La Libre (2023-02) and DH (2023-09): free, anonymous, 24h/24.
      {
        name: "Centre de Prévention du Suicide",
        contacts: [call("0800 32 123")],
        hours: "24/7",
        source:
          "https://www.preventionsuicide.be/actualites/le-centre-de-prevention-du-suicide-publie-son-rapport-dactivites-2022",
        asOf: CHECKED,
      },
    ],
  },
  {
    code: "NL",
    name: "Netherlands",
    emergency: "112",
    lines: [
      // Its own site (call 113 free, chat); ANP via upday (2025-10-03): 24/7, free, 113 or chat; nu.nl (2020-07): 0800-0113.
      {
        name: "113 Zelfmoordpreventie",
        contacts: [call("113"), call("0800 0113"), chat("https://www.113.nl/")],
        hours: "24/7",
        source: "https://www.113.nl/schoolopdracht",
        asOf: CHECKED,
      },
    ],
  },
  {
    code: "LU",
    name: "Luxembourg",
    emergency: "112",
    lines: [
      // Its own site, named for the number; L'essentiel (2020-05) and RTL (2023-07) give 45 45 45. Not open 24/7.
      {
        name: "SOS Détresse",
        contacts: [call("45 45 45")],
        source: "https://454545.lu/de/ueber-uns/unsere-gemeinnuetzige-organisation/",
        asOf: CHECKED,
      },
    ],
  },
  {
    code: "ES",
    name: "Spain",
    emergency: "112",
    lines: [
      // Not confirmed: no Ministry page in the store; RTVE (2022-05-09) and Faro de Vigo (2025-10-11) agree, 24/7.
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
      // Not confirmed: no own page in the store; RTP (Lusa) and TSF (2018) give 213 544 545, open afternoons to midnight.
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
      // Not confirmed: no own page in the store; Corriere (2020-03) and TPI (2021-12) give 02 2327 2327, open 10:00-24:00.
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
      // Not confirmed: no own page in the store; Encephalos (journal) and Reader.gr (2025-10-10: 24 hours) give 1018.
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
      // Mind's own release: 90101, chat at mind.se, open day and night; open 24/7 again since 2020-06-01 per TT
      // (2020-05-28) and SOS Alarm (2020); Kronprinsessparets stiftelse agrees (90101, chat mind.se, day and night).
      {
        name: "Mind Självmordslinjen",
        contacts: [call("90101"), chat("https://mind.se/")],
        hours: "24/7",
        source:
          "https://newsroom.notified.com/mind-1/posts/pressreleases/vasterbotten-har-bast-psykisk-halsa-enligt-mi",
        asOf: CHECKED,
      },
    ],
  },
  {
    code: "NO",
    name: "Norway",
    emergency: "113",
    lines: [
      // Not confirmed: no own page in the store; NRK (2021-11) and TV 2 give 116 123, open day and night.
      {
        name: "Mental Helse Hjelpetelefonen",
        contacts: [call("116 123")],
        hours: "24/7",
        source: "https://mentalhelse.no/",
        asOf: ADDED,
      },
      // Its own (Sámi) page: 22 40 00 40, every day, all day; dinutvei.no and NRK (2021-11) agree.
      {
        name: "Kirkens SOS",
        contacts: [call("22 40 00 40")],
        hours: "24/7",
        source: "https://www.girku-sos.no/nordsamisk/telefon",
        asOf: CHECKED,
      },
    ],
  },
  {
    code: "DK",
    name: "Denmark",
    emergency: "112",
    lines: [
      // Not confirmed: only The Copenhagen Post (2015-10-26) gives the number (as 7020 1201, the same digits).
      { name: "Livslinien", contacts: [call("70 201 201")], source: "https://www.livslinien.dk/", asOf: ADDED },
    ],
  },
  {
    code: "FI",
    name: "Finland",
    emergency: "112",
    lines: [
      // Its own page gives the Finnish line; its release (2020-01, STT) says 24/7 from 2020-02-01; mentalhealth.fi agrees.
      {
        name: "MIELI Crisis Helpline",
        contacts: [call("09 2525 0111")],
        hours: "24/7",
        source: "https://mieli.fi/helpline",
        asOf: CHECKED,
      },
    ],
  },
  {
    code: "IS",
    name: "Iceland",
    emergency: "112",
    lines: [
      // Its own page ("always open", free); the Government (2025-05-22) funds it to stay open around the clock.
      {
        name: "Red Cross helpline 1717",
        contacts: [call("1717")],
        hours: "24/7",
        source:
          "https://www.raudikrossinn.is/verkefni/innanlandsverkefni/heilbrigdi-og-velferd/hjalparsiminn-1717-og-netspjallid/",
        asOf: CHECKED,
      },
    ],
  },
  {
    code: "PL",
    name: "Poland",
    emergency: "112",
    lines: [
      // Centrum Wsparcia (800 70 2222) was removed: Gazeta.pl (2021-01) and WP (2020-12) report it stopped on
      // 2020-12-31. 116 123: a police page gives it (free, nationwide, afternoons and evenings); Wprost (2023-10)
      // and a school list (2025: 14:00-22:00) agree.
      {
        name: "Kryzysowy Telefon Zaufania",
        contacts: [call("116 123")],
        source:
          "https://myszkow.policja.gov.pl/k17/bezpieczenstwo/infolinie/47049,116-123-telefon-dla-osob-przezywajacych-kryzys-emocjonalny.html",
        asOf: CHECKED,
      },
      // Its runner's release (FDDS: 116 111, chat day and night); Kulczyk Foundation (phone 24h since 2020) and Interia (2022-01) agree.
      {
        name: "Telefon Zaufania dla Dzieci i Młodzieży",
        contacts: [call("116 111")],
        hours: "24/7",
        source:
          "https://media.fdds.pl/369032-jeszcze-wiecej-wsparcia-w-telefonie-zaufania-dla-dzieci-i-mlodziezy-116-111-fundacji-dajemy-dzieciom-sile",
        asOf: CHECKED,
      },
    ],
  },
  {
    code: "UA",
    name: "Ukraine",
    emergency: "112",
    lines: [
      // Its own report (2023-09-14: 7333 round the clock); Kyiv Post agrees (24 hours, 7 days).
      {
        name: "Lifeline Ukraine",
        contacts: [call("7333")],
        hours: "24/7",
        source: "https://lifelineukraine.com/en/news/lifelineukraine-hotline-results-for-august-2023/",
        asOf: CHECKED,
      },
    ],
  },
  {
    code: "IL",
    name: "Israel",
    emergency: "101",
    lines: [
      // Not confirmed: no own page in the store; the Jerusalem Institute and The Jerusalem Post give 1201, 24 hours.
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
      // Its own list of 24-hour toll-free lines; Careers Portal and The Star (2019-02-12) give the same number.
      {
        name: "SADAG Suicide Crisis Helpline",
        contacts: [call("0800 567 567")],
        hours: "24/7",
        source:
          "https://www.sadag.org/index.php?option=com_content&view=article&id=3141:world-mental-health-day-7-october-2020&catid=149:press-releases&Itemid=601",
        asOf: CHECKED,
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
      // The Ministry's release (free, 24 hours); Liberty Times (2025-09-14) and UDN (2026-02-13) agree.
      {
        name: "Ministry of Health and Welfare line 1925 (安心專線)",
        contacts: [call("1925")],
        hours: "24/7",
        source:
          "https://tw.news.yahoo.com/%E9%A6%AC%E4%B8%8A%E5%BF%83%E5%AE%89-1925%E5%AE%89%E5%BF%83%E5%B0%88%E7%B7%9A-%E6%98%A5%E7%AF%80%E6%9C%8D%E5%8B%99%E4%B8%8D%E4%B8%AD%E6%96%B7-030000224.html",
        asOf: CHECKED,
      },
    ],
  },
  {
    code: "HK",
    name: "Hong Kong",
    emergency: "999",
    lines: [
      // Not confirmed: no own page with the number in the store; HKU's suicide research centre and Wikipedia agree.
      {
        name: "The Samaritan Befrienders Hong Kong",
        contacts: [call("2389 2222")],
        hours: "24/7",
        source: "https://sbhk.org.hk/",
        asOf: ADDED,
      },
      // Its own page (open 24 hours every day) and its letter in the SCMP (2896 0000); HKU's centre and Wikipedia agree.
      {
        name: "The Samaritans Hong Kong",
        contacts: [call("2896 0000")],
        hours: "24/7",
        source: "https://samaritans.org.hk/?lang=en&p=25592",
        asOf: CHECKED,
      },
    ],
  },
  {
    code: "SG",
    name: "Singapore",
    emergency: "995",
    lines: [
      // Not confirmed: no own page in the store; CNA (2022-09) and Mothership give 1767, a 24-hour line.
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
      // Not confirmed, check first: this number is on no stored page; the 24-hour line is (The Sun, 2019), and a
      // 2020 article (twentytwo13) gives Befrienders KL an older, different number.
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
      // Not confirmed: no Department page in the store; The Thaiger (2025-10-27) and MedHub (2019) give 1323, 24 hours.
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
      // Not confirmed: no gob.mx page in the store; El Universal (2025-12-24) and Proceso (2025-10-11) give 800 911 2000,
      // 24/7, now run by CONASAMA (CONADIC's successor).
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
      // Not confirmed: no own page in the store; its president (Perfil's El Auditor): 135 from Greater Buenos Aires,
      // (011) 5275-1135 from elsewhere, 8:00-24:00; Clarín agrees on 135.
      {
        name: "Centro de Asistencia al Suicida",
        contacts: [call("135"), call("011 5275 1135")],
        source: "https://www.asistenciaalsuicida.org.ar/",
        asOf: ADDED,
      },
    ],
  },
];
