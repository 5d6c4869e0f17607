/**
 * Where a sanction is enforced: on every REST call and every socket event, on every instance (the
 * standing is read from the database, StandingBook). A suspended or banned person may still read
 * who they are and their standing, acknowledge a warning, download their data, delete their
 * account and sign out, and talk with the Crisis Counselor of one chat that ended in crisis support
 * (the route allows only that one: crisis/after-end.ts); everything else is refused with a sentence. A warning not yet acknowledged
 * and a hold refuse only what starts a new chat.
 */
import type { FastifyRequest } from "fastify";
import type { Ack } from "../../shared/events.js";
import { databaseFailure } from "../db/failures.js";
import type { KindredIo } from "../realtime/hub.js";
import { isShutOut, mayNotStartChat, refusalFor, type StandingBook } from "./standing.js";

/** Routes a shut-out person may still call: their own account and data, and signing out. */
export const OPEN_TO_EVERYONE = new Set([
  "GET /api/session",
  "GET /api/early-access",
  "GET /api/auth/*",
  "POST /api/auth/*",
  "GET /api/me",
  "PUT /api/me/role",
  "GET /api/me/export",
  "DELETE /api/me",
  "GET /api/me/standing",
  "POST /api/me/standing/acknowledge",
]);

/**
 * Routes a shut-out person may still call because a crisis may not wait for a sanction to end: the
 * Crisis Counselor after a chat in crisis support. The route itself lets them reach only the one chat
 * their standing names (counselChatWhileShutOut), and refuses any other with the sanction's sentence.
 */
export const OPEN_WHILE_SHUT_OUT = new Set(["POST /api/chats/:chatId/counsel"]);

/** Routes that start a new chat with someone: matching, and a reconnect token that may reopen one. */
export const STARTS_A_CHAT = new Set(["POST /api/chats/match", "POST /api/chats/:chatId/reconnect"]);

/** A Fastify preHandler: runs after the route's own sign-in check, so it knows who is asking. */
export function sanctionGate(book: StandingBook) {
  return async (request: FastifyRequest) => {
    const viewer = request.viewer;
    const url = request.routeOptions.url;
    if (!viewer || !url?.startsWith("/api/")) return;
    const key = `${request.method} ${url}`;
    if (OPEN_TO_EVERYONE.has(key)) return;
    const standing = await book.of(viewer.id).catch((error: unknown) => {
      // Without its database the route cannot act either, and answers with its own 503 sentence.
      if (databaseFailure(error)) return null;
      throw error;
    });
    if (!standing) return;
    if (isShutOut(standing) && !OPEN_WHILE_SHUT_OUT.has(key)) throw refusalFor(standing);
    if (STARTS_A_CHAT.has(key) && mayNotStartChat(standing)) throw refusalFor(standing);
  };
}

/**
 * The same rule for sockets: a shut-out person cannot connect, and a socket whose person was
 * shut out since is answered 403 on its next event and closed (the moderator's action closes them
 * at once too, on every instance: shutOutSockets).
 */
export function guardSockets(io: KindredIo, book: StandingBook) {
  io.use((socket, next) => {
    book.of(socket.data.viewer.id).then(
      (standing) => next(isShutOut(standing) ? new Error(refusalFor(standing).message) : undefined),
      () => next(new Error("Something went wrong on our side. Please try again.")),
    );
  });
  io.on("connection", (socket) => {
    socket.use(([, ...args], next) => {
      const ack = args.at(-1);
      const answer = (reply: Ack<never>) => {
        if (typeof ack === "function") (ack as (reply: Ack<never>) => void)(reply);
      };
      book.of(socket.data.viewer.id).then(
        (standing) => {
          if (!isShutOut(standing)) return next();
          answer({ ok: false, status: 403, error: refusalFor(standing).message });
          socket.disconnect(true);
        },
        (error: unknown) => {
          // Without its database the handler cannot act either: it answers with its own 503 sentence
          // ("Your message is saved…"). Anything else: the event is not handled, and its sender hears so.
          if (databaseFailure(error)) return next();
          answer({ ok: false, status: 500, error: "Something went wrong on our side. Please try again." });
        },
      );
    });
  });
}
