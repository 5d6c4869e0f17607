/**
 * Kindred's REST API, one entry per endpoint: method, path and the wire schemas of its params,
 * query, body and reply. The server registers every route from it (src/server/route.ts) and the
 * client builds every call from it (`call` in src/client/lib/api.ts), so a path is written once.
 *
 * Schemas are given by their name in wire.ts, not as values: this module has no runtime import, so
 * the landing page can hold the table without zod, and loads the schemas only beside a request.
 *
 * Better Auth's own endpoints (/api/auth/*) are not here: Better Auth validates and answers them
 * itself, so Kindred has no schema of theirs to state (the client's calls are in auth-api.ts).
 */
import type { z } from "zod";
import type * as Wire from "./wire.js";

type Wire = typeof Wire;

/** The names of wire.ts's zod schemas (it also exports constants and functions, which are not). */
export type SchemaName = { [K in keyof Wire]: Wire[K] extends z.ZodType ? K : never }[keyof Wire];
export type SchemaOf<N> = N extends SchemaName ? Wire[N] : never;

export interface RouteSpec {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Fastify's pattern: `:name` stands for a path parameter. */
  path: `/${string}`;
  params?: SchemaName;
  query?: SchemaName;
  body?: SchemaName;
  /** The body of every 2xx answer; none when the caller reads nothing from it. */
  response?: SchemaName;
}

export const routes = {
  // Operations: for load balancers and Prometheus; the diagnostics dialog reads /readyz.
  healthz: { method: "GET", path: "/healthz" },
  readyz: { method: "GET", path: "/readyz", response: "Readiness" },
  metrics: { method: "GET", path: "/metrics" },

  // Who is here, and their own account.
  session: { method: "GET", path: "/api/session", response: "Session" },
  me: { method: "GET", path: "/api/me", response: "Me" },
  meRole: { method: "PUT", path: "/api/me/role", body: "ProfileRoleBody" },
  meAge: { method: "POST", path: "/api/me/age", body: "AgeAnswer" },
  meExport: { method: "GET", path: "/api/me/export", response: "DataExport" },
  meDelete: { method: "DELETE", path: "/api/me", body: "DeleteAccountBody" },
  meStanding: { method: "GET", path: "/api/me/standing", response: "StandingReply" },
  meStandingAcknowledge: {
    method: "POST",
    path: "/api/me/standing/acknowledge",
    body: "EmptyBody",
    response: "StandingReply",
  },
  earlyAccess: { method: "GET", path: "/api/early-access", response: "EarlyAccess" },
  themeSuggestion: {
    method: "POST",
    path: "/api/theme-suggestions",
    body: "ThemeSuggestionBody",
    response: "ThemeSuggestionCreated",
  },

  // Chats and their messages.
  chatMatch: { method: "POST", path: "/api/chats/match", body: "MatchBody", response: "MatchResult" },
  chatOpen: { method: "GET", path: "/api/chats/:chatId", params: "ChatIdParams", response: "MatchResult" },
  chatEnd: {
    method: "POST",
    path: "/api/chats/:chatId/end",
    params: "ChatIdParams",
    body: "EmptyBody",
    response: "MatchResult",
  },
  chatBlock: {
    method: "POST",
    path: "/api/chats/:chatId/block",
    params: "ChatIdParams",
    body: "EmptyBody",
    response: "BlockResult",
  },
  chatReport: { method: "POST", path: "/api/chats/:chatId/report", params: "ChatIdParams", body: "ReportBody" },
  chatCancel: { method: "DELETE", path: "/api/chats/:chatId", params: "ChatIdParams" },
  messageList: {
    method: "GET",
    path: "/api/chats/:chatId/messages",
    params: "ChatIdParams",
    query: "MessagesQuery",
    response: "MessageList",
  },
  messageSend: {
    method: "POST",
    path: "/api/chats/:chatId/messages",
    params: "ChatIdParams",
    body: "SendMessageBody",
    response: "SentMessage",
  },
  messageHeld: {
    method: "POST",
    path: "/api/chats/:chatId/messages/held",
    params: "ChatIdParams",
    body: "HeldMessageBody",
    response: "HeldMessage",
  },
  // After a chat in crisis support ended: its people talk with the Crisis Counselor alone.
  chatCounsel: {
    method: "POST",
    path: "/api/chats/:chatId/counsel",
    params: "ChatIdParams",
    body: "CounselBody",
    response: "CounselReply",
  },

  // After a chat.
  chatSummary: { method: "GET", path: "/api/chats/:chatId/summary", params: "ChatIdParams", response: "ChatSummary" },
  chatReview: { method: "POST", path: "/api/chats/:chatId/review", params: "ChatIdParams", body: "ReviewBody" },
  reconnectSend: {
    method: "POST",
    path: "/api/chats/:chatId/reconnect",
    params: "ChatIdParams",
    body: "EmptyBody",
    response: "ReconnectResult",
  },
  reunions: { method: "GET", path: "/api/reconnects", response: "Reunions" },

  // The AI personas.
  aiTest: { method: "POST", path: "/api/ai/test", body: "EmptyBody", response: "AiTestResult" },
  aiAgentsInit: {
    method: "POST",
    path: "/api/admin/ai-agents/init",
    body: "EmptyBody",
    response: "AiAgentsInitResult",
  },

  // Admins (every route checks the role on the server; the status is each person's own).
  adminStatus: { method: "GET", path: "/api/admin/status", response: "AdminStatus" },
  adminChats: { method: "GET", path: "/api/admin/chats", query: "AdminChatsQuery", response: "AdminChatPage" },
  adminOverview: { method: "GET", path: "/api/admin/overview", response: "AdminOverview" },
  adminSuggestions: { method: "GET", path: "/api/admin/suggestions", response: "AdminSuggestionList" },
  adminWaitlist: { method: "GET", path: "/api/admin/waitlist", response: "AdminWaitlist" },
  adminAdmit: { method: "POST", path: "/api/admin/waitlist/:userId/admit", params: "UserIdParams", body: "EmptyBody" },
  reportQueue: { method: "GET", path: "/api/admin/reports", query: "ReportQueueQuery", response: "ReportQueue" },
  reportConversation: {
    method: "GET",
    path: "/api/admin/reports/:reportId/conversation",
    params: "ReportIdParams",
    response: "ReportConversation",
  },
  reportAction: {
    method: "POST",
    path: "/api/admin/reports/:reportId/action",
    params: "ReportIdParams",
    body: "ModerationAction",
  },
  auditLog: { method: "GET", path: "/api/admin/audit", response: "AuditLog" },
  sanctionList: { method: "GET", path: "/api/admin/sanctions", response: "SanctionList" },
  sanctionLift: {
    method: "POST",
    path: "/api/admin/sanctions/:sanctionId/lift",
    params: "SanctionIdParams",
    body: "LiftSanctionBody",
  },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof routes;

/** The names of a path's parameters: "/api/chats/:chatId/end" has "chatId". */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What the server's handler receives, parsed (`z.output`), and what a caller sends (`z.input`). */
export type Parsed<N> = N extends SchemaName ? z.output<Wire[N]> : undefined;
export type Sent<N> = N extends SchemaName ? z.input<Wire[N]> : undefined;
