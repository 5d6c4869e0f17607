/**
 * Where a young person refused by the adults-only gate can talk to someone instead: free, confidential
 * lines for children and young people, and a directory for every other country. Numbers as each
 * service publishes them on its own site (childline.org.uk, kidshelpphone.ca, 988lifeline.org,
 * kidshelpline.com.au, ispcc.ie, findahelpline.com), checked November 2026.
 */
export interface YouthLine {
  name: string;
  contact: string;
  region: string;
  /** Where the link goes: tel:, sms: or https:. */
  href: string;
}

export const YOUTH_HELPLINES: readonly YouthLine[] = [
  { name: "Childline", contact: "Call 0800 1111", region: "United Kingdom", href: "tel:08001111" },
  { name: "Kids Help Phone", contact: "Call 1-800-668-6868", region: "Canada", href: "tel:18006686868" },
  { name: "Kids Help Phone", contact: "Text CONNECT to 686868", region: "Canada", href: "sms:686868?body=CONNECT" },
  { name: "988 Suicide & Crisis Lifeline", contact: "Call or text 988", region: "United States", href: "tel:988" },
  { name: "Kids Helpline", contact: "Call 1800 55 1800", region: "Australia", href: "tel:1800551800" },
  { name: "Childline (ISPCC)", contact: "Call 1800 66 66 66", region: "Ireland", href: "tel:1800666666" },
  {
    name: "Find a Helpline",
    contact: "findahelpline.com",
    region: "Other countries",
    href: "https://findahelpline.com",
  },
];
