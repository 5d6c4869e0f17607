/**
 * Writes back what a batch of match requests decided (match-decision.ts), inside the matcher's
 * transaction (matching.ts): a statement per kind of change, whatever the batch's size, each
 * returning the chats as stored.
 */
import { sql } from "drizzle-orm";
import { anyOf, arrayOf, unnestRows } from "../db/any-of.js";
import type { Tx } from "../db/client.js";
import { chats } from "../db/schema.js";
import type { Changes } from "./match-types.js";
import type { ChatRow } from "./views.js";

/** Writes what the batch decided; returns every changed chat as stored. */
export async function writeMatchChanges(tx: Tx, changes: Changes, now: Date): Promise<Map<string, ChatRow>> {
  const written = new Map<string, ChatRow>();
  const keep = (rows: ChatRow[]) => rows.forEach((row) => written.set(row.id, row));
  if (changes.created.length > 0) keep(await tx.insert(chats).select(unnestRows(chats, changes.created)).returning());
  if (changes.kept.length > 0) {
    keep(
      await tx.update(chats).set({ ownerSeenAt: now, updatedAt: now }).where(anyOf(chats.id, changes.kept)).returning(),
    );
  }
  if (changes.joined.length > 0) {
    // One row per seat taken, as three array parameters: the statement is the same for any count.
    const chatIds = arrayOf(
      chats.id,
      changes.joined.map((j) => j.chatId),
    );
    const userIds = arrayOf(
      chats.participant2Id,
      changes.joined.map((j) => j.userId),
    );
    const roles = arrayOf(
      chats.participant2Role,
      changes.joined.map((j) => j.role),
    );
    const seats = sql`unnest(${chatIds}, ${userIds}, ${roles}) as seat(chat_id, user_id, role)`;
    keep(
      await tx
        .update(chats)
        .set({
          participant2Id: sql`seat.user_id`,
          participant2Role: sql`seat.role`,
          matchStatus: "matched",
          matchedAt: now,
          // What the first person wrote to the persona while waiting stays theirs.
          matchedSeq: sql`${chats.lastSeq}`,
          updatedAt: now,
        })
        .from(seats)
        .where(sql`${chats.id} = seat.chat_id`)
        .returning(),
    );
  }
  if (changes.retired.length > 0) {
    keep(
      await tx
        .update(chats)
        .set({ matchStatus: "expired", status: "completed", endedAt: now, updatedAt: now })
        .where(anyOf(chats.id, changes.retired))
        .returning(),
    );
  }
  if (changes.left.length > 0) {
    // Ended by the person who searched anew (End Chat's fields), or inactive when it had gone quiet.
    const chatIds = arrayOf(
      chats.id,
      changes.left.map((l) => l.chatId),
    );
    const endedBys = arrayOf(
      chats.endedBy,
      changes.left.map((l) => l.endedBy),
    );
    const leaving = sql`unnest(${chatIds}, ${endedBys}) as leaving(chat_id, ended_by)`;
    keep(
      await tx
        .update(chats)
        .set({
          status: "completed",
          matchStatus: sql`case when leaving.ended_by is null then 'inactive' else ${chats.matchStatus} end`,
          endedBy: sql`leaving.ended_by`,
          endedAt: now,
          updatedAt: now,
        })
        .from(leaving)
        .where(sql`${chats.id} = leaving.chat_id`)
        .returning(),
    );
  }
  return written;
}
