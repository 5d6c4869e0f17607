/**
 * What the personal-details guard says, apart from the detector itself (personal-details.ts), so
 * that the composer's warning can show it without loading the phone-number metadata.
 */
export type PersonalDetailKind = "phone" | "email" | "handle" | "link" | "address";
export interface PersonalDetail {
  kind: PersonalDetailKind;
  text: string;
}

/** Why the composer warns, and the server refuses until the sender confirms: one text for both. */
export const PERSONAL_DETAILS_RISK =
  "Sharing contact details with someone you have just met can put you at risk: they could find, contact or pressure you outside Kindred, where no one can step in.";

/** The server's refusal of an unconfirmed send, naming what it found. */
export function personalDetailsRefusal(details: PersonalDetail[]): string {
  return `This message seems to contain ${describePersonalDetails(details)}. ${PERSONAL_DETAILS_RISK} Edit it, or confirm that you want to send it anyway.`;
}

/** What a warning calls the details found: "a phone number and an e-mail address". */
export function describePersonalDetails(details: PersonalDetail[]): string {
  const names: Record<PersonalDetailKind, string> = {
    phone: "a phone number",
    email: "an e-mail address",
    handle: "a social media or messaging handle",
    link: "a link to a profile",
    address: "an address",
  };
  const kinds = [...new Set(details.map((detail) => names[detail.kind]))];
  return kinds.length <= 1 ? (kinds[0] ?? "") : `${kinds.slice(0, -1).join(", ")} and ${kinds.at(-1)}`;
}
