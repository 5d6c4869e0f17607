/**
 * The access-control matrix, one row per route the server registers ("METHOD /pattern").
 * access-matrix.test.ts calls every row as a visitor, an outsider, a participant and an admin and
 * fails when a route has no row here (or a row names a route that is gone).
 *
 * Kinds of rows, and what each caller must get:
 *   public  everyone gets `status`: the route serves visitors on purpose.
 *   member  visitor 401; every signed-in caller gets `status`.
 *   admin   visitor 401; outsider and participant 403; admin gets `status`.
 *   chat    visitor 401; an outsider gets 403 and a sentence, nothing of the chat, for the
 *           participant's chat, 404 for a chat that does not exist, 400 for a malformed id;
 *           the participant and the admin get their own status on a fresh chat in `state`.
 */
import type { Cast, ChatState } from "./cast.js";

type Body = unknown | ((cast: Cast) => unknown);

export type AccessRow =
  | { kind: "public"; path?: string; body?: Body; status: number }
  | { kind: "member"; path?: string; body?: Body; status: number }
  | { kind: "admin"; path?: (cast: Cast) => string; body?: Body; status: number }
  | {
      kind: "chat";
      state: ChatState;
      suffix?: string;
      body?: Body;
      participant: number;
      admin: number;
    };

let sent = 0;
/** A message body with a new client id each time, so that no send is taken for a retry. */
const newMessage = () => ({ clientId: `matrix-${++sent}-${Date.now()}`, content: "hello" });

