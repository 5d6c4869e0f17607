/**
 * The messages Kindred refused as urging a partner in crisis (messages/abuse-reports.ts `urged`),
 * shown to a moderator reading the reported conversation in the place they were written, marked
 * refused: the partner never read them, and the moderator judges whether they goaded or were a
 * supporter wrongly refused. Every report on the chat shows them, not only the urging report.
 */
import { and, asc, eq, gte } from "drizzle-orm";
import type { ReportConversation } from "../../shared/moderation-api.js";
import type { Db } from "../db/client.js";
import { refusedMessages } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";

type ConversationMessage = ReportConversation["messages"][number];

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
    .where(and(eq(refusedMessages.chatId, chatId), since && gte(refusedMessages.createdAt, since)))
    .orderBy(asc(refusedMessages.createdAt));
  return rows.map((row) => ({
    kind: "text",
    sender: row.seat,
    content: cipher.decrypt(row.content),
    createdAt: row.createdAt.toISOString(),
    refused: true,
  }));
}

/** The delivered messages and the refused ones in one list, by when each was written. */
export function withRefused(delivered: ConversationMessage[], refused: ConversationMessage[]): ConversationMessage[] {
  if (refused.length === 0) return delivered;
  // A stable sort: a refused message written in the same millisecond as a delivered one follows it.
  return [...delivered, ...refused].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
