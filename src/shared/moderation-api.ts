/**
 * Moderation's wire contract: a person's standing (what a sanction lets them do), and the admins'
 * report queue and actions (sanctions in force and the audit log: sanctions-api.ts). Every rule behind
 * it is decided on the server.
 */
import { z } from "zod";
import { keysetCursorField } from "./keyset-cursor.js";
import { MessageKind } from "./api.js";

/** Why a moderator acted: the category a sanctioned person is shown. */
export const SANCTION_REASONS = [
  "Harassment or bullying",
  "Sexual or explicit content",
  "Hate or discrimination",
  "Spam or scam",
  "Sharing or asking for personal details",
  "Breaking the community guidelines",
  "Under the minimum age",
] as const;
export const SanctionReason = z.enum(SANCTION_REASONS, { error: "Choose a reason category." });
export type SanctionReason = z.infer<typeof SanctionReason>;

/**
 * A ban for this reason closes the account of someone a moderator judged under the minimum age: the
 * only decision about age besides dismissing the report (they are an adult). A warning or a
 * suspension says nothing about age, so neither may give it as its reason.
 */
export const UNDER_AGE_SANCTION_REASON = "Under the minimum age" satisfies SanctionReason;
export const AGE_IS_DECIDED_BY_A_BAN = `A warning or a suspension cannot be for being under the minimum age: it would let them back into chats. To close their account, ban them with the reason "${UNDER_AGE_SANCTION_REASON}".`;
/**
 * Why someone whose account was closed for age is refused; their page says it too, with the sign-up
 * refusal's last sentence and its youth lines. No blame.
 */
export const CLOSED_FOR_AGE =
  "Kindred is for adults only. A moderator read your chat and decided that you are under the minimum age, so your account has been closed and you can't chat here. You can still download or delete your data.";

/** Said when a moderator warns, suspends or bans for another reason on a report that someone is under age. */
export const UNDER_AGE_REPORT_DECIDED_BY_AGE = `This report says the person is under the minimum age, and only a decision about their age answers it. If you judge them an adult (a joke, a misreading), dismiss the report: that lifts the hold. If they are under age, ban them with the reason "${UNDER_AGE_SANCTION_REASON}", which closes their account.`;

/**
 * clear: may chat. warned: must acknowledge the warning before the next chat. held: reported by
 * several people, no new chats until a moderator decides. suspended (until endsAt) and banned: no
 * chats, messages or reconnect tokens at all.
 */
/** The reason of the hold several people's reports put on a person (server/moderation/holds.ts); the page says so. */
export const REPORTS_HOLD_REASON = "Reported by several people";

export const StandingState = z.enum(["clear", "warned", "held", "suspended", "banned"]);
export type StandingState = z.infer<typeof StandingState>;

export const Standing = z.object({
  state: StandingState,
  reason: z.string().nullable(),
  /** When a suspension ends (ISO); null otherwise. */
  endsAt: z.string().nullable(),
});
export type Standing = z.infer<typeof Standing>;

/**
 * How long after their own words posted the urgent crisis line a shut-out person's notice keeps its
 * emergency wording. The line tells of an act done or under way, or the means at hand; an overdose's
 * harm can take a day to show, and a sanction often follows within hours, so a day covers the time
 * the words "call your local emergency number now" may still be what they need. Past it, they would
 * speak of a danger long gone: the help lines stay one tap away instead.
 */
export const URGENT_NOTICE_HOURS = 24;

/**
 * A person's standing as GET /api/me/standing answers it. A suspended or banned person keeps the
 * Crisis Counselor of one chat (server/crisis/after-end.ts): `counselChatId` is the chat whose
 * Counselor their notice offers, the only one the server lets them reach; null when they have none,
 * and for anyone not shut out (their chats offer the Counselor themselves).
 */
export const StandingReply = Standing.extend({
  counselChatId: z.string().uuid().nullable(),
  /**
   * Their own words posted the urgent crisis line (CRISIS_URGENT_MESSAGE) in that chat within the
   * last URGENT_NOTICE_HOURS: the notice says to call the emergency number now, with the help lines
   * open, as the chat did. False for anyone not shut out, and once the window has passed.
   */
  urgentCrisis: z.boolean().default(false),
});
export type StandingReply = z.infer<typeof StandingReply>;

export const ReportStatus = z.enum(["open", "actioned", "dismissed"]);
export type ReportStatus = z.infer<typeof ReportStatus>;

/** How many reports one page of the queue holds, unless the moderator asks for another size. */
export const REPORT_PAGE_SIZE = 50;
export const MAX_REPORT_PAGE_SIZE = 200;
export const BAD_REPORT_CURSOR = "This link to more reports is not valid. Load the reports again from the first page.";
export const REPORT_CURSOR_OF_ANOTHER_STATUS =
  "This link to more reports belongs to another list of reports. Load the reports again from the first page.";

