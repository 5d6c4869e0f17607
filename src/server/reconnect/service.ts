/**
 * Reconnect tokens (PRODUCT.md §2 End-chat, §9: 24-hour window). Sending one spends a token; when the
 * other person of the same chat has sent one too, a new chat in the same room opens for both.
 * A token that finds no answer within 24 hours comes back. Spending, matching and refunding
 * happen in transactions, so a double click or a race never loses or duplicates a token.
 *
 * A block outlasts the chat: whoever blocked cannot send a token to the person they blocked, and
 * two people with a block between them are never reconnected. The blocked person is not told: their
 * token waits, unanswered, and comes back after 24 hours like any other.
 *
 * A reunion starts a chat, so it follows the matcher's rule for sanctions (chats/matching.ts): the
 * send decides under the matcher's lock, which every sanction is recorded under, and reads both
 * people's standing after taking it. The gate's remembered standing may be out of date, and it
 * never looks at the partner; this way a sanction falls wholly before the send, which sees it, or
 * wholly after, when its effects find the reunion. A person not clear to chat is refused with the
 * gate's sentence; a partner who is not is treated like one across a block: no reunion, and the
 * token waits unanswered, so nothing tells anyone of their sanction.
 *
 * A report from the chat keeps the two apart the same way: whoever reported their partner cannot
 * send them a token (the report says they felt unsafe or wronged, and a token is a way back to them),
 * and a report either way stops the reunion, however the tokens came. The reported person is not
 * told, as the blocked person is not: their token waits unanswered, and a refusal, however neutral,
 * would be a sentence no ordinary chat ever gives, and so would tell them.
 */
import { and, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { ReconnectResult, Reunions } from "../../shared/after-chat-api.js";
import { expiryCutoff, LIMITS } from "../../shared/limits.js";
import { requireAdult } from "../auth/age-gate.js";
import type { Viewer } from "../auth/viewer.js";
import { chatForViewer } from "../chats/access.js";
import { hasReported } from "../chats/partner-reach.js";
import { MATCH_LOCK } from "../chats/matching.js";
import { partnerIdOf, type ChatRow } from "../chats/views.js";
import type { Db, Tx } from "../db/client.js";
import { blocks, chats, reconnectRequests, reports, userTokens } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import { mayNotStartChat, refusalFor, standingsOf } from "../moderation/standing.js";
import type { ChatEvents } from "../realtime/hub.js";

export const NO_TOKENS = "You have no reconnect tokens left.";
export const NOT_AFTER_A_CHAT = "A reconnect token can only be sent after a chat with another person.";
export const YOU_BLOCKED = "You blocked this person, so a reconnect token cannot be sent to them.";
export const YOU_REPORTED = "You reported this person, so a reconnect token cannot be sent to them.";
/** A token is for after a chat (the end-chat screen): in a chat still going, it would open a second one beside it. */
export const RECONNECT_STILL_GOING =
  "This chat is still going, so there is nobody to reconnect with yet. End the chat first; then you can send a reconnect token from the end-chat screen.";

/** The other person of a chat the viewer sat in, once they were matched; null otherwise. */
const partnerOf = (chat: ChatRow, viewerId: string) => (chat.matchedAt ? partnerIdOf(chat, viewerId) : null);

/** Whether `blockerId` blocked `blockedId`, or with `eitherWay` whether either blocked the other: one query. */
export async function hasBlocked(
  db: Db | Tx,
  blockerId: string,
  blockedId: string,
  eitherWay = false,
): Promise<boolean> {
  const from = (a: string, b: string) => and(eq(blocks.blockerId, a), eq(blocks.blockedId, b));
  const [row] = await db
    .select({ at: blocks.createdAt })
    .from(blocks)
    .where(eitherWay ? or(from(blockerId, blockedId), from(blockedId, blockerId)) : from(blockerId, blockedId))
    .limit(1);
  return row !== undefined;
}

/**
 * Why the viewer may not send a token for this chat, or null when they may: the one rule behind
 * both the end-chat screen's offer (the summary) and the send itself.
 */
export async function reconnectRefusal(db: Db, chat: ChatRow, viewerId: string): Promise<string | null> {
  const partnerId = partnerOf(chat, viewerId);
  if (!partnerId) return NOT_AFTER_A_CHAT;
  if (chat.status !== "completed") return RECONNECT_STILL_GOING;
  if (await hasBlocked(db, viewerId, partnerId)) return YOU_BLOCKED;
  return (await hasReported(db, chat.id, viewerId)) ? YOU_REPORTED : null;
}

/** Whether either of the two reported the other from this chat (Kindred's own reports have no reporter). */
async function reportedEitherWay(tx: Tx, chatId: string, oneId: string, otherId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.chatId, chatId), inArray(reports.reporterId, [oneId, otherId])))
    .limit(1);
  return row !== undefined;
}

export type Clock = () => Date;
export type ReconnectService = ReturnType<typeof createReconnectService>;

