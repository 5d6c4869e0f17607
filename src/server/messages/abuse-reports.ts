/**
 * Automatic reports: a person whose messages in one chat are refused as abuse aimed at the other
 * person `after` times within a day, or once as urging a partner in crisis to act, is reported to
 * the moderators once, as if by the partner
 * (who may not have seen anything: those messages were never delivered). The report has no
 * reporter (`reporter_id` null: Kindred filed it) and names the sender as the person reported.
 * Counted in the rate-limit store (memory, or Redis across instances), so every instance agrees.
 */
import type { Redis } from "ioredis";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { reports } from "../db/schema.js";
import { createLimiter } from "../rate-limit.js";

export const AUTOMATIC_REPORT_REASON = "Harassment or bullying";

const DAY_SECONDS = 24 * 60 * 60;

export type AbuseReports = ReturnType<typeof createAbuseReports>;

export function createAbuseReports({ db, after, redis }: { db: Db; after: number; redis?: Redis }) {
  const attempts = createLimiter("abuse-attempts", { points: after, duration: DAY_SECONDS }, redis);
  const urgings = createLimiter("urging-reports", { points: 1, duration: DAY_SECONDS }, redis);
  return {
    /**
     * A message that urged a partner in crisis to act (harassment-urging.ts): reported at the first,
     * once a day per chat and sender, so that a moderator can act before the person tries again.
     */
    async urged(chat: ChatRow, senderId: string): Promise<void> {
      try {
        await urgings.consume(`${chat.id}:${senderId}`);
      } catch (error) {
        if (error instanceof RateLimiterRes) return; // reported already
        throw error;
      }
      await db.insert(reports).values({
        chatId: chat.id,
        reporterId: null,
        reportedId: senderId,
        reason: AUTOMATIC_REPORT_REASON,
        note: "Filed by Kindred: a message urging a partner in crisis to harm themselves was refused, and not delivered.",
      });
    },

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
        note: `Filed by Kindred: ${after} messages in this chat were refused as abuse aimed at the other person, and not delivered.`,
      });
    },
  };
}
