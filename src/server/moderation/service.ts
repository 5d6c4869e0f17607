/**
 * Moderators at work: the report queue, the reported conversation (decrypted here, for admins
 * only, and every reading logged), warn / suspend / ban / dismiss, the holds Kindred puts on a
 * person until a moderator decides (holds.ts), and the audit log. Routes check the admin role
 * before calling any of it.
 */
import { and, desc, eq, gt, isNull, not, sql } from "drizzle-orm";
import { underAgeHoldReason } from "../../shared/age.js";
import {
  REPORT_ALREADY_DECIDED,
  UNDER_AGE_REPORT_DECIDED_BY_AGE,
  UNDER_AGE_SANCTION_REASON,
  type ModerationAction,
  type ReportConversation,
} from "../../shared/moderation-api.js";
import type { AddressBar } from "../account/barred-addresses.js";
import type { Viewer } from "../auth/viewer.js";
import { MATCH_LOCK } from "../chats/matching.js";
import { firstReadableSeq, senderOf, type ChatRow } from "../chats/views.js";
import { chats, messages, reports, sanctions } from "../db/schema.js";
import { HttpError, notFound } from "../http-error.js";
import type { ContentCipher } from "../messages/crypto.js";
import { createAuditTrail } from "./audit-trail.js";
import { applySanction, type EffectDeps } from "./effects.js";
import { createSanctionLifting } from "./lifting.js";
import { claimReport, readReportQueue, type ReportQueueQuery } from "./report-queue.js";
import { refusedIn, withRefused } from "./refused-messages.js";
import { decidedOnThemselves, HOLD_REASON, heldFor, openReporters, reviewHolds } from "./holds.js";
import { filePartnerReport, PARTNER_HOLD_REASON, partnerOf, partnerReportOpen } from "./partner-reports.js";
import { fileUnderAgeReport, isUnderAgeRow } from "./under-age-reports.js";

const DAY_MS = 86_400_000;
/** How much of the reported conversation a moderator reads: its last messages. */
export const CONVERSATION_TAIL = 30;
export const REPORT_NOT_FOUND = "This report could not be found.";
export const REPORTED_GONE = "The reported person has deleted their account, so there is nobody to act on.";

export type ModerationService = ReturnType<typeof createModerationService>;

