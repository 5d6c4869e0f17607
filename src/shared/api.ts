/**
 * The REST wire contract: request bodies and replies, parsed by the server on the way in
 * and by the client on the way back. Written once, here.
 */
import { z } from "zod";
import { LIMITS } from "./limits.js";
import { PERSONAL_DETAIL_KINDS, type MessageCaution as MessageCautionKind } from "./personal-details-text.js";
import { REACTION_IDS, type ReactionId } from "./reactions.js";
import { unstorableText } from "./stored-text.js";
import { VIBE_IDS, type VibeId } from "./vibes.js";

export const ChatRole = z.enum(["talk", "listen", "both"]);
export type ChatRole = z.infer<typeof ChatRole>;

/**
 * Refusals the page answers with a step of its own, not just the sentence: personal details sent
 * unconfirmed (the warning), a member not yet asked their age (the question), an answer under the
 * minimum age (youth support lines), and a sign-in before verifying the address (a new link offered).
 */
export const RefusalCode = z.enum([
  "personal-details",
  "age-unconfirmed",
  "under-age",
  "email-unverified",
  "in-conversation",
]);
export type RefusalCode = z.infer<typeof RefusalCode>;

/** A personal detail as the guard found it (personal-details-text.ts): its kind and the words. */
export const PersonalDetail = z.object({ kind: z.enum(PERSONAL_DETAIL_KINDS), text: z.string() });

/**
 * A refusal: the sentence a person reads, and the code when the page takes a step of its own. A
 * personal-details refusal also names what the server found (`found`), so that the page opens the
 * same warning the message box opens for what it finds itself. A search refused because the person
 * is still in a conversation open on another page of theirs names it (`chatId`): the page joins it.
 */
