/**
 * When someone says in a chat that they are under age, their partner's conduct in that chat goes to
 * the moderators too: if the partner sent personal details there, or asked for them (what the
 * personal-details guard records: messages/personal-detail-shares.ts), Kindred files a report on the
 * partner, in the same transaction as the under-age report (so once per chat, also under a retried
 * message), and the partner is held from new chats until a moderator decides on that report. An
 * automatic report on the partner's personal details in the same chat, still open, becomes this one:
 * the moderators read one report on one person's conduct in one chat, not two.
 */
import { and, eq, isNull } from "drizzle-orm";
import { PERSONAL_DETAILS_REPORT_REASONS } from "../messages/personal-detail-shares.js";
import type { PersonalDetailKind } from "../../shared/personal-details-text.js";
import { describePersonalDetails } from "../../shared/personal-details-text.js";
import type { ChatRow } from "../chats/views.js";
import type { Db, Tx } from "../db/client.js";
import { personalDetailShares, reports, sanctions } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";
import { kindredReportOn } from "./kindred-reports.js";

/** Kindred's report on the partner: its reason tells it apart (its note is encrypted at rest). */
export const PARTNER_REPORT_REASON = "Personal details in a chat with someone under age (automatic report)";
/** The partner's hold: lifted only by a decision on a report of theirs with the reason above. */
export const PARTNER_HOLD_REASON = "Personal details in a chat with someone who said they are under age";

export const isPartnerReport = and(isNull(reports.reporterId), eq(reports.reason, PARTNER_REPORT_REASON))!;
export const isPartnerHold = eq(sanctions.reason, PARTNER_HOLD_REASON);

/** The other participant of the chat, or null (nobody matched yet, or their account is gone). */
export function partnerOf(chat: ChatRow, userId: string): string | null {
  const other = chat.participant1Id === userId ? chat.participant2Id : chat.participant1Id;
  return other === userId ? null : other;
}

/** Files the report on the partner when they sent or asked for personal details in the chat. */
export async function filePartnerReport(
  tx: Tx,
  cipher: ContentCipher,
  chatId: string,
  partnerId: string,
  minimumAge: number,
): Promise<void> {
  const shares = await tx
    .select({ kinds: personalDetailShares.kinds })
    .from(personalDetailShares)
    .where(and(eq(personalDetailShares.chatId, chatId), eq(personalDetailShares.senderId, partnerId)));
  if (shares.length === 0) return;
  const kinds = [...new Set(shares.flatMap((share) => share.kinds.split(",")))];
  const what = describePersonalDetails(kinds.map((kind) => ({ kind: kind as PersonalDetailKind, text: "" })));
  const messages = shares.length === 1 ? "1 message" : `${shares.length} messages`;
  const report = {
    reason: PARTNER_REPORT_REASON,
    note: cipher.encrypt(
      `Filed by Kindred: the other person in this chat said they are under ${minimumAge}. This person sent ${messages} there with ${what}, after the personal-details warning. They are held from new chats until a moderator decides on this report (any action on it, or dismissing it, lifts the hold). Read the conversation, and the report on the other person below.`,
    ),
  };
  const absorbed = await kindredReportOn(tx, chatId, partnerId, PERSONAL_DETAILS_REPORT_REASONS, "open-only");
  if (absorbed) await tx.update(reports).set(report).where(eq(reports.id, absorbed.id));
  else await tx.insert(reports).values({ chatId, reporterId: null, reportedId: partnerId, ...report });
}

/** Whether Kindred's report on the partner in this chat is still open: the hold stands while it is. */
export async function partnerReportOpen(db: Db, chatId: string, partnerId: string): Promise<boolean> {
  return (await kindredReportOn(db, chatId, partnerId, [PARTNER_REPORT_REASON], "open-only")) !== undefined;
}
