/**
 * What the personal-details guard says, apart from the detector itself (personal-details.ts), so
 * that the composer's warning and the receiver's caution can show it without loading the
 * phone-number metadata.
 */
/** Every kind the guard finds: also the wire's (api.ts PersonalDetail), so that the two never differ. */
export const PERSONAL_DETAIL_KINDS = [
  "phone",
  "email",
  "handle",
  "link",
  "address",
  /** Asking the other person for theirs: "whats ur snap?", "wanna swap numbers?". */
  "contact-request",
  /** A question or request that singles out someone young or alone: "are you alone rn?", "send pics". */
  "personal-request",
] as const;
export type PersonalDetailKind = (typeof PERSONAL_DETAIL_KINDS)[number];
export interface PersonalDetail {
  kind: PersonalDetailKind;
  text: string;
}

const REQUESTS: ReadonlySet<PersonalDetailKind> = new Set(["contact-request", "personal-request"]);
export const isRequest = (detail: PersonalDetail): boolean => REQUESTS.has(detail.kind);

/** Why the composer warns, and the server refuses until the sender confirms: one text for both. */
export const PERSONAL_DETAILS_RISK =
  "Sharing contact details with someone you have just met can put you at risk: they could find, contact or pressure you outside Kindred, where no one can step in.";

/**
 * The same warning for the one who asks. Held rather than refused (PRODUCT.md §10): most people
 * who ask mean well, and a refusal cannot tell them apart, while a held request costs the asker one
 * deliberate click, reaches the other person with a caution beside it, and counts toward the same
 * automatic report as details sent after the warning.
 */
export const PERSONAL_REQUEST_RISK =
  "Kindred is anonymous, and that is what keeps both of you safe: asking someone you have just met for their contact details, age, photos, school or where they are can frighten them or put them at risk. If you send it, they will be reminded that they don't have to answer, and messages like this are counted for Kindred's moderators.";

/** The risk sentence(s) for what was found: the sender's own details, a request, or both. */
export function personalDetailsRisk(details: PersonalDetail[]): string {
  const requests = details.filter(isRequest).length;
  if (requests === 0) return PERSONAL_DETAILS_RISK;
  return requests === details.length ? PERSONAL_REQUEST_RISK : `${PERSONAL_DETAILS_RISK} ${PERSONAL_REQUEST_RISK}`;
}

/** The server's refusal of an unconfirmed send, naming what it found. */
export function personalDetailsRefusal(details: PersonalDetail[]): string {
  return `This message seems to contain ${describePersonalDetails(details)}. ${personalDetailsRisk(details)} Edit it, or confirm that you want to send it anyway.`;
}

/** What a warning calls the details found: "a phone number and an e-mail address". */
export function describePersonalDetails(details: PersonalDetail[]): string {
  const names: Record<PersonalDetailKind, string> = {
    phone: "a phone number",
    email: "an e-mail address",
    handle: "a social media or messaging handle",
    link: "a link to a profile",
    address: "an address",
    "contact-request": "a request for contact details",
    "personal-request": "a request for photos or personal information",
  };
  const kinds = [...new Set(details.map((detail) => names[detail.kind]))];
  return kinds.length <= 1 ? (kinds[0] ?? "") : `${kinds.slice(0, -1).join(", ")} and ${kinds.at(-1)}`;
}

/**
 * The receiver's caution beside a message that was sent after the warning: decided on the server
 * (the message's `caution`, messages/service.ts) and shown under the message by the page.
 * "details" where the message gives contact details, "request" where it only asks for something.
 */
export type MessageCaution = "details" | "request";

export function cautionFor(details: readonly Pick<PersonalDetail, "kind">[]): MessageCaution | null {
  if (details.length === 0) return null;
  return details.every((detail) => REQUESTS.has(detail.kind)) ? "request" : "details";
}

export const CAUTION_TEXT: Record<MessageCaution, string> = {
  details:
    "This message holds contact details. Kindred is anonymous: you don't have to share yours, and you can report anything that feels wrong.",
  request:
    "This message asks for something personal. Kindred is anonymous: you don't have to share anything about yourself, and you can report anything that feels wrong.",
};