export const ApiError = z.object({
  error: z.string(),
  code: RefusalCode.optional(),
  found: z.array(PersonalDetail).optional(),
  chatId: z.string().uuid().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** The refusal of a message whose personal details the sender has not confirmed (REST or socket). */
export const PersonalDetailsRefused = z.object({
  code: z.literal("personal-details"),
  found: z.array(PersonalDetail).min(1),
});

export const Me = z.object({
  user: z.object({ id: z.string().uuid(), email: z.string(), emailVerified: z.boolean() }),
  role: z.enum(["member", "admin"]),
  tokens: z.number(),
  profile: z.object({
    role: ChatRole,
    waitlisted: z.boolean(),
    compassionPoints: z.number(),
    /** Whether the person has told Kindred they are old enough; until then they are asked before chatting. */
    adultConfirmed: z.boolean(),
  }),
});
export type Me = z.infer<typeof Me>;

/** Who is here: the signed-in person, or null for a visitor — an answer, not an error (GET /api/session). */
export const Session = z.object({ me: Me.nullable() });

export const ThemeSuggestionBody = z.object({
  name: z
    .string({ error: "Both theme name and description are required." })
    .trim()
    .min(1, "Both theme name and description are required.")
    .max(LIMITS.suggestion.nameMax, `A theme name can be at most ${LIMITS.suggestion.nameMax} characters.`),
  description: z
    .string({ error: "Both theme name and description are required." })
    .trim()
    .min(1, "Both theme name and description are required.")
    .max(
      LIMITS.suggestion.descriptionMax,
      `A description can be at most ${LIMITS.suggestion.descriptionMax} characters.`,
    ),
});
export type ThemeSuggestionBody = z.infer<typeof ThemeSuggestionBody>;

export const ThemeSuggestionCreated = z.object({ id: z.string().uuid() });

export const EarlyAccess = z.object({
  profiles: z.number().int(),
  /** 0 means no limit. */
  limit: z.number().int(),
  open: z.boolean(),
  /** MINIMUM_AGE, which the community guidelines state: configuration a prerendered page cannot know. */
  minimumAge: z.number().int(),
  /** CHAT_RETENTION_DAYS, which the privacy page states; null: chats' messages are not deleted on a schedule. */
  chatRetentionDays: z.number().int().nullable(),
});
export type EarlyAccess = z.infer<typeof EarlyAccess>;

export const ProfileRoleBody = z.object({ role: ChatRole });

/** The body of a POST that takes nothing: none, or an object whose fields are not read. */
export const EmptyBody = z.object({}).optional();

/* ---------- Chats and messages ---------- */

export const ChatStatus = z.enum(["active", "completed", "pending"]);
export const MatchStatus = z.enum(["waiting", "matched", "expired", "inactive"]);

/**
 * Who wrote a message, as both people see it: the two participants are "p1" and "p2" (never an
 * account id or e-mail), "system", "admin" for a moderator, or "ai:<Name>" for a persona.
 */
export const Sender = z.union([z.enum(["p1", "p2", "system", "admin"]), z.string().regex(/^ai:[A-Za-z ]{1,40}$/)]);
export type Sender = z.infer<typeof Sender>;

export const MessageKind = z.enum(["text", "vibe", "reaction", "system"]);
export type MessageKind = z.infer<typeof MessageKind>;

/**
 * A caution the receiver sees with a message its sender sent after the personal-details warning:
 * "details" where it gives contact details, "request" where it asks for them or for something
 * personal (personal-details-text.ts has the words). Decided on the server, never by the page.
 */
export const MessageCaution = z.enum(["details", "request"] as const satisfies readonly MessageCautionKind[]);

export const MessageView = z.object({
  id: z.string().uuid(),
  chatId: z.string().uuid(),
  seq: z.number().int(),
  kind: MessageKind,
  content: z.string(),
  sender: Sender,
  clientId: z.string().nullable(),
  createdAt: z.string(),
  caution: MessageCaution.optional(),
});
export type MessageView = z.infer<typeof MessageView>;

export const ChatView = z.object({
  id: z.string().uuid(),
  themeId: z.string(),
  status: ChatStatus,
  matchStatus: MatchStatus,
  /** Which seat the viewer holds; "admin" for a moderator who joined. */
  you: z.enum(["p1", "p2", "admin"]),
  /** The role the viewer chose at check-in (talk, listen, both). */
  yourRole: ChatRole,
  partnerRole: ChatRole.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  matchedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /**
   * Who ended the chat, as the viewer knows them, so the UI can say so: they themselves (in another
   * tab, or by blocking), the other person, or a moderator; null while open or when it expired.
   */
  /** closed: Kindred ended it for safety reasons it does not name. */
  endedBy: z.enum(["you", "partner", "moderator", "closed"]).nullable(),
  /**
   * When the retention schedule deleted the chat's messages (CHAT_RETENTION_DAYS), so that the page
   * says so instead of showing an empty chat; null while they are kept (and from a server that does
   * not send it yet, during a rolling deploy).
   */
  messagesDeletedAt: z.string().nullable().default(null),
});
export type ChatView = z.infer<typeof ChatView>;

export const MatchBody = z.object({
  themeId: z.string().min(1).max(60),
  role: ChatRole.default("both"),
  /** The caller's own waiting chat, when asking again while waiting (keeps it alive, widens the search). */
  waitingChatId: z.string().uuid().optional(),
});
export type MatchBody = z.infer<typeof MatchBody>;

export const MatchResult = z.object({ chat: ChatView });

export const ClientId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "clientId must be letters, digits, - or _.");

/** What a person can send: text, their vibes (1 to 3 vibe ids, comma-separated) or one reaction id. */
export const SendableKind = z.enum(["text", "vibe", "reaction"]);
export type SendableKind = z.infer<typeof SendableKind>;

export { ILL_FORMED_REFUSED, NUL_REFUSED } from "./stored-text.js";

/** Something a person can see: not only spaces, invisible format characters (zero-width …) or controls. */
const VISIBLE = /[^\s\p{Cc}\p{Cf}]/u;

export const SendMessageFields = z.object({
  clientId: ClientId,
  kind: SendableKind.default("text"),
  content: z
    .string({ error: "A message needs some text." })
    .trim()
    .max(LIMITS.messageMaxChars, `A message can be at most ${LIMITS.messageMaxChars} characters.`)
    .refine((text) => unstorableText(text) === null, {
      error: (issue) => unstorableText(String(issue.input)),
      abort: true,
    })
    .refine((text) => VISIBLE.test(text), "A message needs some text."),
  /**
   * The sender saw the personal-details warning and chose Send anyway. Without it the server
   * refuses a message with contact details in it (422, code "personal-details").
   */
  confirmedPersonalDetails: z.literal(true).optional(),
});

/** Vibes and reactions must name entries of the shared lists; text is free (the filter runs on the server). */
export function checkSendable(body: { kind: z.infer<typeof SendableKind>; content: string }, ctx: z.RefinementCtx) {
  if (body.kind === "vibe" && !parseVibes(body.content)) {
    ctx.addIssue({ code: "custom", path: ["content"], message: `Choose 1 to ${LIMITS.maxVibes} vibes from the list.` });
  }
  if (body.kind === "reaction" && !REACTION_IDS.includes(body.content as ReactionId)) {
    ctx.addIssue({ code: "custom", path: ["content"], message: "Choose one of the four reactions." });
  }
}

export const SendMessageBody = SendMessageFields.superRefine(checkSendable);
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/** The vibe ids of a vibe message, or null when they are not 1 to 3 known, distinct vibes. */
export function parseVibes(content: string): VibeId[] | null {
  const ids = content.split(",").map((id) => id.trim());
  const known = ids.every((id) => VIBE_IDS.includes(id as VibeId));
  const ok = known && ids.length >= 1 && ids.length <= LIMITS.maxVibes && new Set(ids).size === ids.length;
  return ok ? (ids as VibeId[]) : null;
}

export const SentMessage = z.object({ message: MessageView });

/**
 * Words the page's personal-details warning has just opened over, before the person chose Edit or
 * Send anyway: the server holds them as it holds an unconfirmed send (never delivered) and counts
 * them toward the automatic report on repeated requests (PERSONAL_DETAILS_HELD_REPORT_AFTER).
 */
export const HeldMessageBody = SendMessageFields.pick({ clientId: true, content: true });
export type HeldMessageBody = z.infer<typeof HeldMessageBody>;
/** Whether the server held them (it found personal details, as the page did); false: nothing kept. */
export const HeldMessage = z.object({ held: z.boolean() });

export const ChatIdParams = z.object({ chatId: z.string().uuid("This chat id is not valid.") });

/** Whether a string is a well-formed chat (or other) id, as the URL may hold anything. */
export const isUuid = (value: string | null | undefined): value is string => z.string().uuid().safeParse(value).success;

export const MessagesQuery = z.object({ after: z.coerce.number().int().min(0).default(0) });
export const MessageList = z.object({ messages: z.array(MessageView) });

/* ---------- AI ---------- */

export const AiTestResult = z.object({
  success: z.boolean(),
  provider: z.enum(["builtin", "openai"]),
  response: z.string().optional(),
  error: z.string().optional(),
});
export type AiTestResult = z.infer<typeof AiTestResult>;

export const AiAgentsInitResult = z.object({
  successful: z.number().int(),
  failed: z.number().int(),
  /** Milliseconds. */
  duration: z.number(),
});
export type AiAgentsInitResult = z.infer<typeof AiAgentsInitResult>;

/** GET /readyz: each dependency's state ("ok" or why not). */
export const Readiness = z.object({ status: z.string(), checks: z.record(z.string(), z.string()) });
export type Readiness = z.infer<typeof Readiness>;
