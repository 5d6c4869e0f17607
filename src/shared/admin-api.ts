/**
 * The admin wire contract: moderation lists, the overview and live updates. Every route behind it
 * checks the admin role on the server.
 */
import { z } from "zod";
import { ChatStatus, MatchStatus, MessageKind } from "./api.js";
import { keysetCursorField } from "./keyset-cursor.js";

/** The dashboard's tabs: Pending = still waiting for a match, Active = two people talking, Completed. */
export const AdminChatTab = z.enum(["pending", "active", "completed"]);
export type AdminChatTab = z.infer<typeof AdminChatTab>;

const BAD_CHATS_CURSOR = "This link to more chats is not valid. Load the chats again from the first page.";

export const AdminChatsQuery = z
  .object({
    status: AdminChatTab.default("active"),
    /** Only chats in crisis: a crisis notice stored since the match. */
    crisis: z.stringbool({ error: "crisis must be true or false." }).default(false),
    /** The `nextCursor` of the previous page. */
    cursor: keysetCursorField(BAD_CHATS_CURSOR),
  })
  .refine((query) => !query.cursor || query.cursor.list === query.status, {
    message: "This link to more chats belongs to another tab. Load the chats again from the first page.",
    path: ["cursor"],
  });

export const AdminChatCard = z.object({
  id: z.string().uuid(),
  themeId: z.string(),
  status: ChatStatus,
  matchStatus: MatchStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * When a second person arrived; null while waiting. Until then what the person says to the
   * room's persona is private: no last message, and moderators cannot join.
   */
  matchedAt: z.string().nullable(),
  /** Crisis language was written since the match (the chat holds a crisis notice). */
  inCrisis: z.boolean(),
  /** Decrypted on the server, for admins only; the kind says whether the content is words or catalogue ids. */
  lastMessage: z
    .object({ kind: MessageKind, content: z.string(), sender: z.string(), createdAt: z.string() })
    .nullable(),
  /** When the retention schedule deleted the chat's messages (ChatView's messagesDeletedAt); null while kept. */
  messagesDeletedAt: z.string().nullable().default(null),
});
export type AdminChatCard = z.infer<typeof AdminChatCard>;

export const AdminChatPage = z.object({ chats: z.array(AdminChatCard), nextCursor: z.string().nullable() });
export type AdminChatPage = z.infer<typeof AdminChatPage>;

export const AdminOverview = z.object({
  /** Chats started per day for the last 14 days, oldest first (YYYY-MM-DD, UTC). */
  chatsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  waiting: z.number().int(),
  active: z.number().int(),
  /** Median time from opening a waiting chat to its match, over the last 14 days; null without matches. */
  medianWaitMs: z.number().nullable(),
  averageRating: z.number().nullable(),
  /**
   * Times crisis mode opened over the last 14 days, by who noticed (the offline detector on one
   * message, the conversation window, the safety model, or a match opened in crisis support for a
   * crisis noticed while waiting), category and tier; most first. Never text.
   */
  crisisOpenings: z.array(
    z.object({
      detector: z.enum(["offline", "window", "model", "before-match"]),
      category: z.string(),
      tier: z.enum(["high", "moderate", "low"]),
      count: z.number().int(),
    }),
  ),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

export const AdminSuggestionList = z.object({
  suggestions: z.array(
    z.object({ id: z.string().uuid(), name: z.string(), description: z.string(), createdAt: z.string() }),
  ),
});
export type AdminSuggestionList = z.infer<typeof AdminSuggestionList>;

/** People on the waitlist, by e-mail: admins admit them. */
export const AdminWaitlist = z.object({
  people: z.array(z.object({ userId: z.string().uuid(), email: z.string(), createdAt: z.string() })),
});
export type AdminWaitlist = z.infer<typeof AdminWaitlist>;

export const UserIdParams = z.object({ userId: z.string().uuid("This user id is not valid.") });

/**
 * What /admin tells a signed-in person about their own access, decided on the server: an admin; an
 * e-mail listed for the role but not verified yet (verifying it grants the role); or not an admin.
 */
export const AdminStatus = z.object({ access: z.enum(["admin", "verify-email", "none"]) });
export type AdminStatus = z.infer<typeof AdminStatus>;
