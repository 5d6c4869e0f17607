/**
 * Automatic reports: a person whose messages in one chat are refused as abuse aimed at the other
 * person `after` times within a day, or once as urging a partner in crisis to act or as a sexual
 * advance, is reported to
 * the moderators once, as if by the partner
 * (who may not have seen anything: those messages were never delivered). The report has no
 * reporter (`reporter_id` null: Kindred filed it) and names the sender as the person reported. Its
 * note is encrypted at rest, as every report's note is but the under-age one (privacy/older-text.ts),
 * and so are the refused messages an urging or sexual-advance report keeps (refused_messages).
 * Counted in the rate-limit store (memory, or Redis across instances), so every instance agrees.
 */
import { and, count, eq } from "drizzle-orm";
import type { Redis } from "ioredis";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { Db, Tx } from "../db/client.js";
import { seatOf, type ChatRow } from "../chats/views.js";
import { refusedMessages, reports } from "../db/schema.js";
import type { ContentCipher } from "./crypto.js";
import type { ReportReason } from "../../shared/after-chat-api.js";
import { createLimiter } from "../rate-limit.js";
import { KEPT_PER_PERSON } from "../moderation/refused-messages.js";
import { kindredReportOn } from "../moderation/kindred-reports.js";

export const AUTOMATIC_REPORT_REASON: ReportReason = "Harassment or bullying";

const DAY_SECONDS = 24 * 60 * 60;

export type AbuseReports = ReturnType<typeof createAbuseReports>;

export interface AbuseReportDeps {
  db: Db;
  cipher: ContentCipher;
  after: number;
  redis?: Redis;
}

export function createAbuseReports({ db, cipher, after, redis }: AbuseReportDeps) {
  const attempts = createLimiter("abuse-attempts", { points: after, duration: DAY_SECONDS }, redis);
  /**
   * A report filed at the first such message, once a day per chat and sender. `refused`, the
   * message itself, is kept with the report for the moderators' reading of the conversation
   * (refused_messages, encrypted), and so is every one refused after it: with the report filed that
   * day, or the latest, the open one first.
   */
  const atOnce = (name: string, reason: ReportReason, note: string) => {
    const filed = createLimiter(name, { points: 1, duration: DAY_SECONDS }, redis);
    return async (chat: ChatRow, senderId: string, refused?: string): Promise<void> => {
      let first = true;
      try {
        await filed.consume(`${chat.id}:${senderId}`);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        first = false; // reported already: the message joins that report
      }
      const seat = seatOf(chat, senderId);
      await db.transaction(async (tx) => {
        const reportId = first
          ? (
              await tx
                .insert(reports)
                .values({ chatId: chat.id, reporterId: null, reportedId: senderId, reason, note: cipher.encrypt(note) })
                .returning({ id: reports.id })
            )[0]!.id
          : (await kindredReportOn(tx, chat.id, senderId, [reason], "open-first"))?.id;
        if (refused === undefined || !seat || !reportId) return;
        if (!first && (await refusedCount(tx, chat.id, seat)) >= KEPT_PER_PERSON) return;
        await tx
          .insert(refusedMessages)
          .values({ chatId: chat.id, reportId, seat, kind: "refused", content: cipher.encrypt(refused) });
      });
    };
  };
  return {
    /**
     * A message that urged a partner in crisis to act (harassment-urging.ts): reported at the first,
     * so that a moderator can act before the person tries again, with the message itself, so that
     * they can tell a goader from a supporter wrongly refused.
     */
    urged: atOnce(
      "urging-reports",
      AUTOMATIC_REPORT_REASON,
      "Filed by Kindred: a message urging a partner in crisis to harm themselves was refused, and not delivered.",
    ),

    /**
     * A sexual advance (harassment-sexual.ts): reported at the first, with the message. Kindred pairs
     * strangers who came for support, some of them young; a moderator should see who made one, and what.
     */
    sexual: atOnce(
      "sexual-advance-reports",
      "Sexual or explicit content",
      "Filed by Kindred: a sexual message aimed at the other person was refused, and not delivered.",
    ),

    /** Counts one refused message; the attempt that reaches `after` files the report. */
    async refused(chat: ChatRow, senderId: string): Promise<void> {
      let counted: RateLimiterRes;
      try {
        counted = await attempts.consume(`${chat.id}:${senderId}`);
      } catch (error) {
        if (error instanceof RateLimiterRes) return; // past the count: reported already
        throw error;
      }
      if (counted.consumedPoints !== after) return;
      await db.insert(reports).values({
        chatId: chat.id,
        reporterId: null,
        reportedId: senderId,
        reason: AUTOMATIC_REPORT_REASON,
        note: cipher.encrypt(
          `Filed by Kindred: ${after} messages in this chat were refused as abuse aimed at the other person, and not delivered.`,
        ),
      });
    },
  };
}

async function refusedCount(tx: Tx, chatId: string, seat: "p1" | "p2"): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(refusedMessages)
    .where(
      and(eq(refusedMessages.chatId, chatId), eq(refusedMessages.seat, seat), eq(refusedMessages.kind, "refused")),
    );
  return row?.n ?? 0;
}
