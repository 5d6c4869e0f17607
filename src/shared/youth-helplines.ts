/**
 * Where a young person refused by the adults-only gate can talk to someone instead: free, confidential
 * lines for children and young people, and a directory for every other country. Numbers as each
 * service publishes them on its own site (childline.org.uk, kidshelpphone.ca, 988lifeline.org,
 * kidshelpline.com.au, ispcc.ie, findahelpline.com), written down in November 2026.
 *
 * Checked again on 2026-11-29 against stored copies of public pages (no live web access), as
 * helpline-data.ts describes; each entry's comment names the pages that agreed. Not confirmed that
 * way: Kids Help Phone's call number, which only the press (CBC, 2018) gave; check it before a release.
 */
export interface YouthLine {
  name: string;
  contact: string;
  region: string;
  /** Where the link goes: tel:, sms: or https:. */
  href: string;
}

export const YOUTH_HELPLINES: readonly YouthLine[] = [
  // Childline's own column (Sunderland Echo, 2022-08-28: 0800 1111, free); NSPCC (free, 24 hours); Wikipedia.
  { name: "Childline", contact: "Call 0800 1111", region: "United Kingdom", href: "tel:08001111" },
  // Not confirmed: its own pages say 24/7 but show no number in the store; CBC (2018) gives this one.
  { name: "Kids Help Phone", contact: "Call 1-800-668-6868", region: "Canada", href: "tel:18006686868" },
  // Its own page (text CONNECT to 686868, free, 24/7); the Ontario services directory lignesantehnhb.ca agrees.
  { name: "Kids Help Phone", contact: "Text CONNECT to 686868", region: "Canada", href: "sms:686868?body=CONNECT" },
  // The seed data set (SAMHSA, 2026-06-02), as in helpline-data.ts.
  { name: "988 Suicide & Crisis Lifeline", contact: "Call or text 988", region: "United States", href: "tel:988" },
  // Queensland Mental Health Commission (1800 55 1800); 2SER (2019: 24/7, ages 5-25).
  { name: "Kids Helpline", contact: "Call 1800 55 1800", region: "Australia", href: "tel:1800551800" },
  // ISPCC's own page (24/7); Irish Independent (2021-12-31: 1800 66 66 66, up to 18).
  { name: "Childline (ISPCC)", contact: "Call 1800 66 66 66", region: "Ireland", href: "tel:1800666666" },
  // ThroughLine's directory (findahelpline.com country pages in the store); LifeLine International agrees.
  {
    name: "Find a Helpline",
    contact: "findahelpline.com",
    region: "Other countries",
    href: "https://findahelpline.com",
  },
];
