/**
 * What Kindred keeps when someone sends personal details (or asks for someone's: a request counts
 * alike) after the warning: that they did, and which kinds (never the details themselves, which
 * stay in the encrypted message). The receiver's caution is read back from it. Once one person
 * has done so `reportAfter` times in one chat, the moderators get an automatic report on them, once
 * per person and chat (its note encrypted at rest, as every report's note is but the under-age one:
 * privacy/older-text.ts). If the other person then says they are under age, it becomes the report on
 * the partner (moderation/partner-reports.ts).
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { MessageCaution, PersonalDetail, PersonalDetailKind } from "../../shared/personal-details.js";
import { cautionFor } from "../../shared/personal-details.js";
import type { Db } from "../db/client.js";
import { personalDetailShares, reports } from "../db/schema.js";
import type { ContentCipher } from "./crypto.js";

export const AUTOMATIC_REPORT_REASON = "Shared personal details after the warning (automatic report)";

/** A lock number of its own (the second key is the chat), so two sends in one chat count in turn. */
const SHARES_LOCK = 727_021;

export interface ConfirmedShare {
  messageId: string;
  chatId: string;
  senderId: string;
  details: PersonalDetail[];
}

/** Records the share (once per message: a retried send records nothing more) and reports when due. */
export async function recordConfirmedShare(
  db: Db,
  cipher: ContentCipher,
  share: ConfirmedShare,
  reportAfter: number,
): Promise<void> {
  const kinds = [...new Set(share.details.map((detail) => detail.kind))].join(",");
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SHARES_LOCK}, hashtext(${share.chatId}))`);
    const inserted = await tx
      .insert(personalDetailShares)
      .values({ messageId: share.messageId, chatId: share.chatId, senderId: share.senderId, kinds })
      .onConflictDoNothing()
      .returning({ messageId: personalDetailShares.messageId });
    if (inserted.length === 0) return;
    const [row] = await tx
      .select({ n: count() })
      .from(personalDetailShares)
      .where(and(eq(personalDetailShares.chatId, share.chatId), eq(personalDetailShares.senderId, share.senderId)));
    const shared = row?.n ?? 0;
    if (shared < reportAfter) return;
    const [reported] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.chatId, share.chatId),
          eq(reports.reportedId, share.senderId),
          eq(reports.reason, AUTOMATIC_REPORT_REASON),
        ),
      )
      .limit(1);
    if (reported) return;
    await tx.insert(reports).values({
      chatId: share.chatId,
      reporterId: null,
      reportedId: share.senderId,
      reason: AUTOMATIC_REPORT_REASON,
      note: cipher.encrypt(
        `Sent ${shared} messages with personal details, or asking for them, after the warning in this chat.`,
      ),
    });
  });
}

/**
 * The receiver's caution for each message of the chat sent after the warning, by message id: what
 * a reload shows again beside them. One read of the chat's few rows (its index leads with the chat).
 */
export async function cautionsIn(db: Db, chatId: string): Promise<Map<string, MessageCaution>> {
  const rows = await db
    .select({ messageId: personalDetailShares.messageId, kinds: personalDetailShares.kinds })
    .from(personalDetailShares)
    .where(eq(personalDetailShares.chatId, chatId));
  const cautions = new Map<string, MessageCaution>();
  for (const row of rows) {
    const caution = cautionFor(row.kinds.split(",").map((kind) => ({ kind: kind as PersonalDetailKind })));
    if (caution) cautions.set(row.messageId, caution);
  }
  return cautions;
}
