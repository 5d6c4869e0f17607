/**
 * What a socket may do once the handshake (handshake.ts) has said whose it is: join and leave chat
 * rooms, send messages, say it is typing. Every payload is parsed with its shared zod schema, and
 * every chat event goes through the same services (and so the same permission checks) as REST.
 */
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Ack } from "../../shared/events.js";
import { JoinChat, LeaveChat, SendMessage, Typing } from "../../shared/events.js";
import { markOwnerAway } from "../chats/lifecycle.js";
import type { ChatService } from "../chats/service.js";
import type { Db } from "../db/client.js";
import { databaseFailure } from "../db/failures.js";
import { refusalFields } from "../http-error.js";
import type { MessageService } from "../messages/service.js";
import { consume, createLimiter, type LimitRule } from "../rate-limit.js";
import { chatRoom, userRoom, type KindredIo } from "./hub.js";
import type { PartnerPresence } from "./partner-presence.js";

export function attachChatHandlers(
  io: KindredIo,
  services: {
    db: Db;
    chats: ChatService;
    messages: MessageService;
    log: FastifyBaseLogger;
    /** Tells a partner when the other person leaves the chat page and comes back. */
    presence: PartnerPresence;
    /** Events one connection may send, whatever they are; the per-person limits still apply. */
    eventsPerSocket: LimitRule;
  },
) {
  const { db, chats, messages, log, presence } = services;
  // In memory even with Redis: a socket lives on one instance, and so does its count.
  const perSocket = createLimiter("socket-events", services.eventsPerSocket);

  io.on("connection", (socket) => {
    const { viewer } = socket.data;
    /** The chat rooms this socket joined holding one of the two seats (not as a moderator), to their chat ids. */
    const seated = new Map<string, string>();
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
        const { row, view } = await chats.open(viewer, chatId);
        await socket.join(chatRoom(chatId));
        // In the room first: a check of this person's presence from now on finds them here.
        const seat = view.you !== "admin";
        if (seat) seated.set(chatRoom(chatId), chatId);
        const partnerAway = seat ? presence.joined(row, viewer.id) : Promise.resolve(false);
        const list = await messages.list(viewer, chatId, afterSeq);
        return { chat: view, messages: list, partnerAway: await partnerAway };
      }),
    );

    socket.on("chat:leave", (payload) => {
      const parsed = LeaveChat.safeParse(payload);
      if (!parsed.success) return;
      if (seated.delete(chatRoom(parsed.data.chatId))) presence.left(parsed.data.chatId, viewer.id);
      // Leaving a room settles locally or in the adapter; nothing waits on it and it cannot refuse.
      void socket.leave(chatRoom(parsed.data.chatId));
    });

    socket.on("message:send", (payload, ack) =>
      answer(ack, log, async () => {
        const { chatId, ...body } = SendMessage.parse(payload);
        return { message: (await messages.send(viewer, chatId, body, socket.id)).message };
      }),
    );

    // Typing, and its end, reach only a room the socket was admitted to by chat:join, and only from
    // one of the two people: the page shows it as the partner typing, which a moderator's typing is
    // not. The typist's own other tabs do not hear it either.
    socket.on("typing", (payload) => {
      const parsed = Typing.safeParse(payload);
      if (!parsed.success) return;
      const { chatId, typing } = parsed.data;
      const room = chatRoom(chatId);
      if (!socket.rooms.has(room) || !seated.has(room)) return;
      socket
        .to(room)
        .except(userRoom(viewer.id))
        .emit(typing ? "partner:typing" : "partner:stopped-typing", { chatId });
    });

    socket.on("disconnect", () => {
      // Housekeeping nothing waits on; with Redis away the in-memory insurance limiter answers, so it does not reject.
      void perSocket.delete(socket.id);
      for (const chatId of seated.values()) presence.left(chatId, viewer.id);
      const stillHere = io.of("/").adapter.rooms.get(userRoom(viewer.id))?.size ?? 0;
      if (stillHere === 0) {
        markOwnerAway(db, viewer.id).catch((error: unknown) => log.error({ err: error }, "presence update failed"));
      }
    });
  });
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
    return { ok: false, status, error: (error as Error).message, ...refusalFields(error) };
  }
  log.error({ err: error }, "socket event failed");
  return { ok: false, status: 500, error: "Something went wrong on our side. Please try again." };
}
