/**
 * What Kindred keeps when someone sends personal details (or asks for someone's: a request counts
 * alike) after the warning: that they did, and which kinds (never the details themselves, which
 * stay in the encrypted message). The receiver's caution is read back from it. Once one person
 * has done so `reportAfter` times in one chat, the moderators get an automatic report on them, once
 * per person and chat (its note encrypted at rest, as every report's note is but the under-age one:
 * privacy/older-text.ts). Sends the warning held, never confirmed, file the same report
 * (held-attempts.ts), and it takes in those held before it; filed on holds alone, its reason says
 * nothing was delivered (HELD_REPORT_REASON) until a confirmed send makes it the shared one. If the other person then says they are
 * under age, it becomes the report on the partner (moderation/partner-reports.ts).
 */
import { and, count, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { MessageCaution, PersonalDetail, PersonalDetailKind } from "../../shared/personal-details.js";
import { cautionFor } from "../../shared/personal-details.js";
import type { Db, Tx } from "../db/client.js";
import { messages, personalDetailShares, refusedMessages, reports } from "../db/schema.js";
import type { ContentCipher } from "./crypto.js";
import { kindredReportOn } from "../moderation/kindred-reports.js";

/** Kindred's personal-details report once a send of them was delivered (Send anyway). */
export const AUTOMATIC_REPORT_REASON = "Shared personal details after the warning (automatic report)";
/**
 * The same report filed on held sends alone (held-attempts.ts): nothing was delivered, and the
 * moderator must not read that something was shared. A confirmed send later makes it the one above.
 */
export const HELD_REPORT_REASON =
  "Kept trying to share or ask for personal details; the warning held each message (automatic report)";
/** Kindred's one report on a person's personal details in a chat carries one of these. */
export const PERSONAL_DETAILS_REPORT_REASONS = [AUTOMATIC_REPORT_REASON, HELD_REPORT_REASON] as const;

/** The report's reason: shared once anything was delivered, held while nothing was. */
export const personalDetailsReason = (sent: number) => (sent > 0 ? AUTOMATIC_REPORT_REASON : HELD_REPORT_REASON);

/** A lock number of its own (the second key is the chat), so two sends in one chat count in turn. */
const SHARES_LOCK = 727_021;

/** Takes the chat's personal-details lock until the transaction ends: confirmed and held sends count in turn. */
export async function lockPersonalDetailsOf(tx: Tx, chatId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SHARES_LOCK}, hashtext(${chatId}))`);
}

/** The report's note: what the person sent after the warning, and what the warning held. */
export function personalDetailsNote(sent: number, held: number): string {
  const messages = (n: number) => (n === 1 ? "1 message" : `${n} messages`);
  if (held === 0)
    return `Sent ${messages(sent)} with personal details, or asking for them, after the warning in this chat.`;
  const heldPart = `${held === 1 ? "1 more was" : `${held} more were`} held by the warning and not delivered`;
  if (sent > 0)
    return `Sent ${messages(sent)} with personal details, or asking for them, after the warning in this chat; ${heldPart} (shown held in the conversation).`;
  return `Tried to send ${messages(held)} with personal details, or asking for them, in this chat: the warning held each, and none was delivered (shown held in the conversation).`;
}

const heldOf = (chatId: string, seat: "p1" | "p2") =>
  and(eq(refusedMessages.chatId, chatId), eq(refusedMessages.seat, seat), eq(refusedMessages.kind, "held"));

/** How many of this person's sends in the chat the warning held (kept in refused_messages). */
export async function heldCount(tx: Tx, chatId: string, seat: "p1" | "p2"): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(refusedMessages).where(heldOf(chatId, seat));
  return row?.n ?? 0;
}

/** This person's held sends in the chat that have no report yet go with `reportId`. */
export async function attachHeld(tx: Tx, chatId: string, seat: "p1" | "p2", reportId: string): Promise<void> {
  await tx
    .update(refusedMessages)
    .set({ reportId })
    .where(and(heldOf(chatId, seat), isNull(refusedMessages.reportId)));
}

export interface ConfirmedShare {
  messageId: string;
  chatId: string;
  senderId: string;
  /** The sender's seat, which their held sends are kept under. */
  seat: "p1" | "p2";
  details: PersonalDetail[];
  /** The words delivered, to tell a Send anyway of the send just held (`foldSentAnyway`). */
  content: string;
}

/**
 * The page tells the server of words its warning opened over (held), and Send anyway then delivers
 * them: one message, not a held one and a delivered one. The sender's latest held send in the chat,
 * when it is these words and nothing of theirs was delivered since, is that same send: it is no
 * longer kept, so the moderators read the words once, delivered, and they count as a confirmed send
 * (personal_detail_shares), not also as a hold toward PERSONAL_DETAILS_HELD_REPORT_AFTER.
 */
async function foldSentAnyway(tx: Tx, cipher: ContentCipher, share: ConfirmedShare): Promise<void> {
  const [latest] = await tx
    .select({ id: refusedMessages.id, content: refusedMessages.content, createdAt: refusedMessages.createdAt })
    .from(refusedMessages)
    .where(heldOf(share.chatId, share.seat))
    .orderBy(desc(refusedMessages.createdAt))
    .limit(1);
  if (!latest || cipher.decrypt(latest.content) !== share.content) return;
  const [between] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.chatId, share.chatId),
        eq(messages.senderId, share.senderId),
        gt(messages.createdAt, latest.createdAt),
        ne(messages.id, share.messageId),
      ),
    )
    .limit(1);
  if (between) return; // held earlier, then other words delivered: a hold of its own
  await tx.delete(refusedMessages).where(eq(refusedMessages.id, latest.id));
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
    await lockPersonalDetailsOf(tx, share.chatId);
    const inserted = await tx
      .insert(personalDetailShares)
      .values({ messageId: share.messageId, chatId: share.chatId, senderId: share.senderId, kinds })
      .onConflictDoNothing()
      .returning({ messageId: personalDetailShares.messageId });
    if (inserted.length === 0) return;
    await foldSentAnyway(tx, cipher, share);
    const [row] = await tx
      .select({ n: count() })
      .from(personalDetailShares)
      .where(and(eq(personalDetailShares.chatId, share.chatId), eq(personalDetailShares.senderId, share.senderId)));
    const shared = row?.n ?? 0;
    const reported = await kindredReportOn(tx, share.chatId, share.senderId, PERSONAL_DETAILS_REPORT_REASONS);
    if (reported) {
      // Its note keeps counting; filed on holds alone, it now has a delivered send too: its reason says so.
      const note = cipher.encrypt(personalDetailsNote(shared, await heldCount(tx, share.chatId, share.seat)));
      await tx.update(reports).set({ reason: AUTOMATIC_REPORT_REASON, note }).where(eq(reports.id, reported.id));
      return;
    }
    if (shared < reportAfter) return;
    const held = await heldCount(tx, share.chatId, share.seat);
    const [report] = await tx
      .insert(reports)
      .values({
        chatId: share.chatId,
        reporterId: null,
        reportedId: share.senderId,
        reason: AUTOMATIC_REPORT_REASON,
        note: cipher.encrypt(personalDetailsNote(shared, held)),
      })
      .returning({ id: reports.id });
    // What the warning held before, never confirmed, is part of the same conduct: it goes with it.
    await attachHeld(tx, share.chatId, share.seat, report!.id);
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
