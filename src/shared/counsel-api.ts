/**
 * The Crisis Counselor after a chat in crisis support has ended (PRODUCT.md §10): the partner may
 * leave, block or be banned, but a person must never be cut off from the Counselor by that. Their
 * words go to the Counselor alone and its answer comes back to them alone; nothing is stored in
 * the chat or sent to the partner (src/server/crisis/after-end.ts decides who may ask).
 */
import { z } from "zod";
import { LIMITS } from "./limits.js";
import { SendMessageFields } from "./api.js";

/** A turn said since the chat ended, which the page keeps: the Counselor answers in its context. */
export const CounselTurn = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().min(1).max(LIMITS.messageMaxChars),
});
export type CounselTurn = z.infer<typeof CounselTurn>;

export const CounselBody = z.object({
  content: SendMessageFields.shape.content,
  /** The conversation with the Counselor since the chat ended, oldest first; only the last few count. */
  earlier: z.array(CounselTurn).max(LIMITS.aiHistory, `Send at most the last ${LIMITS.aiHistory} turns.`).default([]),
});
export type CounselBody = z.infer<typeof CounselBody>;

export const CounselReply = z.object({
  /** Who answers: the Crisis Counselor, as `ai:<Name>` like any persona's message. */
  sender: z.string().regex(/^ai:[A-Za-z ]{1,40}$/),
  content: z.string(),
});
export type CounselReply = z.infer<typeof CounselReply>;
