/**
 * The wire contract of a person's own data: "Download my data" (GET /api/me/export) and
 * "Delete account" (DELETE /api/me). Both always act on the signed-in person; no route takes an id.
 */
import { z } from "zod";
import { FeedbackType } from "./after-chat-api.js";
import { ChatRole, ChatStatus, MatchStatus, MessageKind, Sender } from "./api.js";
import { LIMITS } from "./limits.js";

const Timestamp = z.string();

export const ExportedMessage = z.object({
  seq: z.number().int(),
  kind: MessageKind,
  /** As both people saw it: p1/p2 (see the chat's `you`), system, admin or ai:<Name>. Never an account. */
  sender: Sender,
  content: z.string(),
  createdAt: Timestamp,
});

export const ExportedChat = z.object({
  id: z.string().uuid(),
  themeId: z.string(),
  status: ChatStatus,
  matchStatus: MatchStatus,
  /** The seat the person held, so they can tell their own messages from their partner's. */
  you: z.enum(["p1", "p2"]),
  yourRole: ChatRole,
  partnerRole: ChatRole.nullable(),
  createdAt: Timestamp,
  matchedAt: Timestamp.nullable(),
  endedAt: Timestamp.nullable(),
  messages: z.array(ExportedMessage),
  /**
   * The person's own messages Kindred did not deliver and kept for the moderators: refused (urging a
   * partner in crisis, a sexual advance) or held by the personal-details warning and never confirmed.
   */
  undelivered: z
    .array(z.object({ kind: z.enum(["refused", "held"]), content: z.string(), createdAt: Timestamp }))
    .default([]),
});
export type ExportedChat = z.infer<typeof ExportedChat>;

/** Everything Kindred holds about the person, with message text decrypted and no other person's identity. */
export const DataExport = z.object({
  exportedAt: Timestamp,
  account: z.object({
    id: z.string().uuid(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
  profile: z
    .object({
      role: ChatRole,
      waitlisted: z.boolean(),
      compassionPoints: z.number(),
      /** When they answered the age question as an adult (the date of birth itself is not kept). */
      adultConfirmedAt: Timestamp.nullable(),
      createdAt: Timestamp,
    })
    .nullable(),
  tokens: z.object({ balance: z.number().int(), updatedAt: Timestamp }).nullable(),
  /** Signed-in devices. The session token itself is a credential and never leaves the server. */
  sessions: z.array(
    z.object({
      createdAt: Timestamp,
      expiresAt: Timestamp,
      userAgent: z.string().nullable(),
      ipAddress: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
  chats: z.array(ExportedChat),
  /** What the person wrote as a moderator in other people's chats. */
  moderatorMessages: z.array(ExportedMessage.extend({ chatId: z.string().uuid() })),
  reviews: z.array(
    z.object({
      chatId: z.string().uuid(),
      rating: z.number().int(),
      feedbackType: FeedbackType.nullable(),
      comment: z.string().nullable(),
      createdAt: Timestamp,
    }),
  ),
  reports: z.array(
    z.object({
      chatId: z.string().uuid().nullable(),
      reason: z.string(),
      note: z.string().nullable(),
      createdAt: Timestamp,
    }),
  ),
  /** Chats in which the person blocked their partner (who it was stays out of the file). */
  blocks: z.array(z.object({ chatId: z.string().uuid().nullable(), createdAt: Timestamp })),
  /** Messages sent after the personal-details warning: which chat, which kinds, when (the text is in the chat). */
  personalDetailShares: z.array(z.object({ chatId: z.string().uuid(), kinds: z.string(), createdAt: Timestamp })),
  /** When crisis support opened on the person's words: which detector, the category and tier. */
  crisisOpenings: z.array(
    z.object({
      chatId: z.string().uuid().nullable(),
      detector: z.string(),
      category: z.string(),
      tier: z.string(),
      createdAt: Timestamp,
    }),
  ),
  themeSuggestions: z.array(z.object({ name: z.string(), description: z.string(), createdAt: Timestamp })),
  reconnectTokens: z.array(
    z.object({
      chatId: z.string().uuid(),
      status: z.enum(["pending", "matched", "refunded"]),
      newChatId: z.string().uuid().nullable(),
      createdAt: Timestamp,
      expiresAt: Timestamp,
    }),
  ),
  /** E-mails Kindred sent the person (subjects only: their links were one-time credentials). */
  emails: z.array(z.object({ subject: z.string(), createdAt: Timestamp })),
});
export type DataExport = z.infer<typeof DataExport>;

/** The file name the export is saved under, e.g. kindred-data-2025-03-01.json. */
export const exportFileName = (at: Date) => `kindred-data-${at.toISOString().slice(0, 10)}.json`;

const PASSWORD_NEEDED = "Please enter your password to delete your account.";

/** Deleting an account asks for the password again, so that a borrowed or stolen session cannot do it. */
export const DeleteAccountBody = z.object({
  password: z
    .string({ error: PASSWORD_NEEDED })
    .min(1, PASSWORD_NEEDED)
    .max(LIMITS.password.max, "That password is too long."),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
