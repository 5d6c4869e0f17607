/**
 * Whom a persona's reply in a chat answers. In a matched chat both people read every reply (the
 * Crisis Counselor's included: the partner is there to support the person in crisis, and the
 * person's answers to the Counselor are in the shared chat, which would read as answers to nothing
 * without its questions), so a reply says whom it speaks to: the server names it after the seat of
 * the person whose words it answers, and the page labels it ("to you", "to your chat partner").
 * Carried in the reply's client id, which is also its stream's id (ai:delta), so the words are
 * labelled while they arrive, and a stored chat needs no new column.
 */
export type Seat = "p1" | "p2";

const NAMED = /^ai-to-(p1|p2)-/;

/** The client id of a persona reply answering the person in `seat`; null: nobody in particular (a greeting). */
export const personaReplyClientId = (seat: Seat | null, id: string): string =>
  seat ? `ai-to-${seat}-${id}` : `ai-${id}`;

/** The seat a persona reply answers, from its client id; null when it names none. */
export function personaReplyAudience(clientId: string | null): Seat | null {
  const named = clientId ? NAMED.exec(clientId) : null;
  return named ? (named[1] as Seat) : null;
}