export const ReportQueueQuery = z
  .object({
    status: ReportStatus.default("open"),
    /** The `nextCursor` of the previous page; without it, the first page. */
    cursor: keysetCursorField(BAD_REPORT_CURSOR),
    /** How many reports a page holds: 1 to 200, 50 unless given. */
    limit: z
      .string()
      .regex(/^\d{1,3}$/, `Ask for 1 to ${MAX_REPORT_PAGE_SIZE} reports a page.`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, `Ask for 1 to ${MAX_REPORT_PAGE_SIZE} reports a page.`)
          .max(MAX_REPORT_PAGE_SIZE, `Ask for 1 to ${MAX_REPORT_PAGE_SIZE} reports a page.`),
      )
      .default(REPORT_PAGE_SIZE),
  })
  .refine((query) => !query.cursor || query.cursor.list === query.status, {
    message: REPORT_CURSOR_OF_ANOTHER_STATUS,
    path: ["cursor"],
  });

export const SameChatReport = z.object({
  id: z.string().uuid(),
  status: ReportStatus,
  reason: z.string(),
  /** null: filed by Kindred itself. */
  reporter: z.string().nullable(),
  reported: z.string().nullable(),
});
export type SameChatReport = z.infer<typeof SameChatReport>;

/** People appear as short anonymous ids (a keyed hash): never an e-mail, never an account id. */
export const QueuedReport = z.object({
  id: z.string().uuid(),
  status: ReportStatus,
  reason: z.string(),
  note: z.string().nullable(),
  /** null: filed by Kindred itself (an automatic report). */
  reporter: z.string().nullable(),
  reported: z.string().nullable(),
  /** The reported person's standing now, so the moderator sees what is already in force. */
  reportedStanding: StandingState.nullable(),
  chatId: z.string().uuid().nullable(),
  createdAt: z.string(),
  /**
   * Kindred's report that the person said they are under age: only dismissing it or a ban for
   * UNDER_AGE_SANCTION_REASON decides it (the server refuses anything else).
   */
  aboutAge: z.boolean().default(false),
  /** The reason category the report's reason points to, which the moderator's picker starts at; null: none fits. */
  suggestedReason: SanctionReason.nullable().default(null),
  /** The other reports on the same chat (either person, any status), so that a moderator sees both sides. */
  sameChat: z.array(SameChatReport).default([]),
  /**
   * Crisis support opened in this chat on the reported person's words: the strongest tier, and
   * whether one of their lines was the urgent one (unknown once the chat's messages are deleted:
   * false then); null when it never did. Never the words.
   */
  reportedCrisis: z
    .object({ tier: z.enum(["high", "moderate", "low"]), urgent: z.boolean() })
    .nullable()
    .default(null),
  /** Kindred refused a message of the reporter's in this chat as urging the reported person to harm themselves. */
  reporterUrged: z.boolean().default(false),
});
export type QueuedReport = z.infer<typeof QueuedReport>;
/**
 * One page of the queue: open reports oldest first, decided ones newest first. `nextCursor` asks
 * for the page after this one (null on the last page); `total` counts every report of the status.
 */
export const ReportQueue = z.object({
  reports: z.array(QueuedReport),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
});
export type ReportQueue = z.infer<typeof ReportQueue>;

export const ReportIdParams = z.object({ reportId: z.string().uuid("This report id is not valid.") });

/**
 * The reported conversation's last messages, seats only ("p1"/"p2"), decrypted for admins, with the
 * undelivered messages Kindred kept in their place: `refused` (urging a partner in crisis, a sexual
 * advance) or `held` (the personal-details warning held it and the sender never confirmed it).
 */
export const ReportConversation = z.object({
  messages: z.array(
    z.object({
      kind: MessageKind,
      sender: z.string(),
      content: z.string(),
      createdAt: z.string(),
      refused: z.boolean().optional(),
      held: z.boolean().optional(),
    }),
  ),
  /** When the retention schedule deleted the chat's messages (ChatView's messagesDeletedAt); null while kept. */
  messagesDeletedAt: z.string().nullable().default(null),
});
export type ReportConversation = z.infer<typeof ReportConversation>;

export const MAX_SUSPENSION_DAYS = 365;

export const ModerationAction = z
  .discriminatedUnion(
    "action",
    [
      z.object({ action: z.literal("warn"), reason: SanctionReason }),
      z.object({
        action: z.literal("suspend"),
        reason: SanctionReason,
        days: z
          .number({ error: "Give the number of days." })
          .int("Give a whole number of days.")
          .min(1, "A suspension lasts at least 1 day.")
          .max(MAX_SUSPENSION_DAYS, `A suspension lasts at most ${MAX_SUSPENSION_DAYS} days; ban instead.`),
      }),
      z.object({ action: z.literal("ban"), reason: SanctionReason }),
      z.object({ action: z.literal("dismiss") }),
    ],
    { error: "Choose warn, suspend, ban or dismiss." },
  )
  .refine(
    (action) => action.action === "ban" || action.action === "dismiss" || action.reason !== UNDER_AGE_SANCTION_REASON,
    {
      message: AGE_IS_DECIDED_BY_A_BAN,
      path: ["reason"],
    },
  );
export type ModerationAction = z.infer<typeof ModerationAction>;

/**
 * Said when a moderator acts on a report already decided: one decision per report. To go further, a
 * moderator acts on a newer report about the person, or lifts what is in force (Sanctions).
 */
export const REPORT_ALREADY_DECIDED =
  "This report has already been decided, so it cannot be acted on again. To go further, act on a newer open report about this person; to undo a suspension or a ban, lift it under Sanctions.";
