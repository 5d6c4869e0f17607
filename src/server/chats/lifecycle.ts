/**
 * A chat's life after matching (PRODUCT.md §4): expiry after 10 minutes without an update, ending,
 * cancelling a search, and the presence of a waiting chat's owner.
 */
import { and, eq, lt } from "drizzle-orm";
import { expiryCutoff } from "../../shared/limits.js";
import type { Db } from "../db/client.js";
import { chats } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import type { ChatRow } from "./views.js";

const isOpen = (chat: ChatRow) =>
  chat.status === "active" && (chat.matchStatus === "waiting" || chat.matchStatus === "matched");

/**
 * Opening a chat that has gone quiet for 10 minutes closes it: a waiting room expires, a matched
 * conversation becomes inactive. Either way it is completed and the page says "Chat expired".
 */
export async function expireIfStale(db: Db, chat: ChatRow): Promise<ChatRow> {
  const now = new Date();
  if (!isOpen(chat) || chat.updatedAt > expiryCutoff(now)) return chat;
  const [expired] = await db
    .update(chats)
    .set({
      status: "completed",
      matchStatus: chat.matchStatus === "waiting" ? "expired" : "inactive",
      endedAt: now,
      updatedAt: now,
    })
    .where(and(eq(chats.id, chat.id), lt(chats.updatedAt, expiryCutoff(now))))
    .returning();
  return expired ?? chat;
}

/** Ends a chat for both people; ending twice is harmless and keeps who ended it first. */
export async function endChat(db: Db, chat: ChatRow, endedBy: string): Promise<ChatRow> {
  if (chat.status === "completed") return chat;
  const now = new Date();
  const [ended] = await db
    .update(chats)
    .set({
      status: "completed",
      matchStatus: chat.matchStatus === "waiting" ? "expired" : chat.matchStatus,
      endedAt: now,
      endedBy,
      updatedAt: now,
    })
    .where(and(eq(chats.id, chat.id), eq(chats.status, "active")))
    .returning();
  if (ended) return ended;
  const [current] = await db.select().from(chats).where(eq(chats.id, chat.id));
  return current ?? chat;
}

/**
 * Cancel search: the owner's waiting chat is deleted. If someone matched it a moment ago, the
 * chat is kept and the caller hears so, because a person is now waiting on the other side.
 */
export async function cancelSearch(db: Db, chat: ChatRow, userId: string): Promise<void> {
  if (chat.participant1Id !== userId) throw new HttpError(403, "Only the person waiting can cancel this search.");
  const deleted = await db
    .delete(chats)
    .where(and(eq(chats.id, chat.id), eq(chats.matchStatus, "waiting")))
    .returning({ id: chats.id });
  if (deleted.length > 0) return;
  const [current] = await db.select().from(chats).where(eq(chats.id, chat.id));
  if (current && isOpen(current) && current.matchStatus === "matched") {
    throw new HttpError(409, "You have just been matched. End the chat instead if you want to leave.");
  }
}

/** The owner of a waiting chat is here (their tab is open): keep the chat matchable. */
export async function markOwnerPresent(db: Db, userId: string, chatId?: string): Promise<void> {
  await db
    .update(chats)
    .set({ ownerSeenAt: new Date() })
    .where(
      and(
        eq(chats.participant1Id, userId),
        eq(chats.matchStatus, "waiting"),
        chatId ? eq(chats.id, chatId) : undefined,
      ),
    );
}

/** The owner's last tab closed: their waiting chats stop being matchable at once. */
export async function markOwnerAway(db: Db, userId: string): Promise<void> {
  await db
    .update(chats)
    .set({ ownerSeenAt: new Date(0) })
    .where(and(eq(chats.participant1Id, userId), eq(chats.matchStatus, "waiting")));
}