export const ACCESS_ROWS: Record<string, AccessRow> = {
  // Operations and public pages.
  "GET /healthz": { kind: "public", status: 200 },
  "GET /readyz": { kind: "public", status: 200 },
  // Served to this machine only (the matrix calls from loopback); metrics.test.ts tries the rest.
  "GET /metrics": { kind: "public", status: 200 },
  "GET /api/early-access": { kind: "public", status: 200 },
  // Who is here: everyone is answered, each about themselves alone (auth.test.ts checks the content).
  "GET /api/session": { kind: "public", status: 200 },
  // Better Auth answers by credentials, not by who calls: an unknown account is refused to everyone.
  "GET /api/auth/*": { kind: "public", path: "/api/auth/get-session", status: 200 },
  "POST /api/auth/*": {
    kind: "public",
    path: "/api/auth/sign-in/email",
    body: { email: "nobody-here@kindred.test", password: "not a real password" },
    status: 401,
  },

  // A signed-in person's own things.
  "GET /api/me": { kind: "member", status: 200 },
  "PUT /api/me/role": { kind: "member", body: { role: "both" }, status: 204 },
  "GET /api/me/export": { kind: "member", status: 200 },
  // The age question, for members from before it was asked; an adult's answer again changes nothing.
  "POST /api/me/age": { kind: "member", body: { dateOfBirth: "1990-01-01", acceptTerms: true }, status: 204 },
  // Deletion asks for the password again; the matrix's callers keep their accounts (wrong password).
  "DELETE /api/me": { kind: "member", body: { password: "not the right password" }, status: 403 },
  "POST /api/theme-suggestions": {
    kind: "member",
    body: { name: "Night owls", description: "For people awake at 3am" },
    status: 201,
  },
  "POST /api/chats/match": { kind: "member", body: { themeId: "calm" }, status: 200 },
  "GET /api/reconnects": { kind: "member", status: 200 },
  // A person's own standing (moderation): about themselves only, no id taken.
  "GET /api/me/standing": { kind: "member", status: 200 },
  "POST /api/me/standing/acknowledge": { kind: "member", body: {}, status: 200 },
  "POST /api/ai/test": { kind: "member", body: {}, status: 200 },

  // One chat's doors. The admin joins any chat as a moderator but has no seat to block, report,
  // review, reconnect or cancel from.
  "GET /api/chats/:chatId": { kind: "chat", state: "matched", participant: 200, admin: 200 },
  "DELETE /api/chats/:chatId": { kind: "chat", state: "waiting", participant: 204, admin: 403 },
  "POST /api/chats/:chatId/end": { kind: "chat", state: "matched", suffix: "/end", participant: 200, admin: 200 },
  "POST /api/chats/:chatId/block": {
    kind: "chat",
    state: "matched",
    suffix: "/block",
    participant: 200,
    admin: 403,
  },
  "POST /api/chats/:chatId/report": {
    kind: "chat",
    state: "matched",
    suffix: "/report",
    body: { reason: "Spam or scam", note: "matrix" },
    participant: 201,
    admin: 403,
  },
  "GET /api/chats/:chatId/messages": {
    kind: "chat",
    state: "matched",
    suffix: "/messages",
    participant: 200,
    admin: 200,
  },
  "POST /api/chats/:chatId/messages": {
    kind: "chat",
    state: "matched",
    suffix: "/messages",
    body: newMessage,
    participant: 201,
    admin: 201,
  },
  // Words the page's personal-details warning held (messages/held-attempts.ts): "hello" holds nothing.
  "POST /api/chats/:chatId/messages/held": {
    kind: "chat",
    state: "matched",
    suffix: "/messages/held",
    body: newMessage,
    participant: 200,
    admin: 200,
  },
  // The Crisis Counselor after a chat in crisis support ended (crisis/after-end.ts): while the chat
  // is open, messages go through it (409); a moderator holds no seat (403).
  "POST /api/chats/:chatId/counsel": {
    kind: "chat",
    state: "matched",
    suffix: "/counsel",
    body: { content: "are you there?" },
    participant: 409,
    admin: 403,
  },
  "GET /api/chats/:chatId/summary": {
    kind: "chat",
    state: "matched",
    suffix: "/summary",
    participant: 200,
    admin: 200,
  },
  "POST /api/chats/:chatId/review": {
    kind: "chat",
    // Only after the chat has ended (the end-chat screen): in a chat still going, 409.
    state: "ended",
    suffix: "/review",
    body: { rating: 5 },
    participant: 201,
    admin: 403,
  },
  "POST /api/chats/:chatId/reconnect": {
    kind: "chat",
    // Only after the chat has ended (the end-chat screen): in a chat still going, 409.
    state: "ended",
    suffix: "/reconnect",
    participant: 200,
    admin: 409,
  },

  // Moderation. Every signed-in person may ask whether /admin is open to them, about themselves only.
  "GET /api/admin/status": { kind: "member", status: 200 },
  "GET /api/admin/chats": { kind: "admin", path: () => "/api/admin/chats?status=active", status: 200 },
  "GET /api/admin/overview": { kind: "admin", status: 200 },
  "GET /api/admin/reports": { kind: "admin", path: () => "/api/admin/reports?status=open", status: 200 },
  // A report id nobody filed: the admin is told it does not exist, everyone else that they may not ask.
  "GET /api/admin/reports/:reportId/conversation": {
    kind: "admin",
    path: () => `/api/admin/reports/${crypto.randomUUID()}/conversation`,
    status: 404,
  },
  "POST /api/admin/reports/:reportId/action": {
    kind: "admin",
    path: () => `/api/admin/reports/${crypto.randomUUID()}/action`,
    body: { action: "dismiss" },
    status: 404,
  },
  "GET /api/admin/audit": { kind: "admin", status: 200 },
  "GET /api/admin/sanctions": { kind: "admin", status: 200 },
  // A sanction id nobody was given: the admin is told it does not exist, everyone else that they may not ask.
  "POST /api/admin/sanctions/:sanctionId/lift": {
    kind: "admin",
    path: () => `/api/admin/sanctions/${crypto.randomUUID()}/lift`,
    body: { reason: "Appeal accepted" },
    status: 404,
  },
  "GET /api/admin/suggestions": { kind: "admin", status: 200 },
  "GET /api/admin/waitlist": { kind: "admin", status: 200 },
  "POST /api/admin/waitlist/:userId/admit": {
    kind: "admin",
    path: (cast) => `/api/admin/waitlist/${cast.outsider.userId}/admit`,
    status: 204,
  },
  "POST /api/admin/ai-agents/init": { kind: "admin", status: 200 },
};

export const bodyFor = (body: Body, cast: Cast) => (typeof body === "function" ? body(cast) : body);
