/**
 * The moderation audit log: every reading of a reported conversation, every action and every
 * automatic hold, written as it happens and read by admins. People appear in it under a short,
 * stable, anonymous name, never their id.
 */
import { createHmac } from "node:crypto";
import { desc } from "drizzle-orm";
import type { AuditLog } from "../../shared/moderation-api.js";
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
  endsAt?: Date | null;
}

/** How many of the latest entries an admin reads. */
const ENTRIES_READ = 500;

export function createAuditTrail(db: Db, secret: string) {
  /** A short, stable, anonymous name for a person: the first 8 hex of a keyed hash of their id. */
  const anonymousId = (userId: string) =>
    createHmac("sha256", secret).update(`kindred-moderation:${userId}`).digest("hex").slice(0, 8);

  return {
    anonymousId,

    async record(entry: AuditEntry): Promise<void> {
      await db.insert(moderationAudit).values({
        actorId: entry.actor?.id ?? null,
        actorAnonId: entry.actor ? anonymousId(entry.actor.id) : "Kindred",
        subjectId: entry.subjectId,
        subjectAnonId: entry.subjectId ? anonymousId(entry.subjectId) : null,
        action: entry.action,
        reason: entry.reason,
        reportId: entry.reportId ?? null,
        endsAt: entry.endsAt ?? null,
        // The database's own time: the log says when things really happened, whatever the rules' clock.
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
          reason: r.reason,
          endsAt: r.endsAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
