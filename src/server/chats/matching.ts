/**
 * Matching, on the server and atomic (spec §4 "Finding a match"). One transaction under one
 * advisory lock: however many instances and simultaneous requests there are, only one matcher
 * decides at a time, so nobody is matched twice, with themselves, or with someone they blocked.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import type { ChatRole } from "../../shared/api.js";
import { findTheme, themesInGroup } from "../../shared/themes.js";
import { LIMITS } from "../../shared/limits.js";
import type { Db, Tx } from "../db/client.js";
import { blocks, chats } from "../db/schema.js";
import type { ChatRow } from "./views.js";

export interface MatchSettings {
  /** After this wait (either person's), a room of the same group will do. */
  widenToGroupAfterMs: number;
  /** After this wait, any room will do. */
  widenToAnyAfterMs: number;
  /** A waiting chat whose owner has not been seen for this long (tab closed) is not matchable. */
  ownerGraceMs: number;
}

export const DEFAULT_MATCH_SETTINGS: MatchSettings = {
  widenToGroupAfterMs: 30_000,
  widenToAnyAfterMs: 90_000,
  ownerGraceMs: 30_000,
};

export interface MatchRequest {
  userId: string;
  themeId: string;
  role: ChatRole;
  /** The caller's own waiting chat, when asking again while waiting. */
  waitingChatId?: string;
}

export interface MatchOutcome {
  chat: ChatRow;
  /** Set when this call paired two people: both must be told. */
  matchedNow: boolean;
  /** Set when this call opened a new waiting chat (the persona greets it). */
  createdNow?: boolean;
}

/** Any fixed number: it names the lock every matcher takes. */
export const MATCH_LOCK = 727_002;

/** Partners a role prefers: someone who wants to talk with someone who will listen. */
const COMPLEMENTS: Record<ChatRole, ChatRole[]> = {
  talk: ["listen", "both"],
  listen: ["talk", "both"],
  both: ["talk", "listen", "both"],
};

export async function findMatch(db: Db, request: MatchRequest, settings: MatchSettings): Promise<MatchOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MATCH_LOCK})`);
    const now = new Date();
    const mine = await keepOwnWaitingChat(tx, request, now);
    if (mine && mine.matchStatus === "matched") return { chat: mine, matchedNow: false };

    const partnerChat = await oldestCompatible(tx, request, mine, settings, now);
    if (partnerChat) {
      if (mine) await retire(tx, [mine.id], now);
      const [joined] = await tx
        .update(chats)
        .set({
          participant2Id: request.userId,
          participant2Role: request.role,
          matchStatus: "matched",
          matchedAt: now,
          matchedSeq: sql`${chats.lastSeq}`,
          updatedAt: now,
        })
        .where(eq(chats.id, partnerChat.id))
        .returning();
      return { chat: joined!, matchedNow: true };
    }
    if (mine) {
      const [kept] = await tx
        .update(chats)
        .set({ ownerSeenAt: now, updatedAt: now })
        .where(eq(chats.id, mine.id))
        .returning();
      return { chat: kept!, matchedNow: false };
    }
    const [created] = await tx
      .insert(chats)
      .values({
        themeId: request.themeId,
        participant1Id: request.userId,
        participant1Role: request.role,
        ownerSeenAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { chat: created!, matchedNow: false, createdNow: true };
  });
}

/**
 * Step 1 of the spec, and one waiting chat per person: every waiting chat of the caller is retired
 * except the one they are still waiting in (if it is fresh). Returns that one, or the chat it
 * became if someone matched it meanwhile.
 */
async function keepOwnWaitingChat(tx: Tx, request: MatchRequest, now: Date): Promise<ChatRow | undefined> {
  let mine: ChatRow | undefined;
  if (request.waitingChatId) {
    const [row] = await tx
      .select()
      .from(chats)
      .where(and(eq(chats.id, request.waitingChatId), eq(chats.participant1Id, request.userId)));
    const fresh = row && row.status === "active" && row.updatedAt > expiryCutoff(now);
    if (fresh && row.matchStatus === "matched") return row;
    if (fresh && row.matchStatus === "waiting" && row.themeId === request.themeId) mine = row;
  }
  const others = await tx
    .select({ id: chats.id })
    .from(chats)
    .where(
      and(
        eq(chats.participant1Id, request.userId),
        eq(chats.matchStatus, "waiting"),
        eq(chats.status, "active"),
        mine ? ne(chats.id, mine.id) : undefined,
      ),
    );
  await retire(
    tx,
    others.map((o) => o.id),
    now,
  );
  return mine;
}

async function retire(tx: Tx, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(chats)
    .set({ matchStatus: "expired", status: "completed", endedAt: now, updatedAt: now })
    .where(inArray(chats.id, ids));
}

/**
 * Step 2: the oldest waiting chat of another person that is fresh, whose owner's tab is open, and
 * where neither has blocked the other. Same room first, then the room's group, then any room —
 * the wider circles only once either person has waited long enough. Complementary roles first
 * within a circle.
 */
async function oldestCompatible(
  tx: Tx,
  request: MatchRequest,
  mine: ChatRow | undefined,
  settings: MatchSettings,
  now: Date,
): Promise<ChatRow | undefined> {
  const waitedMs = mine ? now.getTime() - mine.createdAt.getTime() : 0;
  const group = findTheme(request.themeId)?.group;
  const groupRooms = group ? themesInGroup(group).map((t) => t.id) : [request.themeId];
  const waitedSince = (ms: number) => new Date(now.getTime() - ms);

  const circles: SQL[] = [eq(chats.themeId, request.themeId)];
  const inGroup = inArray(chats.themeId, groupRooms);
  circles.push(
    waitedMs >= settings.widenToGroupAfterMs
      ? inGroup
      : and(inGroup, lt(chats.createdAt, waitedSince(settings.widenToGroupAfterMs)))!,
  );
  if (waitedMs < settings.widenToAnyAfterMs) {
    circles.push(lt(chats.createdAt, waitedSince(settings.widenToAnyAfterMs)));
  } else {
    circles.push(sql`true`);
  }

  const blockedEitherWay = tx
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, request.userId), eq(blocks.blockedId, chats.participant1Id)),
        and(eq(blocks.blockerId, chats.participant1Id), eq(blocks.blockedId, request.userId)),
      ),
    );

  const [found] = await tx
    .select()
    .from(chats)
    .where(
      and(
        eq(chats.matchStatus, "waiting"),
        eq(chats.status, "active"),
        isNull(chats.participant2Id),
        isNotNull(chats.participant1Id),
        ne(chats.participant1Id, request.userId),
        gt(chats.updatedAt, expiryCutoff(now)),
        gt(chats.ownerSeenAt, waitedSince(settings.ownerGraceMs)),
        notExists(blockedEitherWay),
        or(...circles),
      ),
    )
    .orderBy(
      sql`case when ${chats.themeId} = ${request.themeId} then 0 when ${inGroup} then 1 else 2 end`,
      sql`case when ${inArray(chats.participant1Role, COMPLEMENTS[request.role])} then 0 else 1 end`,
      asc(chats.createdAt),
    )
    .limit(1)
    // Wait for, rather than skip, a row being written: matchers never contend (the advisory lock
    // serialises them), so a lock here is a message being stored, and skipping would pass over
    // a person who is waiting.
    .for("update");
  return found;
}

export function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - LIMITS.chatExpiryMs);
}
