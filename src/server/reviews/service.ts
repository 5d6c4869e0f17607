/**
 * After a chat: the end-chat summary and the review (PRODUCT.md §2 End-chat, §4 Review). The chat's
 * length is measured here, from its stored messages, never taken from the browser. One review per
 * person per chat; a good rating gives the partner compassion points.
 */
import { and, asc, desc, eq, gt, ne, notLike, sql } from "drizzle-orm";
import { pointsForRating, type ChatSummary, type ReviewBody } from "../../shared/after-chat-api.js";
import type { Viewer } from "../auth/viewer.js";
import { chatForViewer } from "../chats/access.js";
import { hasReported, partnerRefusal } from "../chats/partner-reach.js";
import { chatViewFor, partnerIdOf, seatOf, type ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import type { ContentCipher } from "../messages/crypto.js";
import { chats, chatReviews, messages, profiles, reconnectRequests } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import { hasBlocked, reconnectRefusal } from "../reconnect/service.js";
import { counselRefusal } from "../crisis/after-end.js";
import { inCrisisMode } from "../crisis/crisis-mode.js";

export const TOO_SHORT = "Reviews open once a chat has lasted two minutes.";
export const ALREADY_REVIEWED = "You have already reviewed this chat.";
/** A review is of a whole chat (the end-chat screen): mid-chat it would rate, and reward, half of one. */
export const REVIEW_STILL_GOING =
  "This chat is still going. You can review it from the end-chat screen once it has ended.";

export type ReviewService = ReturnType<typeof createReviewService>;

export interface ReviewServiceDeps {
  db: Db;
  /** A review's comment is what a person wrote: encrypted at rest like their messages. */
  cipher: ContentCipher;
  reviewMinChatMs: number;
  /** The rules' clock: whether the partner can still be reported or blocked is judged at its time. */
  now: () => Date;
}

export function createReviewService({ db, cipher, reviewMinChatMs, now }: ReviewServiceDeps) {
  /** From the first to the last message the two people wrote after the match (personas aside). */
  async function durationOf(chat: ChatRow): Promise<number> {
    if (!chat.matchedAt) return 0;
    const after = and(
      eq(messages.chatId, chat.id),
      gt(messages.seq, chat.matchedSeq),
      ne(messages.senderId, "system"),
      notLike(messages.senderId, "ai:%"),
    );
    const [first] = await db
      .select({ at: messages.createdAt })
      .from(messages)
      .where(after)
      .orderBy(asc(messages.seq))
      .limit(1);
    const [last] = await db
      .select({ at: messages.createdAt })
      .from(messages)
      .where(after)
      .orderBy(desc(messages.seq))
      .limit(1);
    return first && last ? last.at.getTime() - first.at.getTime() : 0;
  }

  async function participantChat(viewer: Viewer, chatId: string) {
    const chat = await chatForViewer(db, chatId, viewer);
    if (!seatOf(chat, viewer.id)) throw new HttpError(403, "Only the two people of a chat can review it.");
    return { chat, partnerId: partnerIdOf(chat, viewer.id) };
  }

  return {
    async summary(viewer: Viewer, chatId: string): Promise<ChatSummary> {
      const chat = await chatForViewer(db, chatId, viewer);
      const [reviewed] = await db
        .select({ id: chatReviews.id })
        .from(chatReviews)
        .where(and(eq(chatReviews.chatId, chat.id), eq(chatReviews.reviewerId, viewer.id)));
      const [sent] = await db
        .select()
        .from(reconnectRequests)
        .where(and(eq(reconnectRequests.chatId, chat.id), eq(reconnectRequests.senderId, viewer.id)));
      const durationMs = await durationOf(chat);
      const seated = seatOf(chat, viewer.id) !== null;
      const partnerId = partnerIdOf(chat, viewer.id);
      return {
        chat: chatViewFor(chat, viewer.id),
        durationMs,
        canReview:
          seated &&
          !reviewed &&
          chat.status === "completed" &&
          chat.matchedAt !== null &&
          durationMs >= reviewMinChatMs,
        reviewed: Boolean(reviewed),
        counselor: counselRefusal(chat, viewer.id, await inCrisisMode(db, chat.id)) === null,
        reconnect: {
          offered: (await reconnectRefusal(db, chat, viewer.id)) === null,
          sent: Boolean(sent && sent.status !== "refunded"),
          newChatId: sent?.newChatId ?? null,
        },
        partner: {
          // The same rule as the report and the block themselves; "report" only picks a sentence.
          reachable: partnerRefusal(chat, viewer, now(), "report") === null,
          reported: seated && (await hasReported(db, chat.id, viewer.id)),
          blocked: partnerId !== null && (await hasBlocked(db, viewer.id, partnerId)),
        },
      };
    },

    async review(viewer: Viewer, chatId: string, body: ReviewBody): Promise<void> {
      const { chat, partnerId } = await participantChat(viewer, chatId);
      if (chat.status !== "completed") throw new HttpError(409, REVIEW_STILL_GOING);
      if (!chat.matchedAt || (await durationOf(chat)) < reviewMinChatMs) throw new HttpError(409, TOO_SHORT);
      const points = pointsForRating(body.rating);
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(chatReviews)
          .values({
            chatId: chat.id,
            reviewerId: viewer.id,
            rating: body.rating,
            feedbackType: body.feedbackType,
            comment: body.comment ? cipher.encrypt(body.comment) : null,
          })
          .onConflictDoNothing()
          .returning({ id: chatReviews.id });
        if (inserted.length === 0) throw new HttpError(409, ALREADY_REVIEWED);
        if (points === 0) return;
        await tx
          .update(chats)
          .set({ tokensEarned: sql`greatest(${chats.tokensEarned}, ${points})` })
          .where(eq(chats.id, chat.id));
        if (partnerId) {
          await tx
            .update(profiles)
            .set({ compassionPoints: sql`${profiles.compassionPoints} + ${points}` })
            .where(eq(profiles.id, partnerId));
        }
      });
    },
  };
}
