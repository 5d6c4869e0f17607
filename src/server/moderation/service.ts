/**
 * Moderators at work: the report queue, the reported conversation (decrypted here, for admins
 * only, and every reading logged), warn / suspend / ban / dismiss, the hold that several reports
 * put on a person, and the audit log. Routes check the admin role before calling any of it.
 */
import { and, countDistinct, desc, eq, gt, gte, isNotNull, isNull, not, sql } from "drizzle-orm";
import { underAgeHoldReason } from "../../shared/age.js";
import { REPORT_ALREADY_DECIDED, type ModerationAction, type ReportConversation } from "../../shared/moderation-api.js";
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
import {
  fileUnderAgeReport,
  isUnderAgeHold,
  isUnderAgeNote,
  isUnderAgeReport,
  notUnderAgeReport,
} from "./under-age-reports.js";

const DAY_MS = 86_400_000;
/** How much of the reported conversation a moderator reads: its last messages. */
export const CONVERSATION_TAIL = 30;
export const HOLD_REASON = "Reported by several people";
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

  /** The person's open holds: those several reports put on them, the under-age one, or both. */
  const openHolds = (userId: string, which: "reports" | "under-age" | "any") =>
    and(
      eq(sanctions.userId, userId),
      eq(sanctions.kind, "hold"),
      isNull(sanctions.liftedAt),
      which === "any" ? undefined : which === "under-age" ? isUnderAgeHold : not(isUnderAgeHold),
    );
  const liftHolds = async (userId: string, which: "reports" | "under-age" | "any") => {
    await db.update(sanctions).set({ liftedAt: now() }).where(openHolds(userId, which));
  };
  const isHeld = async (userId: string, which: "reports" | "under-age") =>
    (await db.select({ id: sanctions.id }).from(sanctions).where(openHolds(userId, which)).limit(1)).length > 0;

  /**
   * A decision about a person answers every open report about them, and ends the hold several reports
   * put on them. The under-age report and its hold are answered only by a decision on that report.
   */
  async function decideAbout(reportedId: string, status: "actioned" | "dismissed", underAge: boolean) {
    await db
      .update(reports)
      .set({ status, decidedAt: now() })
      .where(
        and(eq(reports.reportedId, reportedId), eq(reports.status, "open"), underAge ? undefined : notUnderAgeReport),
      );
    await liftHolds(reportedId, underAge ? "any" : "reports");
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
      return {
        messages: tail.reverse().map((m) => ({
          kind: m.kind,
          sender: senderOf(chat, m),
          content: cipher.decrypt(m.content),
          createdAt: m.createdAt.toISOString(),
        })),
        messagesDeletedAt: chat.messagesDeletedAt?.toISOString() ?? null,
      };
    },

    async act(admin: Viewer, reportId: string, action: ModerationAction): Promise<void> {
      const report = await reportById(reportId);
      if (!report.reportedId) throw new HttpError(409, REPORTED_GONE);
      const subjectId = report.reportedId;
      // One decision per report (its claim holds even when two moderators act at once): never stacked.
      if (report.status !== "open") throw new HttpError(409, REPORT_ALREADY_DECIDED);
      if (action.action === "dismiss") {
        if (!(await claimReport(db, reportId, "dismissed", now()))) throw new HttpError(409, REPORT_ALREADY_DECIDED);
        await audit({ actor: admin, subjectId, action: "dismiss", reason: report.reason, reportId });
        await this.reviewHold(subjectId);
        deps.book.changed(subjectId);
        return;
      }
      const at = now();
      const kind = { warn: "warning", suspend: "suspension", ban: "ban" } as const;
      const endsAt = action.action === "suspend" ? new Date(at.getTime() + action.days * DAY_MS) : null;
      await recordSanction(
        { userId: subjectId, kind: kind[action.action], reason: action.reason, endsAt, createdAt: at },
        reportId,
      );
      await decideAbout(subjectId, "actioned", isUnderAgeNote(report.note));
      await audit({ actor: admin, subjectId, action: action.action, reason: action.reason, reportId, endsAt });
      await applySanction(deps, subjectId, kind[action.action]);
    },

    /**
     * After a report: a person reported by `holdThreshold` different people within 24 hours is
     * held from new chats until a moderator decides (automatic reports have no reporter and do not count).
     */
    async reported(reportedId: string): Promise<void> {
      const since = new Date(now().getTime() - DAY_MS);
      const [row] = await db
        .select({ people: countDistinct(reports.reporterId) })
        .from(reports)
        .where(
          and(
            eq(reports.reportedId, reportedId),
            eq(reports.status, "open"),
            isNotNull(reports.reporterId),
            gte(reports.createdAt, since),
          ),
        );
      if (Number(row?.people ?? 0) < deps.holdThreshold) return;
      if (await isHeld(reportedId, "reports")) return;
      await recordSanction({ userId: reportedId, kind: "hold", reason: HOLD_REASON, createdAt: now() });
      await audit({ actor: null, subjectId: reportedId, action: "hold", reason: HOLD_REASON });
      await applySanction(deps, reportedId, "hold");
    },

    /**
     * A dismissal may leave too few open reports for a hold: then the hold several reports put on the
     * person ends. The under-age hold ends only once no under-age report about them is open.
     */
    async reviewHold(userId: string): Promise<void> {
      const [row] = await db
        .select({ people: countDistinct(reports.reporterId) })
        .from(reports)
        .where(and(eq(reports.reportedId, userId), eq(reports.status, "open"), isNotNull(reports.reporterId)));
      if (Number(row?.people ?? 0) < deps.holdThreshold) await liftHolds(userId, "reports");
      const [underAge] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.reportedId, userId), eq(reports.status, "open"), isUnderAgeReport))
        .limit(1);
      if (!underAge) await liftHolds(userId, "under-age");
    },

    /**
     * The writer of a message just delivered in `chat` said they are under `minimumAge`
     * (shared/stated-age.ts). Minors must not meet adults: they are held from new chats (a hold with
     * its own reason, which only a decision on this report lifts), a report is filed for the
     * moderators, and every open chat of theirs ends for both people with the neutral "This chat has
     * ended." The hold is recorded before any chat ends, so that the writer's page, reading its
     * standing when its chat ends, learns why. Once per chat and person: a retried message changes
     * nothing more.
     */
    async statedUnderAge(chat: ChatRow, userId: string, minimumAge: number): Promise<void> {
      await fileUnderAgeReport(db, chat.id, userId, minimumAge);
      if (!(await isHeld(userId, "under-age"))) {
        const reason = underAgeHoldReason(minimumAge);
        await recordSanction({ userId, kind: "hold", reason, createdAt: now() });
        await audit({ actor: null, subjectId: userId, action: "hold", reason });
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
