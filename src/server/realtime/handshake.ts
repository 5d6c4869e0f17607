/**
 * Who may hold a socket, and for how long: the Socket.IO server on Fastify's own HTTP server, the
 * handshake (origin, protocol version, session cookie) and the closing of a session's sockets when
 * it ends. Kept apart from what a socket may then do (chat-handlers.ts), because every handler
 * relies on this file having already decided who the socket belongs to. With Redis, rooms span all
 * instances.
 */
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import { Handshake, PROTOCOL_OUTDATED } from "../../shared/events.js";
import type { ReadViewer } from "../auth/viewer.js";
import { redisFanOut } from "./fan-out.js";
import { ADMIN_ROOM, sessionRoom, userRoom, type KindredIo } from "./hub.js";

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

  // First, before the session is read: a tab left open across a deploy is told to reload (the page
  // acts on the code) whether or not its session is still good.
  io.use((socket, next) => {
    if (Handshake.safeParse(socket.handshake.auth).success) return next();
    next(
      Object.assign(new Error("Kindred has been updated. Please reload the page to keep chatting."), {
        data: { code: PROTOCOL_OUTDATED },
      }),
    );
  });

  io.use((socket, next) => {
    options.readViewer(socket.request.headers).then(
      (viewer) => {
        if (!viewer) return next(new Error("Please sign in to continue."));
        socket.data.viewer = viewer;
        next();
      },
      (error: unknown) => {
        options.log.error({ err: error }, "socket handshake failed");
        next(new Error("Something went wrong on our side. Please try again."));
      },
    );
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
