/**
 * Socket.IO on Fastify's own HTTP server. The handshake is authenticated with the session cookie,
 * which is read once more after the socket has joined its rooms; every payload is parsed with its
 * shared zod schema; every chat event goes through the same services (and so the same permission
 * checks) as REST. With Redis, rooms span all instances.
 */
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import { z } from "zod";
import type { RefusalCode } from "../../shared/api.js";
import type { Ack } from "../../shared/events.js";
import { JoinChat, LeaveChat, SendMessage, Typing } from "../../shared/events.js";
import type { ReadViewer } from "../auth/viewer.js";
import { markOwnerAway } from "../chats/lifecycle.js";
import type { ChatService } from "../chats/service.js";
import { databaseFailure, type Db } from "../db/client.js";
import type { MessageService } from "../messages/service.js";
import { consume, createLimiter, type LimitRule } from "../rate-limit.js";
import { redisFanOut } from "./fan-out.js";
import { ADMIN_ROOM, chatRoom, sessionRoom, userRoom, type KindredIo } from "./hub.js";

/**
 * The largest packet a client may send. A message is at most 2,000 characters, so 64 KiB leaves
 * room for any real event while a hostile client cannot make the server buffer megabytes.
 */
export const MAX_SOCKET_PACKET_BYTES = 64 * 1024;

export interface RealtimeOptions {
  /** The origins of Kindred's own pages (same-origin.ts). */
  origins: string[];
  readViewer: ReadViewer;
  redis?: Redis;
  log: FastifyBaseLogger;
}

/** Creates the Socket.IO server; handlers are attached later, once the services exist. */
export function createIo(fastify: FastifyInstance, options: RealtimeOptions): KindredIo {
  const allowedOrigins = new Set(options.origins);
  const io: KindredIo = new Server(fastify.server, {
    path: "/socket.io",
    serveClient: false,
    maxHttpBufferSize: MAX_SOCKET_PACKET_BYTES,
    // Another site's page must not open a socket with our visitor's cookie.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, !origin || allowedOrigins.has(origin));
    },
    ...(options.redis ? { adapter: redisFanOut(options.redis) } : {}),
  });

  io.use(async (socket, next) => {
    try {
      const viewer = await options.readViewer(socket.request.headers);
      if (!viewer) return next(new Error("Please sign in to continue."));
      socket.data.viewer = viewer;
      next();
    } catch (error) {
      options.log.error({ err: error }, "socket handshake failed");
      next(new Error("Something went wrong on our side. Please try again."));
    }
  });

  io.on("connection", (socket) => {
    const { viewer } = socket.data;
    // The rooms that an ending session or person is announced to (disconnectSession, below).
    void socket.join([userRoom(viewer.id), sessionRoom(viewer.sessionId)]);
    // Decided here from the session, never asked for by the browser.
    if (viewer.isAdmin) void socket.join(ADMIN_ROOM);
    // The handshake read the session before the socket was in those rooms, so an ending in between
    // was announced without it. From now on every ending reaches it; one more read catches an
    // earlier one (an ending removes the session before it is announced).
    options.readViewer(socket.request.headers).then(
      (again) => {
        if (again?.sessionId !== viewer.sessionId) socket.disconnect(true);
      },
      (error: unknown) => {
        options.log.error({ err: error }, "socket session check failed");
        socket.disconnect(true);
      },
    );
  });

  fastify.addHook("preClose", (done) => {
    io.local.disconnectSockets(true);
    done();
  });
  fastify.addHook("onClose", (_instance, done) => {
    // io.close() would also close the HTTP server, which Fastify closes itself.
    void io.of("/").adapter.close();
    io.engine.close();
    done();
  });
  return io;
}

