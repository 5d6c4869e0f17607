/**
 * The chat rules shared by REST routes and socket handlers: matching, opening a room (with the
 * existing-room checks of PRODUCT.md §4), ending and cancelling. Every call starts from the server's viewer.
 */
import { and, eq, gt, or, sql } from "drizzle-orm";
import { anyOf } from "../db/any-of.js";
import type { ChatView, MatchBody } from "../../shared/api.js";
import type { BlockResult, ReportBody } from "../../shared/after-chat-api.js";
import { expiryCutoff } from "../../shared/limits.js";
import { findTheme } from "../../shared/themes.js";
import { requireAdult } from "../auth/age-gate.js";
import type { Viewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { createBatcher, type Settled } from "../db/batcher.js";
import { blocks, chats, profiles, reconnectRequests, reports } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import { consume, type Limiter } from "../rate-limit.js";
import type { AiService } from "../ai/service.js";
import type { ContentCipher } from "../messages/crypto.js";
import type { Metrics } from "../ops/metrics.js";
import type { ModeratorInChat } from "../moderation/moderator-in-chat.js";
import type { ChatEvents } from "../realtime/hub.js";
import { chatForViewer } from "./access.js";
import { cancelSearch, endChat, expireIfStale, markOwnerPresent } from "./lifecycle.js";
import { hasReported, partnerToReach } from "./partner-reach.js";
import { mergeReportNotes } from "./report-note.js";
import { findMatches, type MatchOutcome, type MatchSettings } from "./matching.js";
import { chatViewFor, seatOf, type ChatRow } from "./views.js";

export const WAITLISTED = "You're on the waitlist: Kindred is full for now. We'll let you in as soon as there is room.";

export const STILL_IN_CONVERSATION =
  "You're still in a conversation open in another tab or window. Go back to it, or end it there, before starting a new one.";

export interface ChatServiceDeps {
  db: Db;
  /** A report's note is what a person wrote: encrypted at rest like their messages. */
  cipher: ContentCipher;
  events: ChatEvents;
  matching: MatchSettings;
  ai: AiService;
  onError: (error: unknown) => void;
  metrics: Metrics;
  /** The rules' clock: a person's standing is judged at its time (moderation/standing.ts). */
  now: () => Date;
  /** Told of each report a person files (moderation decides whether it puts the reported on hold). */
  onReported?: (reportedId: string) => Promise<void>;
  /** Reports one person may file, per person. */
  reportLimit: Limiter;
  /** A moderator's ending of a chat, for the audit log (moderation/moderator-in-chat.ts). */
  moderatorInChat?: ModeratorInChat;
  /** Whether a page of the person's is on the chat now, on any instance (realtime/partner-presence.ts). */
  onChatPage: (chatId: string, userId: string) => Promise<boolean>;
  /** A chat just matched opens in crisis support for a crisis noticed before it (crisis-mode.ts openBeforeMatch). */
  crisisAtMatch: (chat: ChatRow) => Promise<void>;
}

/** Bounds one matching transaction; a larger burst is decided in several. */
const MAX_MATCH_BATCH = 500;

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService(deps: ChatServiceDeps) {
  const { db, cipher, events, matching, ai, onError, metrics, now, onReported, reportLimit, onChatPage } = deps;
  // Matchers wait for one global lock. Each instance sends one batch at a time: at most one of its
  // pooled connections waits for the lock, and what arrives meanwhile is decided together next.
  const matchTogether = createBatcher(
    async (asks: { viewer: Viewer; body: MatchBody }[]): Promise<Settled<MatchOutcome>[]> => {
      const ids = asks.map((ask) => ask.viewer.id);
      const waitlisted = new Set(
        (
          await db
            .select({ id: profiles.id })
            .from(profiles)
            .where(and(anyOf(profiles.id, ids), eq(profiles.waitlisted, true)))
        ).map((row) => row.id),
      );
      const admitted = asks.filter((ask) => !waitlisted.has(ask.viewer.id));
      const outcomes =
        admitted.length === 0
          ? []
          : await findMatches(
              db,
              admitted.map(({ viewer, body }) => ({
                userId: viewer.id,
                themeId: body.themeId,
                role: body.role,
                waitingChatId: body.waitingChatId,
              })),
              matching,
              now(),
            );
      let next = 0;
      return asks.map((ask) =>
        waitlisted.has(ask.viewer.id) ? { ok: false, error: new HttpError(403, WAITLISTED) } : outcomes[next++]!,
      );
    },
    { maxBatch: MAX_MATCH_BATCH },
  );
  /**
   * A conversation of the person's still open on a page of theirs. A search from elsewhere (a second
   * tab, a link) would leave it, and the partner, perhaps in crisis, would read that they had left
   * while their window was still open: the search is refused and the page joins the conversation.
   * A conversation whose window was closed is left by the search (match-decision.ts), as PRODUCT.md
   * §4 says; a reunion waiting to be joined is never left, so it does not count.
   */
  async function conversationOnPage(userId: string): Promise<string | null> {
    const open = await openConversationsOf(userId);
    if (open.length === 0) return null;
    const reunions = new Set(
      (
        await db
          .select({ id: reconnectRequests.newChatId })
          .from(reconnectRequests)
          .where(anyOf(reconnectRequests.newChatId, open))
      ).map((row) => row.id),
    );
    for (const id of open) if (!reunions.has(id) && (await onChatPage(id, userId))) return id;
    return null;
  }
  /**
   * The ids of each person's open conversations, for many searches in one statement: a burst of
   * searches (2,000 people at once) asked it one by one on the embedded database's one connection,
   * a statement a search before the matcher's batch, and paired a third as many a second.
   */
  const openConversationsOf = createBatcher(
    async (userIds: string[]): Promise<Settled<string[]>[]> => {
      const open = await db
        .select({ id: chats.id, p1: chats.participant1Id, p2: chats.participant2Id })
        .from(chats)
        .where(
          and(
            or(anyOf(chats.participant1Id, userIds), anyOf(chats.participant2Id, userIds)),
            eq(chats.status, "active"),
            eq(chats.matchStatus, "matched"),
            gt(chats.updatedAt, expiryCutoff(now())),
          ),
        );
      return userIds.map((userId) => ({
        ok: true,
        value: open.filter((chat) => chat.p1 === userId || chat.p2 === userId).map((chat) => chat.id),
      }));
    },
    { maxBatch: MAX_MATCH_BATCH },
  );

  return {
    async match(viewer: Viewer, body: MatchBody): Promise<ChatView> {
      requireAdult(viewer);
      if (!findTheme(body.themeId)) throw new HttpError(400, "There is no room with that theme.");
      // A waiting page's heartbeat names its chat: it began as a search this check let through.
      const onPage = body.waitingChatId ? null : await conversationOnPage(viewer.id);
      if (onPage) throw new HttpError(409, STILL_IN_CONVERSATION, "in-conversation", undefined, onPage);
      const outcome = await matchTogether({ viewer, body });
      // A tab still on a waiting chat this search replaced hears that it expired ("Chat room expired").
      for (const retired of outcome.retired) events.chatChanged(retired);
      if (outcome.matchedNow) {
        // Before either page hears of the match, so that the chat is in crisis support from its
        // first moment (crisis/before-match.ts). A failure must not cost the two their match.
        await deps.crisisAtMatch(outcome.chat).catch(onError);
        events.chatChanged(outcome.chat);
        metrics.matchWait.observe((outcome.chat.matchedAt!.getTime() - outcome.chat.createdAt.getTime()) / 1000);
      }
      if (outcome.createdNow) events.chatOpened(outcome.chat.id);
      // Joined in the same batch it was opened in: nobody is waiting to be greeted.
      if (outcome.createdNow && outcome.chat.matchStatus === "waiting") ai.greet(outcome.chat).catch(onError);
      return chatViewFor(outcome.chat, viewer.id);
    },

    /** The room as the viewer may see it now; a stale one expires on the way (PRODUCT.md §4). */
    async open(viewer: Viewer, chatId: string): Promise<{ row: ChatRow; view: ChatView }> {
      requireAdult(viewer);
      const found = await chatForViewer(db, chatId, viewer);
      const row = await expireIfStale(db, found);
      if (row !== found) events.chatChanged(row);
      if (row.matchStatus === "waiting" && seatOf(row, viewer.id) === "p1")
        await markOwnerPresent(db, viewer.id, row.id);
      return { row, view: chatViewFor(row, viewer.id) };
    },

    async end(viewer: Viewer, chatId: string): Promise<ChatView> {
      const chat = await chatForViewer(db, chatId, viewer);
      const ended = await endChat(db, chat, viewer.id);
      if (ended.status !== chat.status) {
        // Only when this call ended it: ending an ended chat again changes nothing.
        if (ended.endedBy === viewer.id) await deps.moderatorInChat?.(viewer, ended, "end_chat");
        events.chatChanged(ended);
      }
      return chatViewFor(ended, viewer.id);
    },

    /**
     * Blocks the partner: the chat ends (if it had not) and the matcher never pairs these two again.
     * Also after the chat ended (partner-reach.ts): the answer says whether this person has already
     * reported them from it, so that the page does not ask for that report again.
     */
    async block(viewer: Viewer, chatId: string): Promise<BlockResult> {
      const chat = await chatForViewer(db, chatId, viewer);
      const partnerId = partnerToReach(chat, viewer, now(), "block");
      // Blocking twice keeps the first block (and the chat it came from).
      await db
        .insert(blocks)
        .values({ blockerId: viewer.id, blockedId: partnerId, chatId: chat.id })
        .onConflictDoNothing();
      const ended = await endChat(db, chat, viewer.id);
      if (ended.status !== chat.status) events.chatChanged(ended);
      return { chat: chatViewFor(ended, viewer.id), reported: await hasReported(db, chat.id, viewer.id) };
    },

    /**
     * A report about the partner of a chat, for the moderators; the reporter stays anonymous to them.
     * Also after the chat ended: whoever was harassed may only find the words once the harasser has left.
     */
    async report(viewer: Viewer, chatId: string, body: ReportBody): Promise<void> {
      const chat = await chatForViewer(db, chatId, viewer);
      const reportedId = partnerToReach(chat, viewer, now(), "report");
      await consume(reportLimit, viewer.id, "reports");
      const note = body.note || null;
      // Reporting the same chat again while the first report is open updates it: one person's
      // reports cannot crowd others' out of the moderators' queue. The latest reason stands and no
      // note is lost (report-note.ts); the open report is read under a row lock, so that two
      // reports at once both keep their notes.
      await db.transaction(async (tx) => {
        const [open] = await tx
          .select({ note: reports.note })
          .from(reports)
          .where(and(eq(reports.chatId, chat.id), eq(reports.reporterId, viewer.id), eq(reports.status, "open")))
          .for("update");
        const merged = mergeReportNotes(open?.note ? cipher.decrypt(open.note) : null, note);
        const report = { reason: body.reason, note: merged === null ? null : cipher.encrypt(merged) };
        await tx
          .insert(reports)
          .values({ chatId: chat.id, reporterId: viewer.id, reportedId, ...report })
          .onConflictDoUpdate({
            target: [reports.chatId, reports.reporterId],
            targetWhere: sql`${reports.status} = 'open'`,
            set: report,
          });
      });
      await onReported?.(reportedId);
    },

    async cancel(viewer: Viewer, chatId: string): Promise<void> {
      const chat = await chatForViewer(db, chatId, viewer);
      await cancelSearch(db, chat, viewer.id);
    },
  };
}
