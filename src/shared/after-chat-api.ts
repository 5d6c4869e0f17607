/**
 * The wire contract after a chat: the end-chat summary, the review, a report or a block, and
 * reconnect tokens with the reunions they open. Written once, here (the rest of the REST contract: api.ts).
 */
import { z } from "zod";
import { ChatView } from "./api.js";

export const FeedbackType = z.enum(["positive", "neutral", "negative"]);

export const ReviewBody = z.object({
  rating: z
    .number({ error: "Please provide a rating before submitting." })
    .int("A rating is a whole number of stars from 1 to 5.")
    .min(1, "A rating is a whole number of stars from 1 to 5.")
    .max(5, "A rating is a whole number of stars from 1 to 5."),
  feedbackType: FeedbackType.optional(),
  comment: z.string().trim().max(1_000, "A comment can be at most 1000 characters.").optional(),
});
export type ReviewBody = z.infer<typeof ReviewBody>;

/** Compassion points a rating gives the partner (PRODUCT.md §4: a 5 gives 1, a 4 gives 0.5). */
export function pointsForRating(rating: number): number {
  return rating >= 4.5 ? 1 : rating >= 4 ? 0.5 : 0;
}

export const REPORT_REASONS = [
  "Harassment or bullying",
  "Sexual or explicit content",
  "Hate or discrimination",
  "Spam or scam",
  "Made me feel unsafe",
  "They seem to be too young for Kindred",
  "They asked for my personal details",
  "Something else",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const ReportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: "Choose a reason for the report." }),
  note: z.string().trim().max(1_000, "A note can be at most 1000 characters.").optional(),
});
export type ReportBody = z.infer<typeof ReportBody>;

export const ChatSummary = z.object({
  chat: ChatView,
  /** From the first to the last message after the match, measured on the server. */
  durationMs: z.number(),
  canReview: z.boolean(),
  reviewed: z.boolean(),
  /**
   * Whether this person may still talk with the chat's Crisis Counselor (crisis mode opened in it and
   * it has ended: crisis/after-end.ts), so the page offers the way back to it, whoever ended the chat.
   */
  counselor: z.boolean(),
  reconnect: z.object({
    /** Whether this person may send a token for this chat (a partner they did not block). */
    offered: z.boolean(),
    sent: z.boolean(),
    newChatId: z.string().uuid().nullable(),
  }),
  /** Reporting and blocking the other person from the end-chat screen (src/shared/partner-reach.ts). */
  partner: z.object({
    /** Whether this person may still report or block them from this chat. */
    reachable: z.boolean(),
    /** Whether this person has reported them from this chat. */
    reported: z.boolean(),
    /** Whether this person has blocked them (from this chat or another). */
    blocked: z.boolean(),
  }),
});
export type ChatSummary = z.infer<typeof ChatSummary>;

/** The chat after a block, and whether this person had already reported the partner from it. */
export const BlockResult = z.object({ chat: ChatView, reported: z.boolean() });
export type BlockResult = z.infer<typeof BlockResult>;

export const ReconnectResult = z.object({
  status: z.enum(["pending", "matched"]),
  newChatId: z.string().uuid().nullable(),
  tokens: z.number(),
});
export type ReconnectResult = z.infer<typeof ReconnectResult>;

/** New chats opened by mutual reconnect tokens that are still open: shown on the landing page. */
export const Reunions = z.object({ chats: z.array(z.object({ chatId: z.string().uuid(), themeId: z.string() })) });
export type Reunions = z.infer<typeof Reunions>;
