/**
 * "Download my data": everything Kindred holds about one person, read in one go. What they wrote
 * (messages, those Kindred kept undelivered, review comments, report notes) is decrypted for them; their partners appear only as
 * the seat label they saw in the chat, never as an account (no partner id, e-mail or name), and
 * credentials (session tokens, password hash, e-mail links) stay out.
 */
import { and, asc, desc, eq, gt, or } from "drizzle-orm";
import type { DataExport, ExportedChat } from "../../shared/account-api.js";
import { chatViewFor, senderOf, type ChatRow, type MessageRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import {
  blocks,
  chatReviews,
  chats,
  crisisOpenings,
  mailOutbox,
  messages,
  profiles,
  reconnectRequests,
  personalDetailShares,
  refusedMessages,
  reports,
  session,
  themeSuggestions,
  user,
  userTokens,
} from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";

const iso = (at: Date) => at.toISOString();

export async function exportData(
  db: Db,
  cipher: ContentCipher,
  me: { id: string; sessionId: string },
  now = new Date(),
): Promise<DataExport> {
  const [account] = await db.select().from(user).where(eq(user.id, me.id));
  if (!account) throw new Error("the signed-in person has no user row");
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, me.id));
  const [tokens] = await db.select().from(userTokens).where(eq(userTokens.userId, me.id));
  const sessions = await db.select().from(session).where(eq(session.userId, me.id)).orderBy(asc(session.createdAt));

  const message = (chat: ChatRow, row: MessageRow) => ({
    seq: row.seq,
    kind: row.kind,
    sender: senderOf(chat, row),
    content: cipher.decrypt(row.content),
    createdAt: iso(row.createdAt),
  });

  return {
    exportedAt: iso(now),
    account: {
      id: account.id,
      email: account.email,
      name: account.name,
      emailVerified: account.emailVerified,
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
    },
    profile: profile
      ? {
          role: profile.role,
          waitlisted: profile.waitlisted,
          compassionPoints: profile.compassionPoints,
          adultConfirmedAt: profile.adultConfirmedAt ? iso(profile.adultConfirmedAt) : null,
          createdAt: iso(profile.createdAt),
        }
      : null,
    tokens: tokens ? { balance: tokens.tokens, updatedAt: iso(tokens.updatedAt) } : null,
    sessions: sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      userAgent: s.userAgent,
      ipAddress: s.ipAddress,
      current: s.id === me.sessionId,
    })),
    chats: await chatsOf(db, me.id, message, cipher),
    moderatorMessages: await moderatorMessagesOf(db, me.id, cipher),
    reviews: (
      await db.select().from(chatReviews).where(eq(chatReviews.reviewerId, me.id)).orderBy(asc(chatReviews.createdAt))
    ).map((r) => ({
      chatId: r.chatId,
      rating: r.rating,
      feedbackType: r.feedbackType,
      comment: r.comment === null ? null : cipher.decrypt(r.comment),
      createdAt: iso(r.createdAt),
    })),
    reports: (await db.select().from(reports).where(eq(reports.reporterId, me.id)).orderBy(asc(reports.createdAt))).map(
      (r) => ({
        chatId: r.chatId,
        reason: r.reason,
        note: r.note === null ? null : cipher.decrypt(r.note),
        createdAt: iso(r.createdAt),
      }),
    ),
    blocks: (await db.select().from(blocks).where(eq(blocks.blockerId, me.id)).orderBy(asc(blocks.createdAt))).map(
      (b) => ({ chatId: b.chatId, createdAt: iso(b.createdAt) }),
    ),
    personalDetailShares: (
      await db
        .select()
        .from(personalDetailShares)
        .where(eq(personalDetailShares.senderId, me.id))
        .orderBy(asc(personalDetailShares.createdAt))
    ).map((s) => ({ chatId: s.chatId, kinds: s.kinds, createdAt: iso(s.createdAt) })),
    crisisOpenings: (
      await db
        .select()
        .from(crisisOpenings)
        .where(eq(crisisOpenings.personId, me.id))
        .orderBy(asc(crisisOpenings.createdAt))
    ).map(({ chatId, detector, category, tier, createdAt }) => ({
      chatId,
      detector,
      category,
      tier,
      createdAt: iso(createdAt),
    })),
    themeSuggestions: (
      await db
        .select()
        .from(themeSuggestions)
        .where(eq(themeSuggestions.userId, me.id))
        .orderBy(asc(themeSuggestions.createdAt))
    ).map((t) => ({ name: t.name, description: t.description, createdAt: iso(t.createdAt) })),
    reconnectTokens: (
      await db
        .select()
        .from(reconnectRequests)
        .where(eq(reconnectRequests.senderId, me.id))
        .orderBy(asc(reconnectRequests.createdAt))
    ).map((r) => ({
      chatId: r.chatId,
      status: r.status,
      newChatId: r.newChatId,
      createdAt: iso(r.createdAt),
      expiresAt: iso(r.expiresAt),
    })),
    emails: (
      await db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email)).orderBy(desc(mailOutbox.createdAt))
    ).map((m) => ({ subject: m.subject, createdAt: iso(m.createdAt) })),
  };
}

type ExportMessage = (chat: ChatRow, row: MessageRow) => ExportedChat["messages"][number];

/** The person's chats with the messages they could read in them (a partner's waiting talk excluded). */
async function chatsOf(db: Db, userId: string, message: ExportMessage, cipher: ContentCipher): Promise<ExportedChat[]> {
  const rows = await db
    .select()
    .from(chats)
    .where(or(eq(chats.participant1Id, userId), eq(chats.participant2Id, userId)))
    .orderBy(asc(chats.createdAt));
  const exported: ExportedChat[] = [];
  for (const chat of rows) {
    const view = chatViewFor(chat, userId);
    // What participant1 said to the persona while waiting was never participant2's to read.
    const floor = view.you === "p2" ? chat.matchedSeq : 0;
    const visible = await db
      .select()
      .from(messages)
      .where(and(eq(messages.chatId, chat.id), gt(messages.seq, floor)))
      .orderBy(asc(messages.seq));
    // Their own undelivered words only: the seat they held, never the partner's.
    const undelivered = await db
      .select()
      .from(refusedMessages)
      .where(and(eq(refusedMessages.chatId, chat.id), eq(refusedMessages.seat, view.you === "p2" ? "p2" : "p1")))
      .orderBy(asc(refusedMessages.createdAt));
    exported.push({
      id: chat.id,
      themeId: chat.themeId,
      status: chat.status,
      matchStatus: chat.matchStatus,
      you: view.you === "p2" ? "p2" : "p1",
      yourRole: view.yourRole,
      partnerRole: view.partnerRole,
      createdAt: view.createdAt,
      matchedAt: view.matchedAt,
      endedAt: view.endedAt,
      messages: visible.map((row) => message(chat, row)),
      undelivered: undelivered.map((row) => ({
        kind: row.kind,
        content: cipher.decrypt(row.content),
        createdAt: iso(row.createdAt),
      })),
    });
  }
  return exported;
}

/** Only the person's own moderator messages: the rest of those chats belongs to the two people in them. */
async function moderatorMessagesOf(db: Db, userId: string, cipher: ContentCipher) {
  const written = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, userId), eq(messages.isAdmin, true)))
    .orderBy(asc(messages.createdAt));
  return written.map((row) => ({
    chatId: row.chatId,
    seq: row.seq,
    kind: row.kind,
    sender: "admin" as const,
    content: cipher.decrypt(row.content),
    createdAt: iso(row.createdAt),
  }));
}
