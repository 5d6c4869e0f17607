/**
 * Telling a person when their partner has left the chat page, and when they are back (PRODUCT.md
 * §4). When a seated socket leaves a chat's room (its tab closed, its network gone, its page left
 * the chat), a check waits out a grace period (tuning.ts partnerAwayGraceMs) and then asks every
 * instance whether that person still has a socket in the room; if not, and the chat is still a
 * matched conversation, the partner's sockets hear `partner:away`. When the person joins again,
 * the partner hears `partner:back`. Whether "away" was said is kept in the shared AwayBook, since
 * the person may come back through another instance than the one that saw them go.
 *
 * Only the two people count: moderators and the persona are never "the partner", and the events
 * go to the partner's own sockets (their user room), never to the chat's room, which moderators
 * share.
 */
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { partnerIdOf, type ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { chats } from "../db/schema.js";
import type { AwayBook } from "./away-book.js";
import { chatRoom, userRoom, type KindredIo } from "./hub.js";

export interface PartnerPresence {
  /** A socket of `userId` holding a seat in the chat left its room (closed, or the page left the chat). */
  left(chatId: string, userId: string): void;
  /**
   * A socket of `userId` holding a seat in `chat` has joined its room: the partner hears they are
   * back if they had been told the person was away. Resolves with whether the partner is away now.
   */
  joined(chat: ChatRow, userId: string): Promise<boolean>;
  /** For tests: runs every check still waiting out its grace now, and resolves when all are done. */
  elapse(): Promise<void>;
  /** For tests: how many checks are waiting out their grace on this instance. */
  waiting(): number;
  /** Drops the waiting checks (the server is closing). */
  close(): void;
}

const isConversation = (chat: ChatRow) => chat.status === "active" && chat.matchStatus === "matched";

/** Whether the person has a socket in the chat's room (a page of theirs on the chat), on any instance. */
export async function onChatPage(io: KindredIo, chatId: string, userId: string): Promise<boolean> {
  const sockets = await io.in(chatRoom(chatId)).fetchSockets();
  return sockets.some((socket) => socket.data.viewer.id === userId);
}

export function createPartnerPresence(deps: {
  io: KindredIo;
  db: Db;
  book: AwayBook;
  graceMs: number;
  log: FastifyBaseLogger;
}): PartnerPresence {
  const { io, db, book, graceMs, log } = deps;
  /** One check per person and chat: leaving again (a second tab) restarts its grace. */
  const timers = new Map<string, { timer: NodeJS.Timeout; run(): Promise<void> }>();
  const running = new Set<Promise<void>>();
  const keyOf = (chatId: string, userId: string) => `${chatId}:${userId}`;

  const stillThere = (chatId: string, userId: string) => onChatPage(io, chatId, userId);

  const check = async (chatId: string, userId: string) => {
    const [chat] = await db.select().from(chats).where(eq(chats.id, chatId));
    const partnerId = chat && isConversation(chat) ? partnerIdOf(chat, userId) : null;
    if (!partnerId) return;
    // Marked before looking, so that a join in between finds the mark and clears it (the partner
    // may then hear "back" without "away", which the page takes as nothing); the other order could
    // tell them "away" about someone who had just come back. Only the check that made the mark
    // speaks: a person who closed tabs on two instances is announced once.
    const mark = await book.mark(chatId, userId);
    if (!mark) return;
    if (await stillThere(chatId, userId)) {
      await book.release(chatId, userId, mark);
      return;
    }
    io.to(userRoom(partnerId)).emit("partner:away", { chatId });
    // A join landing between the look and the word cleared the mark and said "back", perhaps before
    // this "away" reached the partner. So the mark is read again after the word: the fan-out sends
    // the word to Redis first, on the same connection, so a join that clears the mark later says
    // "back" after it. A mark gone means the person came back meanwhile: if they are still here, the
    // partner is told so last; if they left again, their new check speaks after its own grace.
    if (await book.holds(chatId, userId, mark)) return;
    if (await stillThere(chatId, userId)) io.to(userRoom(partnerId)).emit("partner:back", { chatId });
  };

  const start = (key: string, chatId: string, userId: string) => {
    const run = () => {
      timers.delete(key);
      const done = check(chatId, userId)
        .catch((error: unknown) => log.error({ err: error }, "partner presence check failed"))
        .finally(() => running.delete(done));
      running.add(done);
      return done;
    };
    // Housekeeping nothing waits on: it must not keep a closing process alive.
    timers.set(key, { timer: setTimeout(() => void run(), graceMs).unref(), run });
  };

  return {
    left(chatId, userId) {
      const key = keyOf(chatId, userId);
      clearTimeout(timers.get(key)?.timer);
      start(key, chatId, userId);
    },
    async joined(chat, userId) {
      const key = keyOf(chat.id, userId);
      clearTimeout(timers.get(key)?.timer);
      timers.delete(key);
      const partnerId = partnerIdOf(chat, userId);
      // The partner's own answer does not wait for this: it is told by event whenever it comes.
      book.clear(chat.id, userId).then(
        (wasAway) => {
          if (wasAway && partnerId && isConversation(chat))
            io.to(userRoom(partnerId)).emit("partner:back", { chatId: chat.id });
        },
        (error: unknown) => log.debug({ err: error }, "partner presence not cleared"),
      );
      if (partnerId === null || !isConversation(chat)) return false;
      // Not knowing only leaves the line off until the next event: the join itself must not fail.
      return book.isMarked(chat.id, partnerId).catch((error: unknown) => {
        log.debug({ err: error }, "partner presence not read");
        return false;
      });
    },
    async elapse() {
      const due = [...timers.values()];
      for (const { timer } of due) clearTimeout(timer);
      await Promise.all([...due.map(({ run }) => run()), ...running]);
    },
    waiting: () => timers.size,
    close() {
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