export function createReconnectService({ db, events, now }: { db: Db; events: ChatEvents; now: Clock }) {
  async function tokensOf(userId: string): Promise<number> {
    const [row] = await db.select({ tokens: userTokens.tokens }).from(userTokens).where(eq(userTokens.userId, userId));
    return row?.tokens ?? 0;
  }

  return {
    async send(viewer: Viewer, chatId: string): Promise<ReconnectResult> {
      requireAdult(viewer);
      const chat = await chatForViewer(db, chatId, viewer);
      const refusal = await reconnectRefusal(db, chat, viewer.id);
      if (refusal) throw new HttpError(409, refusal);
      const partnerId = partnerOf(chat, viewer.id)!;
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        // The matcher's lock: one reconnect decision at a time (both people pressing together cannot
        // miss each other), and no sanction recorded between the standings read below and the commit.
        await tx.execute(sql`select pg_advisory_xact_lock(${MATCH_LOCK})`);
        const standings = await standingsOf(tx, [viewer.id, partnerId], at);
        const own = standings.get(viewer.id)!;
        // Before anything is spent: the refusal leaves this person's tokens as they were.
        if (mayNotStartChat(own)) throw refusalFor(own);
        const [existing] = await tx
          .select()
          .from(reconnectRequests)
          .where(and(eq(reconnectRequests.chatId, chat.id), eq(reconnectRequests.senderId, viewer.id)));
        if (existing && existing.status !== "refunded") {
          return {
            status: existing.status === "matched" ? "matched" : "pending",
            newChatId: existing.newChatId,
          } as const;
        }
        const spent = await tx
          .update(userTokens)
          .set({ tokens: sql`${userTokens.tokens} - 1`, updatedAt: at })
          .where(and(eq(userTokens.userId, viewer.id), sql`${userTokens.tokens} > 0`))
          .returning();
        if (spent.length === 0) throw new HttpError(409, NO_TOKENS);
        const expiresAt = new Date(at.getTime() + LIMITS.reconnectWindowMs);
        if (existing) {
          await tx
            .update(reconnectRequests)
            .set({ status: "pending", createdAt: at, expiresAt, newChatId: null })
            .where(eq(reconnectRequests.id, existing.id));
        } else {
          await tx.insert(reconnectRequests).values({ chatId: chat.id, senderId: viewer.id, createdAt: at, expiresAt });
        }
        const [partners] = await tx
          .select()
          .from(reconnectRequests)
          .where(
            and(
              eq(reconnectRequests.chatId, chat.id),
              eq(reconnectRequests.senderId, partnerId),
              eq(reconnectRequests.status, "pending"),
            ),
          );
        if (!partners || partners.expiresAt <= at) return { status: "pending", newChatId: null } as const;
        // Either may have blocked or reported the other since sending (or the partner did so to this
        // person), or the partner may not start a chat now: no reunion, and this token waits like any
        // unanswered one.
        if (
          mayNotStartChat(standings.get(partnerId)!) ||
          (await hasBlocked(tx, viewer.id, partnerId, true)) ||
          (await reportedEitherWay(tx, chat.id, viewer.id, partnerId))
        ) {
          return { status: "pending", newChatId: null } as const;
        }
        const [reunion] = await tx.insert(chats).values(reunionOf(chat, at)).returning();
        await tx
          .update(reconnectRequests)
          .set({ status: "matched", newChatId: reunion!.id })
          .where(eq(reconnectRequests.chatId, chat.id));
        return { status: "matched", newChatId: reunion!.id, reunion: reunion! } as const;
      });
      if ("reunion" in outcome && outcome.reunion) events.chatChanged(outcome.reunion);
      return { status: outcome.status, newChatId: outcome.newChatId, tokens: await tokensOf(viewer.id) };
    },

    /** Open chats this person was reconnected into, for "join your chat" on their next visit. */
    async reunions(viewer: Viewer): Promise<Reunions> {
      const rows = await db
        .select({ chatId: chats.id, themeId: chats.themeId })
        .from(reconnectRequests)
        .innerJoin(chats, eq(chats.id, reconnectRequests.newChatId))
        .where(
          and(
            eq(reconnectRequests.senderId, viewer.id),
            eq(reconnectRequests.status, "matched"),
            eq(chats.status, "active"),
            gt(chats.updatedAt, expiryCutoff(now())),
          ),
        );
      return { chats: rows };
    },

    /** Gives back every token that waited 24 hours without an answer. Returns how many. */
    async refundExpired(): Promise<number> {
      const at = now();
      return db.transaction(async (tx) => {
        const expired = await tx
          .update(reconnectRequests)
          .set({ status: "refunded" })
          .where(and(eq(reconnectRequests.status, "pending"), lt(reconnectRequests.expiresAt, at)))
          .returning({ senderId: reconnectRequests.senderId });
        for (const { senderId } of expired) {
          await tx
            .update(userTokens)
            .set({ tokens: sql`${userTokens.tokens} + 1`, updatedAt: at })
            .where(eq(userTokens.userId, senderId));
        }
        return expired.length;
      });
    },
  };
}

/** The new chat two people reconnect in: same room, same seats, matched from the start. */
function reunionOf(chat: ChatRow, at: Date): typeof chats.$inferInsert {
  return {
    themeId: chat.themeId,
    participant1Id: chat.participant1Id,
    participant2Id: chat.participant2Id,
    participant1Role: chat.participant1Role,
    participant2Role: chat.participant2Role,
    matchStatus: "matched",
    matchedAt: at,
    ownerSeenAt: at,
    createdAt: at,
    updatedAt: at,
  };
}
