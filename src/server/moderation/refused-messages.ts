/**
 * The messages Kindred did not deliver and kept for the moderators (refused_messages), shown to a
 * moderator reading the reported conversation in the place they were written: refused ones (urging
 * a partner in crisis, a sexual advance: messages/abuse-reports.ts), so that the moderator judges
 * whether they goaded or were a supporter wrongly refused, and held ones (the personal-details
 * warning, never confirmed: messages/held-attempts.ts), marked apart. Every report on the chat shows
 * them, not only the report they came with; a held send no report has taken in yet is shown to nobody.
 */
import { and, asc, eq, gte, isNotNull } from "drizzle-orm";
import type { ReportConversation } from "../../shared/moderation-api.js";
import type { Db } from "../db/client.js";
import { refusedMessages } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";

type ConversationMessage = ReportConversation["messages"][number];

/**
 * Undelivered messages kept per person, chat and kind: past this the report has long been filed and
 * the moderators have plenty to judge by; the cap bounds what one person can make Kindred store.
 */
export const KEPT_PER_PERSON = 50;

/** The chat's refused messages written since `since` (all without it), oldest first, decrypted. */
export async function refusedIn(
  db: Db,
  cipher: ContentCipher,
  chatId: string,
  since?: Date,
): Promise<ConversationMessage[]> {
  const rows = await db
    .select()
    .from(refusedMessages)
    .where(
      and(
        eq(refusedMessages.chatId, chatId),
        isNotNull(refusedMessages.reportId),
        since && gte(refusedMessages.createdAt, since),
      ),
    )
    .orderBy(asc(refusedMessages.createdAt));
  return rows.map((row) => ({
    kind: "text",
    sender: row.seat,
    content: cipher.decrypt(row.content),
    createdAt: row.createdAt.toISOString(),
    ...(row.kind === "held" ? { held: true } : { refused: true }),
  }));
}

/** The delivered messages and the undelivered ones in one list, by when each was written. */
export function withRefused(delivered: ConversationMessage[], refused: ConversationMessage[]): ConversationMessage[] {
  if (refused.length === 0) return delivered;
  // A stable sort: a refused message written in the same millisecond as a delivered one follows it.
  return [...delivered, ...refused].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