export function attachChatHandlers(
  io: KindredIo,
  services: {
    db: Db;
    chats: ChatService;
    messages: MessageService;
    log: FastifyBaseLogger;
    /** Events one connection may send, whatever they are; the per-person limits still apply. */
    eventsPerSocket: LimitRule;
  },
) {
  const { db, chats, messages, log } = services;
  // In memory even with Redis: a socket lives on one instance, and so does its count.
  const perSocket = createLimiter("socket-events", services.eventsPerSocket);

  io.on("connection", (socket) => {
    const { viewer } = socket.data;
    /** The chat rooms this socket joined holding one of the two seats (not as a moderator). */
    const seated = new Set<string>();
    // Before any handler: past the limit, an event is answered with a 429 (when it asked for an
    // answer) and not handled.
    socket.use(([, ...args], next) => {
      consume(perSocket, socket.id, "actions from this connection").then(
        () => next(),
        (error: unknown) => {
          const ack = args.at(-1);
          if (typeof ack === "function") (ack as (reply: Ack<never>) => void)(failure(error, log));
        },
      );
    });

    socket.on("chat:join", (payload, ack) =>
      answer(ack, log, async () => {
        const { chatId, afterSeq } = JoinChat.parse(payload);
        const { view } = await chats.open(viewer, chatId);
        await socket.join(chatRoom(chatId));
        if (view.you !== "admin") seated.add(chatRoom(chatId));
        return { chat: view, messages: await messages.list(viewer, chatId, afterSeq) };
      }),
    );

    socket.on("chat:leave", (payload) => {
      const parsed = LeaveChat.safeParse(payload);
      if (!parsed.success) return;
      seated.delete(chatRoom(parsed.data.chatId));
      void socket.leave(chatRoom(parsed.data.chatId));
    });

    socket.on("message:send", (payload, ack) =>
      answer(ack, log, async () => {
        const { chatId, ...body } = SendMessage.parse(payload);
        return { message: (await messages.send(viewer, chatId, body, socket.id)).message };
      }),
    );

    // Typing reaches only a room the socket was admitted to by chat:join, and only from one of the
    // two people: the page shows it as the partner typing, which a moderator's typing is not. The
    // typist's own other tabs do not hear it either.
    socket.on("typing", (payload) => {
      const parsed = Typing.safeParse(payload);
      if (!parsed.success) return;
      const { chatId } = parsed.data;
      const room = chatRoom(chatId);
      if (!socket.rooms.has(room) || !seated.has(room)) return;
      socket.to(room).except(userRoom(viewer.id)).emit("partner:typing", { chatId });
    });

    socket.on("disconnect", () => {
      void perSocket.delete(socket.id);
      const stillHere = io.of("/").adapter.rooms.get(userRoom(viewer.id))?.size ?? 0;
      if (stillHere === 0) {
        markOwnerAway(db, viewer.id).catch((error: unknown) => log.error({ err: error }, "presence update failed"));
      }
    });
  });
}

/**
 * Closes the sockets a session opened, on every instance, once that session has ended. Rooms, not
 * a search of every socket: the adapter carries the order to the other instances in one message.
 */
export function disconnectSession(io: KindredIo, sessionId: string): void {
  io.in(sessionRoom(sessionId)).disconnectSockets(true);
}

/** Closes every socket of a person, on every instance: all their sessions have ended (a password reset). */
export function disconnectPerson(io: KindredIo, userId: string): void {
  io.in(userRoom(userId)).disconnectSockets(true);
}

/**
 * A password change that revoked the person's other sessions. Better Auth replaces the caller's own
 * session too (`kept` becomes `replacement`): the caller's sockets stay open and now belong to the
 * replacement, so that signing out of it still closes them; every other socket of theirs closes.
 */
export function keepOnlySession(io: KindredIo, userId: string, kept: string, replacement?: string): void {
  if (!replacement) return disconnectPerson(io, userId);
  io.in(sessionRoom(kept)).socketsJoin(sessionRoom(replacement));
  io.in(userRoom(userId)).except(sessionRoom(kept)).disconnectSockets(true);
}

/** Runs a handler and acknowledges with its result or with the sentence a person can act on. */
function answer<T>(ack: unknown, log: FastifyBaseLogger, run: () => Promise<T>) {
  const reply = typeof ack === "function" ? (ack as (reply: Ack<T>) => void) : () => {};
  run().then(
    (data) => reply({ ok: true, data }),
    (error: unknown) => reply(failure(error, log)),
  );
}

function failure(error: unknown, log: FastifyBaseLogger): Ack<never> {
  if (error instanceof z.ZodError) {
    return { ok: false, status: 400, error: error.issues[0]?.message ?? "The request is not valid." };
  }
  const unreachable = databaseFailure(error);
  if (unreachable) return { ok: false, status: unreachable.statusCode, error: unreachable.message };
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status < 500) {
    const code = (error as { refusal?: RefusalCode }).refusal;
    return { ok: false, status, error: (error as Error).message, ...(code ? { code } : {}) };
  }
  log.error({ err: error }, "socket event failed");
  return { ok: false, status: 500, error: "Something went wrong on our side. Please try again." };
}
