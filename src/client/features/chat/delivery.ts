/**
 * Delivering written messages: each waits in the outbox (localStorage) until the server acknowledges
 * it, and is sent again, with the same client id, until then; the server stores a client id once, so
 * retrying never doubles a message. A chat's messages go oldest first, one at a time. Only an answer that says the server will never take it (a 4xx:
 * blocked, too long, not your chat, chat ended) lets a message go. No answer at all (offline, server
 * down, timed out), 408, 429 and every 5xx (503: the database is away for now) keep it, and it is
 * tried again after a growing pause, and at once whenever the page (re)joins the chat — unless the
 * server has said the chat ended (`closed`): it takes nothing more, so a message still owed to it
 * after one more attempt leaves the outbox as not sent (CHAT_ENDED_UNSENT) instead of waiting for
 * a delivery that can never come (a banned person's tab, a partner who left while offline).
 * No React and no DOM here, so that the rule is tested on its own (delivery.test.ts).
 */
import { PersonalDetailsRefused, type MessageView } from "@shared/api";
import type { PersonalDetail } from "@shared/personal-details-text";
import type { Outbox, QueuedMessage } from "@/lib/outbox";

export type AfterFailure = "retry" | "drop";

/** `status` is the HTTP or acknowledgement status; 0 when no answer came. */
export function afterFailure(status: number): AfterFailure {
  const refusedForGood = status >= 400 && status < 500 && status !== 408 && status !== 429;
  return refusedForGood ? "drop" : "retry";
}

/** The status an error carries (HttpError, AckError), or 0 for no answer (network, timeout). */
export function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : 0;
}

/**
 * What each attempt sends for a queued message: the same client id every time, and the sender's
 * confirmation of personal details when they gave it (without it the server refuses the message).
 */
export function sendBodyOf(item: QueuedMessage) {
  const { clientId, kind, content, confirmedPersonalDetails } = item;
  return { clientId, kind, content, ...(confirmedPersonalDetails ? { confirmedPersonalDetails } : {}) };
}

/** The refusal code an error carries (the server's `code`), if any. */
export function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * What the server found in a message it refused for personal details the sender had not confirmed
 * (422, code "personal-details"), from the answer as sent (HttpError's or AckError's `reply`), read
 * with the shared schema; null for any other refusal, or one that does not name what it found.
 */
export function personalDetailsFoundIn(error: unknown): PersonalDetail[] | null {
  const refusal = PersonalDetailsRefused.safeParse((error as { reply?: unknown } | null)?.reply);
  return refusal.success ? refusal.data.found : null;
}

const FIRST_RETRY_MS = 1_000;
const LONGEST_WAIT_MS = 15_000;

/**
 * How long to wait before the given retry (1, 2, …): doubling from a second, at most 15 s, spread
 * by `jitter` (0..1) so that many pages coming back at once do not all arrive together.
 */
export function retryDelay(retry: number, jitter: number): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, retry - 1), LONGEST_WAIT_MS);
  return Math.round(base * (0.75 + 0.5 * jitter));
}

/** Why a message still owed to a chat the server has ended left the outbox unsent. */
export const CHAT_ENDED_UNSENT = "This chat ended before this message could be sent.";

export interface DeliveryDeps {
  outbox: Outbox;
  /** One attempt: resolves with the stored message, or throws an error that may carry a status. */
  attempt(item: QueuedMessage): Promise<MessageView>;
  stored(item: QueuedMessage, message: MessageView): void;
  /** The server will never take it: it has left the outbox. */
  refused(item: QueuedMessage, error: unknown): void;
  /** It stays queued and will be tried again (`retry` counts the failures in a row so far). */
  kept?(item: QueuedMessage, error: unknown, retry: number): void;
  /** False while the browser knows it is offline: nothing is tried until it is back. */
  canSend(): boolean;
  /** The server has said this chat ended: a message it did not answer for will never be taken. */
  closed?(chatId: string): boolean;
  jitter?: () => number;
}

export interface Delivery {
  /**
   * Sends what the chat's outbox holds, oldest first and one at a time, so that the partner reads
   * the messages in the order they were written. A failure holds the rest back until the retry;
   * a flush while one is on its way is taken up as soon as it is answered.
   */
  flush(chatId: string): void;
  /**
   * Sends what the chat's outbox holds now (the page is about to leave the chat) and says whether
   * nothing is owed to it any more: false when the browser is offline, an attempt got no answer or a
   * 5xx, or `withinMs` passed first. What is still owed stays in the outbox.
   */
  drain(chatId: string, withinMs: number): Promise<boolean>;
  /** Cancels the scheduled retries (the page is leaving the chat). */
  stop(): void;
}

export function createDelivery(deps: DeliveryDeps): Delivery {
  const askedAgain = new Set<string>();
  const failures = new Map<string, number>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const jitter = deps.jitter ?? Math.random;

  const cancelRetry = (chatId: string) => {
    clearTimeout(timers.get(chatId));
    timers.delete(chatId);
  };

  /** Sends one message; true when it has left the outbox (stored, or refused for good). */
  const sendOne = async (item: QueuedMessage): Promise<boolean> => {
    try {
      const message = await deps.attempt(item);
      deps.outbox.remove(item.clientId);
      failures.delete(item.chatId);
      deps.stored(item, message);
      return true;
    } catch (error) {
      const ended = deps.closed?.(item.chatId) ?? false;
      if (afterFailure(statusOf(error)) === "drop" || ended) {
        deps.outbox.remove(item.clientId);
        deps.refused(item, afterFailure(statusOf(error)) === "drop" ? error : new Error(CHAT_ENDED_UNSENT));
        return true;
      }
      const retry = (failures.get(item.chatId) ?? 0) + 1;
      failures.set(item.chatId, retry);
      deps.kept?.(item, error, retry);
      return false;
    }
  };

  /** The chats being sent right now, each with the end of its run (which drain() waits for). */
  const runs = new Map<string, Promise<void>>();

  const send = async (chatId: string, done: () => void) => {
    cancelRetry(chatId);
    try {
      await sendAll(chatId);
    } finally {
      runs.delete(chatId);
      done();
    }
  };

  const sendAll = async (chatId: string) => {
    for (;;) {
      askedAgain.delete(chatId);
      const oldest = deps.outbox.forChat(chatId)[0];
      if (!oldest) return;
      if (await sendOne(oldest)) continue;
      // Asked again while it was on its way (the page just rejoined): at once; otherwise later.
      if (askedAgain.has(chatId) && deps.canSend()) continue;
      const retry = failures.get(chatId) ?? 1;
      timers.set(
        chatId,
        setTimeout(
          () => {
            timers.delete(chatId);
            // flush() never rejects: a failure stays in the outbox and schedules the next retry.
            void flush(chatId);
          },
          retryDelay(retry, jitter()),
        ),
      );
      return;
    }
  };

  const flush = (chatId: string): Promise<void> => {
    if (!deps.canSend()) return Promise.resolve();
    const running = runs.get(chatId);
    if (running) {
      askedAgain.add(chatId);
      return running;
    }
    let done = () => {};
    const run = new Promise<void>((resolve) => (done = resolve));
    // Known as running before the first attempt starts: a flush meanwhile joins this run.
    runs.set(chatId, run);
    void send(chatId, done);
    return run;
  };

  return {
    flush: (chatId) => void flush(chatId),
    async drain(chatId, withinMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
      await Promise.race([flush(chatId), late]);
      clearTimeout(timer);
      return deps.outbox.forChat(chatId).length === 0;
    },
    stop() {
      for (const chatId of [...timers.keys()]) cancelRetry(chatId);
    },
  };
}
