/**
 * Whether a person can still report or block the other person of a chat (PRODUCT.md §6): from the
 * match on, while the chat goes on, and for PARTNER_REACH_DAYS after it ended, however it ended
 * (they left, the partner left, it expired, Kindred closed it). The server decides with it
 * (chats/partner-reach.ts); the chat page greys its Report and Block out with it.
 *
 * Why after the end at all: whoever harasses someone can end the chat the moment they have said it,
 * and the person hurt must still be able to tell the moderators and make sure they never meet again.
 * Why seven days: someone shaken by a chat often needs to sleep on it or talk to someone first, and a
 * week leaves room for that; it stays well inside the time the conversation is kept for the
 * moderators to read (CHAT_RETENTION_DAYS, 90 by default); and a chat much older than that is no
 * longer in the person's recent chats, where they would come back to it to report.
 */
export const PARTNER_REACH_DAYS = 7;
export const PARTNER_REACH_MS = PARTNER_REACH_DAYS * 24 * 60 * 60 * 1000;

/** A moment as each side holds it: a Date on the server, an ISO string on the wire. */
type Moment = Date | string;

/** What the rule reads of a chat: the server's row and the page's ChatView both have it. */
export interface ChatForReach {
  status: string;
  matchedAt: Moment | null;
  endedAt: Moment | null;
  /** The end of a closed chat that has no endedAt (none should): its last change. */
  updatedAt: Moment;
}

/**
 * "open": the partner can be reported or blocked; "never-matched": nobody was ever matched into the
 * chat (only the room's persona was there); "window-closed": it ended more than PARTNER_REACH_DAYS ago.
 */
export type PartnerReach = "open" | "never-matched" | "window-closed";

export function partnerReach(chat: ChatForReach, now: Date): PartnerReach {
  if (chat.matchedAt === null) return "never-matched";
  if (chat.status === "active") return "open";
  const endedAt = new Date(chat.endedAt ?? chat.updatedAt).getTime();
  return now.getTime() - endedAt <= PARTNER_REACH_MS ? "open" : "window-closed";
}
