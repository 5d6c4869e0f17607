/**
 * The moderation audit log: every reading of a reported conversation, of a chat or of the chat
 * lists' last messages, every action (lifting a sanction too) and every automatic hold, written as it happens and read by admins. People appear in it under a short,
 * stable, anonymous name, never their id.
 */
import { createHmac } from "node:crypto";
import { desc, sql } from "drizzle-orm";
import type { AuditLog } from "../../shared/sanctions-api.js";
import type { Viewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { moderationAudit } from "../db/schema.js";

export interface AuditEntry {
  /** The moderator, or null for Kindred itself (a hold). */
  actor: Viewer | null;
  subjectId: string | null;
  action: AuditLog["entries"][number]["action"];
  reason: string;
  reportId?: string;
  /** The chat a moderator read, wrote in or ended. */
  chatId?: string;
  endsAt?: Date | null;
}

/** How many of the latest entries an admin reads. */
const ENTRIES_READ = 500;

export function createAuditTrail(db: Db, secret: string) {
  /** A short, stable, anonymous name for a person: the first 8 hex of a keyed hash of their id. */
  const anonymousId = (userId: string) =>
    createHmac("sha256", secret).update(`kindred-moderation:${userId}`).digest("hex").slice(0, 8);

  const rowOf = (entry: AuditEntry) => ({
    actorId: entry.actor?.id ?? null,
    actorAnonId: entry.actor ? anonymousId(entry.actor.id) : "Kindred",
    subjectId: entry.subjectId,
    subjectAnonId: entry.subjectId ? anonymousId(entry.subjectId) : null,
    action: entry.action,
    reason: entry.reason,
    reportId: entry.reportId ?? null,
    chatId: entry.chatId ?? null,
    endsAt: entry.endsAt ?? null,
    // The database's own time: the log says when things really happened, whatever the rules' clock.
  });

  return {
    anonymousId,

    async record(entry: AuditEntry): Promise<void> {
      await db.insert(moderationAudit).values(rowOf(entry));
    },

    /**
     * Records the entry unless the same moderator's same action on the same chat (or, with no chat,
     * for the same reason: the same chat list) is already in the log from the last `withinMs` (a page
     * that polls reads again every few seconds: one reading is one entry). One statement, so that two
     * polls at once still write one entry.
     */
    async recordOnce(entry: AuditEntry & { actor: Viewer }, withinMs: number): Promise<void> {
      const row = rowOf(entry);
      const same = row.chatId ? sql`chat_id = ${row.chatId}` : sql`chat_id is null and reason = ${row.reason}`;
      // The lock first, in a statement of its own: the insert's check then reads after the lock is
      // held, so it sees an entry a concurrent reading committed while it waited (one snapshot for
      // both let two polls of one page, a moment apart, each log the visit).
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`audit:${row.actorId}:${row.chatId ?? row.reason}:${row.action}`}))`,
        );
        await tx.execute(sql`
          insert into ${moderationAudit} (actor_id, actor_anon_id, subject_id, subject_anon_id, action, reason, report_id, chat_id, ends_at)
          select ${row.actorId}::uuid, ${row.actorAnonId}::text, ${row.subjectId}::uuid, ${row.subjectAnonId}::text,
            ${row.action}::text, ${row.reason}::text, ${row.reportId}::uuid, ${row.chatId}::uuid, null::timestamptz
          where not exists (
            select 1 from ${moderationAudit}
            where ${same} and actor_id = ${row.actorId} and action = ${row.action}
              and created_at > now() - make_interval(secs => ${withinMs / 1000}::double precision)
          )`);
      });
    },

    async read(): Promise<AuditLog> {
      const rows = await db.select().from(moderationAudit).orderBy(desc(moderationAudit.createdAt)).limit(ENTRIES_READ);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          moderator: r.actorAnonId,
          subject: r.subjectAnonId,
          action: r.action,
          chatId: r.chatId,
          reason: r.reason,
          endsAt: r.endsAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
