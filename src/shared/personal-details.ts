/**
 * The personal-details guard: contact details a person is about to give a stranger — a phone
 * number, an e-mail address (also spelled out), a social or messaging handle where a platform is
 * named, a profile link, a street address. Both sides run it: the composer warns before sending,
 * and the server refuses a send that finds something unless the person confirmed it.
 *
 * It must not fire on ordinary numbers (times, dates, ages, prices, scores, step counts, years, counts
 * in words), on the room personas' @handles, nor on "@someone" with no platform or invitation: a false
 * alarm teaches people to click past the warning. Phone numbers are left to libphonenumber-js (a
 * number counts only when it is a valid number of its country), also when said in words, except a
 * number offered as one's own ("text me …", "my number is …"), which the words make one; the rest are
 * patterns, each with the context it needs. Each kind is found in a file of its own:
 * personal-details-phone.ts (with -lookalike.ts and -spoken.ts), -email.ts, -handles.ts (with
 * -handle-shapes.ts; a platform's name disguised or spelled apart is read plainly for it and for the
 * requests by -platform-disguise.ts; "same name" after a platform and a $cashtag by -platform-pointers.ts) and -address.ts; a name to search, a workplace's branch or a school, which find
 * someone offline, in -self-identifying.ts. Asking the other person for theirs (and the questions that single out someone young
 * or alone) is held the same way: personal-details-requests.ts, and one's own detail given with
 * "what's yours?" after it (ASKED_BACK, below). A number split over two messages is
 * found by reading the writer's previous message with this one: personal-details-split.ts (its parts
 * among a few words: -split-fragments.ts).
 */
import { addressesIn } from "./personal-details-address.js";
import { emailsIn } from "./personal-details-email.js";
import { handlesIn } from "./personal-details-handles.js";
import { profileLinksIn } from "./personal-details-links.js";
import { phonesIn } from "./personal-details-phone.js";
import { platformsReadable } from "./personal-details-platform-disguise.js";
import { pointedHandlesIn } from "./personal-details-platform-pointers.js";
import { requestsIn } from "./personal-details-requests.js";
import { selfIdentifyingIn } from "./personal-details-self-identifying.js";

import { isRequest, type PersonalDetail, type PersonalDetailKind } from "./personal-details-text.js";

export type { PersonalDetail, PersonalDetailKind } from "./personal-details-text.js";
export {
  CAUTION_TEXT,
  cautionFor,
  describePersonalDetails,
  PERSONAL_DETAILS_RISK,
  personalDetailsRefusal,
  type MessageCaution,
} from "./personal-details-text.js";
export { FEWEST_PHONE_DIGITS } from "./personal-details-phone.js";

/**
 * Contact details in the text, in the order found, each once and in the widest words found for it
 * ("follow me on x @sam" rather than "x @sam"); an empty array when there are none.
 */
export function findPersonalDetails(text: string): PersonalDetail[] {
  let found: PersonalDetail[] = [];
  const add = (kind: PersonalDetailKind, detail: string) => {
    const trimmed = detail.trim();
    if (found.some((f) => f.text.includes(trimmed))) return;
    found = [...found.filter((f) => !trimmed.includes(f.text)), { kind, text: trimmed }];
  };

  // Most messages hold none of these: each finder tries a pattern only with what it cannot match
  // without ("/" in a link, "@" in an e-mail, a platform's name beside a handle, a digit in an
  // address).
  for (const link of profileLinksIn(text)) add("link", link);
  for (const email of emailsIn(text, text.includes("@"))) add("email", email);
  // A platform's name disguised ("sn@pchat") or spelled apart ("s n a p") is read plainly, and the
  // handle found there is quoted as the writer typed it.
  const platforms = platformsReadable(text);
  for (const handle of handlesIn(platforms.read)) add("handle", platforms.asTyped(handle));
  for (const handle of pointedHandlesIn(platforms.read)) add("handle", platforms.asTyped(handle));
  for (const phone of phonesIn(text)) add("phone", phone);
  for (const address of addressesIn(text)) add("address", address);
  for (const detail of selfIdentifyingIn(text)) add(detail.kind, detail.text);
  // Asking for the other person's details, or questions a stranger should not ask: held alike.
  for (const request of requestsIn(platforms.read)) add(request.kind, platforms.asTyped(request.text));
  // The question back follows what was given: "whats urs? …" before it asks nothing of the kind.
  const given = found.filter((detail) => !isRequest(detail)).map((detail) => Math.max(0, text.indexOf(detail.text)));
  const askedBack = given.length > 0 && ASKED_BACK.exec(text.slice(Math.min(...given)));
  if (askedBack) add("contact-request", askedBack[0]);
  return found;
}

/**
 * "my snap is nightowl77, whats urs?": one's own detail given and the other person's asked in return,
 * the swap a stranger asks for (sixteenth round, 2026-12-01). Read only after a detail of one's own
 * in the text, alone or joined with the writer's previous messages (personal-details-split.ts), so
 * that "my favourite band is muse, whats yours?" passes; "what's yours like?" asks about a thing.
 */
const ASKED_BACK = /\b(?:what'?s|whats|wats|what\s+is|what\s+about|how\s+about)\s+(?:yours|urs|yers)\b(?!\s+like)/i;
