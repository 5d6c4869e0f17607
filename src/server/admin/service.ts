/**
 * What admins see: chats by tab with their last message (decrypted here, for admins only), the
 * overview figures, and the moderation lists. Routes check the admin role before calling any of it.
 */
import { and, count, desc, eq, gt, gte, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type {
  AdminChatPage,
  AdminChatTab,
  AdminOverview,
  AdminSuggestionList,
  AdminWaitlist,
} from "../../shared/admin-api.js";
import { encodeKeysetCursor, type KeysetCursor } from "../../shared/keyset-cursor.js";
import type { Viewer } from "../auth/viewer.js";
import { expiryCutoff } from "../../shared/limits.js";
import { senderOf } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { afterCursor, exactTime } from "../db/keyset.js";
import { chatReviews, chats, crisisOpenings, messages, profiles, themeSuggestions, user } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";
import { notFound } from "../http-error.js";
import type { ModeratorListReading } from "../moderation/moderator-in-chat.js";

const PAGE_SIZE = 50;
const OVERVIEW_DAYS = 14;

const TABS: Record<AdminChatTab, SQL> = {
  pending: and(eq(chats.status, "active"), eq(chats.matchStatus, "waiting"))!,
  active: and(eq(chats.status, "active"), eq(chats.matchStatus, "matched"))!,
  completed: eq(chats.status, "completed"),
};

/** A message moderators may read: written after a second person arrived (chats/views.ts firstReadableSeq). */
const READABLE_BY_MODERATORS = and(isNotNull(chats.matchedAt), gt(messages.seq, chats.matchedSeq))!;

/**
 * A chat in crisis, as moderators may know it: crisis mode opened in it since the match, its notice
 * stored where the partner reads (firstReadableSeq). Told by the openings' record (crisis-mode.ts)
 * rather than by the notice itself, which the retention schedule deletes with the chat's messages.
 */
// Columns written out in full: in a one-table select Drizzle names columns without their table,
// which inside this subquery would make "id" the opening's.
const IN_CRISIS = sql<boolean>`exists (select 1 from crisis_openings o where o.chat_id = "chats"."id" and "chats"."matched_at" is not null and o.seq > "chats"."matched_seq")`;

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService({
  db,
  cipher,
  listRead,
}: {
  db: Db;
  cipher: ContentCipher;
  listRead: ModeratorListReading;
}) {
  return {
    /**
     * A page of a tab's chats. A page that shows any last message (decrypted) is a reading, logged
     * before it is answered (moderator-in-chat.ts: once an hour per moderator and list).
     */
    async chats(admin: Viewer, tab: AdminChatTab, cursor?: KeysetCursor, onlyInCrisis = false): Promise<AdminChatPage> {
      const rows = await db
        .select({ chat: chats, inCrisis: IN_CRISIS, exactAt: exactTime(chats.createdAt) })
        .from(chats)
        .where(
          and(
            TABS[tab],
            onlyInCrisis ? IN_CRISIS : undefined,
            afterCursor(chats.createdAt, chats.id, cursor, "newest first"),
          ),
        )
        .orderBy(desc(chats.createdAt), desc(chats.id))
        .limit(PAGE_SIZE + 1);
      const page = rows.slice(0, PAGE_SIZE);
      const ids = page.map((row) => row.chat.id);
      // The last message a moderator may read: none before the match (firstReadableSeq).
      const latest = ids.length
        ? await db
            .selectDistinctOn([messages.chatId], { message: messages })
            .from(messages)
            .innerJoin(chats, eq(chats.id, messages.chatId))
            .where(and(inArray(messages.chatId, ids), READABLE_BY_MODERATORS))
            .orderBy(messages.chatId, desc(messages.seq))
        : [];
      const lastByChat = new Map(latest.map(({ message }) => [message.chatId, message]));
      if (lastByChat.size > 0) await listRead(admin, tab, onlyInCrisis);
      const last = page.at(-1);
      return {
        chats: page.map(({ chat, inCrisis }) => {
          const message = lastByChat.get(chat.id);
          return {
            id: chat.id,
            themeId: chat.themeId,
            status: chat.status,
            matchStatus: chat.matchStatus,
            createdAt: chat.createdAt.toISOString(),
            updatedAt: chat.updatedAt.toISOString(),
            matchedAt: chat.matchedAt?.toISOString() ?? null,
            inCrisis: Boolean(inCrisis),
            messagesDeletedAt: chat.messagesDeletedAt?.toISOString() ?? null,
            lastMessage: message
              ? {
                  kind: message.kind,
                  content: cipher.decrypt(message.content),
                  sender: senderOf(chat, message),
                  createdAt: message.createdAt.toISOString(),
                }
              : null,
          };
        }),
        nextCursor:
          rows.length > PAGE_SIZE && last
            ? encodeKeysetCursor({ list: tab, at: last.exactAt, id: last.chat.id })
            : null,
      };
    },

    async overview(now = new Date()): Promise<AdminOverview> {
      const since = new Date(now.getTime() - OVERVIEW_DAYS * 86_400_000);
      const day = sql<string>`to_char(${chats.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const perDay = await db
        .select({ day, count: count() })
        .from(chats)
        .where(gte(chats.createdAt, since))
        .groupBy(day);
      const counts = new Map(perDay.map((row) => [row.day, Number(row.count)]));
      const chatsPerDay = Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
        const date = new Date(now.getTime() - (OVERVIEW_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10);
        return { day: date, count: counts.get(date) ?? 0 };
      });
      // "Now": open chats that are not stale. A chat both people walked away from stays open until
      // someone opens it (lifecycle.ts expireIfStale), and a search gone quiet is never matched.
      const [open] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${chats.matchStatus} = 'waiting')`,
          active: sql<number>`count(*) filter (where ${chats.matchStatus} = 'matched')`,
        })
        .from(chats)
        .where(and(eq(chats.status, "active"), gt(chats.updatedAt, expiryCutoff(now))));
      const [wait] = await db
        .select({
          median: sql<
            number | null
          >`percentile_cont(0.5) within group (order by extract(epoch from ${chats.matchedAt} - ${chats.createdAt}) * 1000)`,
        })
        .from(chats)
        .where(and(gte(chats.createdAt, since), sql`${chats.matchedAt} is not null`));
      const [rating] = await db.select({ average: sql<number | null>`avg(${chatReviews.rating})` }).from(chatReviews);
      const openings = await db
        .select({
          detector: crisisOpenings.detector,
          category: crisisOpenings.category,
          tier: crisisOpenings.tier,
          count: count(),
        })
        .from(crisisOpenings)
        .where(gte(crisisOpenings.createdAt, since))
        .groupBy(crisisOpenings.detector, crisisOpenings.category, crisisOpenings.tier)
        .orderBy(desc(count()), crisisOpenings.detector, crisisOpenings.category);
      return {
        chatsPerDay,
        waiting: Number(open?.waiting ?? 0),
        active: Number(open?.active ?? 0),
        medianWaitMs: wait?.median === null || wait?.median === undefined ? null : Math.round(Number(wait.median)),
        averageRating:
          rating?.average === null || rating?.average === undefined ? null : Number(Number(rating.average).toFixed(2)),
        crisisOpenings: openings.map((row) => ({ ...row, count: Number(row.count) })),
      };
    },

    async suggestions(): Promise<AdminSuggestionList> {
      const rows = await db.select().from(themeSuggestions).orderBy(desc(themeSuggestions.createdAt)).limit(200);
      return {
        suggestions: rows.map((s) => ({
          id: s.id,
          name: s.name,
          description: s.description,
          createdAt: s.createdAt.toISOString(),
        })),
      };
    },

    async waitlist(): Promise<AdminWaitlist> {
      const rows = await db
        .select({ userId: profiles.id, email: user.email, createdAt: profiles.createdAt })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.id))
        .where(eq(profiles.waitlisted, true))
        .orderBy(profiles.createdAt);
      return { people: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },

    async admit(userId: string): Promise<void> {
      const admitted = await db
        .update(profiles)
        .set({ waitlisted: false })
        .where(eq(profiles.id, userId))
        .returning({ id: profiles.id });
      if (admitted.length === 0) throw notFound("There is nobody with that id on the waitlist.");
    },
  };
}
