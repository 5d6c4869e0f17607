/**
 * What the server does about crisis language beyond one message, after that message was stored and
 * delivered (messages/service.ts checks the message alone before, with the offline detector):
 * 1. the conversation window (window.ts): the person's last few messages in the chat together,
 *    decided before the room's persona answers, so that it answers only outside crisis mode;
 * 2. the safety model (safety-model.ts), when one is configured: asked last, on its own time. It
 *    never delays delivery (the message has already gone out), it is asked only about messages
 *    neither the detector nor the window flagged, so it can raise an alarm but never clear one,
 *    and whatever goes wrong with it is counted and otherwise ignored.
 * Either opens crisis mode through crisis-mode.ts, as the offline detector does.
 */
import { and, desc, eq, gte, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  assessCrisisWindow,
  crisisLineAfterMessage,
  readable,
  windowText,
  type CrisisSignal,
  type WindowText,
} from "../../shared/crisis.js";
import type { Viewer } from "../auth/viewer.js";
import type { ChatRow, MessageRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { messages } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";
import type { Metrics } from "../ops/metrics.js";
import type { CrisisDetector, CrisisMode } from "./crisis-mode.js";
import type { SafetyModel } from "./safety-model.js";
import { createCrisisWindow, type WindowOptions } from "./window.js";

export interface CrisisCareDeps {
  db: Db;
  cipher: ContentCipher;
  mode: CrisisMode;
  /** Null when SAFETY_PROVIDER is none. */
  model: SafetyModel | null;
  metrics: Metrics;
  log: FastifyBaseLogger;
  window?: Omit<WindowOptions<CareText>, "load">;
}

export type CrisisCare = ReturnType<typeof createCrisisCare>;

/**
 * A message as the window keeps it: read once for the crisis rules, and as written (`raw`) for the
 * personal-details guard, which reads the same recent messages (recentTexts) rather than keeping
 * its own copy of them.
 */
type CareText = WindowText & { raw: string };

export function createCrisisCare({ db, cipher, mode, model, metrics, log, window: tuning }: CrisisCareDeps) {
  const window = createCrisisWindow<CareText>({
    ...tuning,
    async load(chatId, senderId, beforeSeq, since, limit) {
      const rows = await db
        .select({ content: messages.content, createdAt: messages.createdAt })
        .from(messages)
        .where(
          and(
            eq(messages.chatId, chatId),
            eq(messages.senderId, senderId),
            eq(messages.kind, "text"),
            lt(messages.seq, beforeSeq),
            gte(messages.createdAt, since),
          ),
        )
        .orderBy(desc(messages.seq))
        .limit(limit);
      return rows.reverse().map((row) => {
        const raw = cipher.decrypt(row.content);
        return { text: { ...windowText(raw), raw }, at: row.createdAt.getTime() };
      });
    },
  });
  const inFlight = new Set<Promise<void>>();

  async function open(
    chat: ChatRow,
    author: Viewer,
    message: MessageRow,
    text: string,
    signal: CrisisSignal,
    detector: Exclude<CrisisDetector, "offline" | "before-match">,
    opener?: CareText,
  ) {
    window.clear(chat.id, author.id, opener);
    await mode.open({
      chatId: chat.id,
      sentBy: author,
      clientId: crisisLineAfterMessage(detector, message.id),
      signal,
      detector,
      text,
    });
  }

  /** Keeps a check in `inFlight` until it settles, so idle() can wait for it. */
  function tracked<T>(check: Promise<T>): Promise<T> {
    const settled = check.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    // `settled` never rejects (both outcomes are handled above): this only forgets it when done.
    void settled.then(() => inFlight.delete(settled));
    return check;
  }

  function askModel(safety: SafetyModel, chat: ChatRow, author: Viewer, message: MessageRow, text: string) {
    // The message is delivered without waiting for the model: its failure is logged by the catch
    // below, and tracked() lets a shutdown wait for it.
    void tracked(
      safety
        .assess(text)
        .then(async ({ outcome, signal }) => {
          metrics.safetyModelChecks.labels(safety.provider, outcome).inc();
          if (signal) await open(chat, author, message, text, signal, "model");
        })
        // The chat may have ended meanwhile; nothing is owed to anyone then.
        .catch((error: unknown) => log.debug({ err: error }, "crisis mode from the safety model not opened")),
    );
  }

  async function decide(chat: ChatRow, author: Viewer, message: MessageRow, text: string, read?: string) {
    let signal: CrisisSignal | null = null;
    // The offline detector let this message through (messages/service.ts): alone it raised nothing.
    const newest: CareText = { read: read ?? readable(text), alone: null, raw: text };
    try {
      signal = assessCrisisWindow(await window.add(chat.id, author.id, message.seq, newest));
    } catch (error) {
      log.warn({ err: error }, "the crisis window could not be checked");
    }
    if (signal) {
      // The chat may have ended meanwhile; nothing is owed to anyone then.
      await open(chat, author, message, text, signal, "window", { ...newest, alone: signal }).catch((error: unknown) =>
        log.debug({ err: error }, "crisis mode from the window not opened"),
      );
      return true;
    }
    if (model) askModel(model, chat, author, message, text);
    return false;
  }

  return {
    /**
     * After a person's text message (which the offline detector let through) was stored and
     * delivered. Resolves true when the window opened crisis mode; the model's answer comes later.
     * Never rejects: a failure here must not cost the person their persona's answer. `read` is the
     * message as the crisis rules read it, kept from its screening; without it, it is read again.
     */
    afterDelivery(chat: ChatRow, author: Viewer, message: MessageRow, text: string, read?: string): Promise<boolean> {
      return tracked(decide(chat, author, message, text, read));
    },

    /**
     * Crisis mode opened on this message alone (the offline detector, messages/service.ts): the
     * window starts again from it, so that what it told is read with what the person writes next
     * ("i dont want to be here anymore" … "i took them all").
     */
    openedAlone(chatId: string, personId: string, text: string, signal: CrisisSignal): void {
      window.clear(chatId, personId, { read: readable(text), alone: signal, raw: text });
    },

    /**
     * The person's text messages in this chat from the last `withinMs`, as written, oldest first:
     * those the window holds (stored and let through; since crisis mode last opened for them).
     */
    async recentTexts(chatId: string, senderId: string, withinMs: number): Promise<string[]> {
      return (await window.recent(chatId, senderId, withinMs)).map((text) => text.raw);
    },

    /** Resolves when every check begun so far, the model's answers included, is done (tests, shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