export function createModerationService(
  deps: EffectDeps & {
    cipher: ContentCipher;
    secret: string;
    now: () => Date;
    holdThreshold: number;
    addressBar: AddressBar;
  },
) {
  const { db, cipher, now } = deps;
  const trail = createAuditTrail(db, deps.secret);
  const { anonymousId } = trail;
  const audit = trail.record;

  async function reportById(reportId: string) {
    const [report] = await db.select().from(reports).where(eq(reports.id, reportId));
    if (!report) throw notFound(REPORT_NOT_FOUND);
    return report;
  }

  /**
   * Records a sanction holding the matcher's lock (chats/matching.ts): a batch of matches or a
   * reunion (reconnect/service.ts) that is deciding now finishes first, and the sanction's effects
   * then find the chats it made; every later one reads the sanction and starts no chat with the person.
   * A suspension or a ban bars the person's address from signing up again for as long as it lasts.
   */
  async function recordSanction(values: typeof sanctions.$inferInsert, onReport?: string) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MATCH_LOCK})`);
      // One decision per report: of two moderators acting on it at once, the second is refused.
      if (onReport && !(await claimReport(tx, onReport, "actioned", now())))
        throw new HttpError(409, REPORT_ALREADY_DECIDED);
      const [sanction] = await tx.insert(sanctions).values(values).returning();
      if (sanction!.kind === "suspension" || sanction!.kind === "ban") await deps.addressBar.barFor(tx, sanction!);
    });
  }

  /**
   * Holds the person for `reason` unless a hold for it stands (decided under the matcher's lock, so
   * two callers at once record one), with its audit entry; true when this call recorded it.
   */
  async function holdOnce(userId: string, reason: string): Promise<boolean> {
    const recorded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MATCH_LOCK})`);
      if (await heldFor(tx, userId, reason)) return false;
      await tx.insert(sanctions).values({ userId, kind: "hold", reason, createdAt: now() });
      return true;
    });
    if (recorded) await audit({ actor: null, subjectId: userId, action: "hold", reason });
    return recorded;
  }

  /**
   * A decision about a person answers every open report about them but those decided only on
   * themselves (holds.ts); a decision about age (a ban for UNDER_AGE_SANCTION_REASON) answers the
   * under-age ones too. Then each hold whose reports are no longer open ends.
   */
  async function decideAbout(reportedId: string, aboutAge: boolean) {
    const kept = decidedOnThemselves(aboutAge);
    await db
      .update(reports)
      .set({ status: "actioned", decidedAt: now() })
      .where(and(eq(reports.reportedId, reportedId), eq(reports.status, "open"), ...kept.map((report) => not(report))));
    await reviewHolds(db, reportedId, deps.holdThreshold, now());
  }

  return {
    anonymousId,

    /** The suspensions and bans in force, and lifting one. */
    lifting: createSanctionLifting({ db, trail, book: deps.book, addressBar: deps.addressBar, now }),

    /** One page of the report queue (report-queue.ts). */
    queue: (query: ReportQueueQuery) => readReportQueue(db, cipher, anonymousId, now(), query),

    /** The reported chat's last messages; the reading itself goes into the audit log first. */
    async conversation(admin: Viewer, reportId: string): Promise<ReportConversation> {
      const report = await reportById(reportId);
      const [chat] = report.chatId ? await db.select().from(chats).where(eq(chats.id, report.chatId)) : [];
      // Moderators read from the match on, as the partner does (firstReadableSeq): never the waiting
      // person's words to the room's persona, and nothing of a chat nobody was matched into.
      if (!chat || chat.matchedAt === null) return { messages: [], messagesDeletedAt: null };
      await audit({
        actor: admin,
        subjectId: report.reportedId,
        action: "read_conversation",
        reason: report.reason,
        reportId,
      });
      const tail = await db
        .select()
        .from(messages)
        .where(and(eq(messages.chatId, chat.id), gt(messages.seq, firstReadableSeq(chat, admin.id))))
        .orderBy(desc(messages.seq))
        .limit(CONVERSATION_TAIL);
      const delivered = tail.reverse().map((m) => ({
        kind: m.kind,
        sender: senderOf(chat, m),
        content: cipher.decrypt(m.content),
        createdAt: m.createdAt.toISOString(),
      }));
      // The whole conversation when the tail is all of it, else from the tail's first message on.
      const since = tail.length === CONVERSATION_TAIL ? tail[0]!.createdAt : undefined;
      return {
        messages: withRefused(delivered, await refusedIn(db, cipher, chat.id, since)),
        messagesDeletedAt: chat.messagesDeletedAt?.toISOString() ?? null,
      };
    },

    /**
     * Dismissal decides the one report; warn, suspend and ban decide about the person (decideAbout).
     * A report that someone is under age is answered only by a decision about age: dismissing it
     * (an adult) or a ban for UNDER_AGE_SANCTION_REASON; anything else is refused and the hold stays.
     */
    async act(admin: Viewer, reportId: string, action: ModerationAction): Promise<void> {
      const report = await reportById(reportId);
      if (!report.reportedId) throw new HttpError(409, REPORTED_GONE);
      const subjectId = report.reportedId;
      // One decision per report (its claim holds even when two moderators act at once): never stacked.
      if (report.status !== "open") throw new HttpError(409, REPORT_ALREADY_DECIDED);
      if (action.action === "dismiss") {
        if (!(await claimReport(db, reportId, "dismissed", now()))) throw new HttpError(409, REPORT_ALREADY_DECIDED);
        await audit({ actor: admin, subjectId, action: "dismiss", reason: report.reason, reportId });
        await reviewHolds(db, subjectId, deps.holdThreshold, now());
        deps.book.changed(subjectId);
        return;
      }
      const aboutAge = action.action === "ban" && action.reason === UNDER_AGE_SANCTION_REASON;
      if (isUnderAgeRow(report) && !aboutAge) throw new HttpError(422, UNDER_AGE_REPORT_DECIDED_BY_AGE);
      const at = now();
      const kind = { warn: "warning", suspend: "suspension", ban: "ban" } as const;
      const endsAt = action.action === "suspend" ? new Date(at.getTime() + action.days * DAY_MS) : null;
      await recordSanction(
        { userId: subjectId, kind: kind[action.action], reason: action.reason, endsAt, createdAt: at },
        reportId,
      );
      await decideAbout(subjectId, aboutAge);
      await audit({ actor: admin, subjectId, action: action.action, reason: action.reason, reportId, endsAt });
      await applySanction(deps, subjectId, kind[action.action]);
    },

    /**
     * After a report: a person reported by `holdThreshold` different people within 24 hours is
     * held from new chats until a moderator decides (automatic reports have no reporter and do not count).
     */
    async reported(reportedId: string): Promise<void> {
      const since = new Date(now().getTime() - DAY_MS);
      if ((await openReporters(db, reportedId, since)) < deps.holdThreshold) return;
      if (await holdOnce(reportedId, HOLD_REASON)) await applySanction(deps, reportedId, "hold");
    },

    /**
     * The writer of a message just delivered in `chat` said they are under `minimumAge`
     * (shared/stated-age.ts). Minors must not meet adults: they are held from new chats (a hold with
     * its own reason, which only a decision on this report lifts), a report is filed for the
     * moderators, and every open chat of theirs ends for both people with the neutral "This chat has
     * ended." Their partner, if they sent or asked for personal details in the chat, is reported and
     * held too (partner-reports.ts). The holds are recorded before any chat ends, so that the writer's page, reading its
     * standing when its chat ends, learns why. Once per chat and person: a retried message changes
     * nothing more.
     */
    async statedUnderAge(chat: ChatRow, userId: string, minimumAge: number): Promise<void> {
      const partnerId = partnerOf(chat, userId);
      await fileUnderAgeReport(db, chat.id, userId, minimumAge, async (tx) => {
        if (partnerId) await filePartnerReport(tx, cipher, chat.id, partnerId, minimumAge);
      });
      await holdOnce(userId, underAgeHoldReason(minimumAge));
      // Before the chat ends, which would let the partner search again at once.
      if (partnerId && (await partnerReportOpen(db, chat.id, partnerId))) {
        await holdOnce(partnerId, PARTNER_HOLD_REASON);
        await applySanction(deps, partnerId, "hold");
      }
      await applySanction(deps, userId, "under-age hold");
    },

    auditLog: trail.read,

    /** The person read their warning: they may start chats again (unless something else stands). */
    async acknowledge(viewer: Viewer): Promise<void> {
      await db
        .update(sanctions)
        .set({ acknowledgedAt: now() })
        .where(and(eq(sanctions.userId, viewer.id), eq(sanctions.kind, "warning"), isNull(sanctions.acknowledgedAt)));
      deps.book.changed(viewer.id);
    },
  };
}
