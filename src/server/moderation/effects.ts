/**
 * What a sanction does at once, beyond the rule the gate enforces from then on:
 * - suspended or banned: every open chat of the person ends with the neutral "This chat has
 *   ended." for the partner, their unanswered reconnect tokens come back (so no partner's token
 *   reopens a chat with them), and their sockets are told "standing:shut-out" (so the page says
 *   why at once) and close on every instance;
 * - warned or held: a chat still waiting for a match ends, so that nobody is matched with them
 *   before the warning is read or the moderator has decided;
 * - held because they said they are under age: every open chat ends, matched ones too (minors must
 *   not meet adults), but they keep their sockets and may read the chat that ended.
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { endChat } from "../chats/lifecycle.js";
import { CLOSED_FOR_SAFETY, type ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { chats, reconnectRequests, userTokens } from "../db/schema.js";
import { userRoom, type ChatEvents, type KindredIo } from "../realtime/hub.js";
import type { StandingBook } from "./standing.js";

export interface EffectDeps {
  db: Db;
  events: ChatEvents;
  io: KindredIo;
  book: StandingBook;
}

export type SanctionKind = "warning" | "suspension" | "ban" | "hold" | "under-age hold";

export async function applySanction(deps: EffectDeps, userId: string, kind: SanctionKind): Promise<void> {
  const { db, events, io, book } = deps;
  book.changed(userId);
  const shutOut = kind === "suspension" || kind === "ban";
  const endsEveryChat = shutOut || kind === "under-age hold";
  const open: ChatRow[] = await db
    .select()
    .from(chats)
    .where(
      and(
        or(eq(chats.participant1Id, userId), eq(chats.participant2Id, userId)),
        eq(chats.status, "active"),
        endsEveryChat ? undefined : eq(chats.matchStatus, "waiting"),
      ),
    );
  for (const chat of open) {
    const ended = await endChat(db, chat, CLOSED_FOR_SAFETY);
    if (ended.status !== chat.status) events.chatChanged(ended);
  }
  if (!shutOut) return;
  await refundPendingTokens(db, userId);
  // After the chat:updated above: each socket receives that first, then why it closes, then closes.
  io.to(userRoom(userId)).emit("standing:shut-out");
  io.in(userRoom(userId)).disconnectSockets(true);
}

async function refundPendingTokens(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    const pending = await tx
      .update(reconnectRequests)
      .set({ status: "refunded" })
      .where(and(eq(reconnectRequests.senderId, userId), eq(reconnectRequests.status, "pending")))
      .returning({ id: reconnectRequests.id });
    if (pending.length === 0) return;
    await tx
      .update(userTokens)
      .set({ tokens: sql`${userTokens.tokens} + ${pending.length}`, updatedAt: new Date() })
      .where(inArray(userTokens.userId, [userId]));
  });
}
