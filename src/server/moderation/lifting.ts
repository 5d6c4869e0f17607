/**
 * Lifting a suspension early or reversing a ban (routes.ts, admins only): the sanctions in force,
 * listed with the person's anonymous id only, and the lifting itself, with the moderator's reason in
 * the audit log. The person's standing is restored at once on every instance (StandingBook.changed
 * announces it), and their address stays barred from signing up only while another sanction on the
 * same mailbox (theirs, or another account's) still bars it.
 */
import { and, desc, eq } from "drizzle-orm";
import {
  LIFT_OWN_SANCTION,
  SANCTION_NOT_FOUND,
  SANCTION_NOT_IN_FORCE,
  type SanctionList,
} from "../../shared/sanctions-api.js";
import type { AddressBar } from "../account/barred-addresses.js";
import type { Viewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { sanctions } from "../db/schema.js";
import { forbidden, HttpError, notFound } from "../http-error.js";
import type { createAuditTrail } from "./audit-trail.js";
import { shutsOutAt, type StandingBook } from "./standing.js";

/** How many sanctions in force a moderator reads at once, newest first. */
const LISTED = 500;

const LIFTED_WHAT = { suspension: "Suspension lifted", ban: "Ban lifted" } as const;

export function createSanctionLifting(deps: {
  db: Db;
  trail: ReturnType<typeof createAuditTrail>;
  book: StandingBook;
  addressBar: AddressBar;
  now: () => Date;
}) {
  const { db, trail, book, addressBar, now } = deps;
  return {
    async list(): Promise<SanctionList> {
      const rows = await db
        .select()
        .from(sanctions)
        .where(shutsOutAt(now()))
        .orderBy(desc(sanctions.createdAt), desc(sanctions.id))
        .limit(LISTED);
      return {
        sanctions: rows.map((row) => ({
          id: row.id,
          kind: row.kind as "suspension" | "ban",
          person: trail.anonymousId(row.userId),
          reason: row.reason,
          endsAt: row.endsAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Lifts the sanction, or answers 409 when it is not in force (lifted already, a suspension that
     * has ended, or a warning or hold, which are not lifted here). One conditional statement decides,
     * so two moderators lifting at once lift once and write one audit entry; in the same transaction
     * the sanction's own bar on the address goes, and any other sanction's bar on it stays.
     */
    async lift(admin: Viewer, sanctionId: string, reason: string): Promise<void> {
      const [found] = await db.select().from(sanctions).where(eq(sanctions.id, sanctionId));
      if (!found) throw notFound(SANCTION_NOT_FOUND);
      // A moderator's own sanction is for another moderator to judge.
      if (found.userId === admin.id) throw forbidden(LIFT_OWN_SANCTION);
      const lifted = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(sanctions)
          .set({ liftedAt: now() })
          .where(and(eq(sanctions.id, sanctionId), shutsOutAt(now())))
          .returning();
        if (row) await addressBar.releaseFor(tx, row);
        return row;
      });
      if (!lifted) throw new HttpError(409, SANCTION_NOT_IN_FORCE);
      await trail.record({
        actor: admin,
        subjectId: lifted.userId,
        action: "lift",
        reason: `${LIFTED_WHAT[lifted.kind as "suspension" | "ban"]}: ${reason}`,
      });
      book.changed(lifted.userId);
    },
  };
}

export type SanctionLifting = ReturnType<typeof createSanctionLifting>;
