import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MessageView } from "@shared/api";
import { memoryStorage } from "@/lib/memory-storage";
import { createOutbox, type QueuedMessage } from "@/lib/outbox";
import { browserStore } from "@/lib/storage";
import { afterFailure, CHAT_ENDED_UNSENT, createDelivery, retryDelay, sendBodyOf, type DeliveryDeps } from "./delivery";

/** An error as the page's transports raise them: HttpError and AckError carry a status. */
const failure = (status: number, message = "Kindred cannot reach its database right now.") =>
  Object.assign(new Error(message), { status });

const chatId = "00000000-0000-4000-8000-000000000001";
const queued = (n: number): QueuedMessage => ({
  chatId,
  clientId: `client-${n}`,
  kind: "text",
  content: `message ${n}`,
  queuedAt: `2026-01-01T00:00:0${n}Z`,
});
const storedAs = (item: QueuedMessage, seq: number): MessageView => ({
  id: `00000000-0000-4000-8000-00000000010${seq}`,
  chatId,
  seq,
  kind: "text",
  content: item.content,
  sender: "p1",
  clientId: item.clientId,
  createdAt: "2026-01-01T00:01:00Z",
});

/**
 * A delivery whose server answers each attempt with the next outcome (an Error, or "store": stored
 * with the next seq), and a record of what happened.
 */
function deliveryAgainst(outcomes: (Error | "store")[], items: QueuedMessage[], closed = false) {
  const storage = memoryStorage();
  const outbox = createOutbox(browserStore(() => storage));
  const seen = {
    attempts: [] as string[],
    stored: [] as string[],
    refused: [] as string[],
    /** What the page is given to show for each refusal. */
    reasons: [] as string[],
    kept: [] as number[],
  };
  let seq = 0;
  let answer: (() => void) | null = null;
  const deps: DeliveryDeps = {
    outbox,
    attempt: async (item) => {
      seen.attempts.push(item.clientId);
      // Each answer takes a moment, so that the test can flush while one is on its way.
      await new Promise<void>((resolve) => (answer = resolve));
      const next = outcomes.shift();
      if (next === undefined) throw new Error("the test ran out of answers");
      if (next instanceof Error) throw next;
      return storedAs(item, ++seq);
    },
    stored: (item) => seen.stored.push(item.clientId),
    refused: (item, error) => {
      seen.refused.push(item.clientId);
      seen.reasons.push((error as Error).message);
    },
    kept: (_, __, retry) => seen.kept.push(retry),
    canSend: () => true,
    closed: () => closed,
    jitter: () => 0.5,
  };
  for (const item of items) outbox.add(item);
  /** Lets the attempt on its way have its answer. */
  const answerNow = async () => {
    await vi.advanceTimersByTimeAsync(0);
    answer?.();
    answer = null;
    await vi.advanceTimersByTimeAsync(0);
  };
  return { delivery: createDelivery(deps), outbox, seen, answerNow };
}

describe("delivering written messages", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("keeps a message through 503s and lost answers, retrying with backoff and the same client id", async () => {
    const one = queued(1);
    const { delivery, outbox, seen, answerNow } = deliveryAgainst([failure(503), failure(0), "store"], [one]);
    delivery.flush(chatId);
    await answerNow();
    expect(outbox.forChat(chatId)).toEqual([one]);
    expect(seen.kept).toEqual([1]);

    await vi.advanceTimersByTimeAsync(retryDelay(1, 0.5) - 1);
    expect(seen.attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await answerNow();
    expect(seen.attempts).toHaveLength(2);
    expect(seen.kept).toEqual([1, 2]);

    await vi.advanceTimersByTimeAsync(retryDelay(2, 0.5));
    await answerNow();
    expect(seen.attempts).toEqual([one.clientId, one.clientId, one.clientId]);
    expect(seen.stored).toEqual([one.clientId]);
    expect(outbox.forChat(chatId)).toEqual([]);
    // Nothing more is scheduled once it is stored.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.attempts).toHaveLength(3);
  });

  it("sends a chat's messages oldest first, one at a time, and holds the rest back while one fails", async () => {
    const [one, two, three] = [queued(1), queued(2), queued(3)];
    const { delivery, seen, answerNow } = deliveryAgainst([failure(503), "store", "store", "store"], [one, two, three]);
    delivery.flush(chatId);
    await answerNow();
    expect(seen.attempts).toEqual([one.clientId]);
    await vi.advanceTimersByTimeAsync(retryDelay(1, 0.5));
    for (let i = 0; i < 3; i++) await answerNow();
    expect(seen.attempts).toEqual([one.clientId, one.clientId, two.clientId, three.clientId]);
    expect(seen.stored).toEqual([one.clientId, two.clientId, three.clientId]);
  });

  it("keeps nothing for a chat the server has ended: unanswered, a message leaves as not sent", async () => {
    const [one, two] = [queued(1), queued(2)];
    // The first was stored before the end and its copy comes back; the second never gets an answer.
    const { delivery, outbox, seen, answerNow } = deliveryAgainst(["store", failure(0, "timeout")], [one, two], true);
    delivery.flush(chatId);
    await answerNow();
    await answerNow();
    expect(seen.stored).toEqual([one.clientId]);
    expect([seen.refused, seen.reasons]).toEqual([[two.clientId], [CHAT_ENDED_UNSENT]]);
    expect(outbox.forChat(chatId)).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.attempts).toHaveLength(2);
  });

  it("lets a message go when the server refuses it for good, and goes on with the next", async () => {
    const [one, two] = [queued(1), queued(2)];
    const blocked = failure(422, "Your message contains inappropriate content that isn't allowed.");
    const { delivery, outbox, seen, answerNow } = deliveryAgainst([blocked, "store"], [one, two]);
    delivery.flush(chatId);
    await answerNow();
    await answerNow();
    expect(seen.refused).toEqual([one.clientId]);
    expect(seen.stored).toEqual([two.clientId]);
    expect(outbox.forChat(chatId)).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.attempts).toHaveLength(2);
  });

  it("tries again at once when the chat is rejoined while an attempt fails, never two copies at a time", async () => {
    const one = queued(1);
    const { delivery, seen, answerNow } = deliveryAgainst([failure(0, "socket has been disconnected"), "store"], [one]);
    delivery.flush(chatId);
    await vi.advanceTimersByTimeAsync(0);
    delivery.flush(chatId);
    delivery.flush(chatId);
    expect(seen.attempts).toHaveLength(1);
    await answerNow();
    await answerNow();
    expect(seen.attempts).toEqual([one.clientId, one.clientId]);
    expect(seen.stored).toEqual([one.clientId]);
  });

  it("stops retrying when the page leaves the chat; the message stays in the outbox for next time", async () => {
    const one = queued(1);
    const { delivery, outbox, seen, answerNow } = deliveryAgainst([failure(503)], [one]);
    delivery.flush(chatId);
    await answerNow();
    delivery.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.attempts).toHaveLength(1);
    expect(outbox.forChat(chatId)).toEqual([one]);
  });
});

describe("delivering what a chat is owed before the page leaves it", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("sends everything still owed, oldest first, and says nothing is owed any more", async () => {
    const [one, two] = [queued(1), queued(2)];
    const { delivery, outbox, seen, answerNow } = deliveryAgainst(["store", "store"], [one, two]);
    let drained: boolean | undefined;
    void delivery.drain(chatId, 5_000).then((result) => (drained = result));
    await answerNow();
    expect(drained).toBeUndefined();
    await answerNow();
    expect(seen.stored).toEqual([one.clientId, two.clientId]);
    expect(drained).toBe(true);
    expect(outbox.forChat(chatId)).toEqual([]);
  });

  it("waits for the attempt already on its way, and goes on with the rest", async () => {
    const [one, two] = [queued(1), queued(2)];
    const { delivery, seen, answerNow } = deliveryAgainst(["store", "store"], [one, two]);
    delivery.flush(chatId);
    await vi.advanceTimersByTimeAsync(0);
    let drained: boolean | undefined;
    void delivery.drain(chatId, 5_000).then((result) => (drained = result));
    await answerNow();
    await answerNow();
    expect(drained).toBe(true);
    expect(seen.attempts).toEqual([one.clientId, two.clientId]);
  });

  it("says what is still owed when the server does not take it now, and keeps it", async () => {
    const one = queued(1);
    const { delivery, outbox, answerNow } = deliveryAgainst([failure(503)], [one]);
    let drained: boolean | undefined;
    void delivery.drain(chatId, 5_000).then((result) => (drained = result));
    await answerNow();
    expect(drained).toBe(false);
    expect(outbox.forChat(chatId)).toEqual([one]);
  });

  it("waits no longer than it is given for an answer that does not come", async () => {
    const one = queued(1);
    const { delivery, outbox, seen } = deliveryAgainst(["store"], [one]);
    let drained: boolean | undefined;
    void delivery.drain(chatId, 5_000).then((result) => (drained = result));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(drained).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(drained).toBe(false);
    expect(seen.attempts).toEqual([one.clientId]);
    expect(outbox.forChat(chatId)).toEqual([one]);
  });
});

describe("every message handed over ends delivered, queued, or refused with a reason: never in nothing", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const answers: (Error | "store")[] = [
    "store",
    ...[0, 400, 401, 403, 404, 408, 409, 413, 422, 429, 500, 502, 503, 504].map((status) =>
      failure(status, `the server's sentence for ${status}`),
    ),
  ];

  it.each(
    answers.map((answer) => [
      answer === "store" ? "stored" : `status ${(answer as unknown as { status: number }).status}`,
      answer,
    ]),
  )("answered %s", async (_, answer) => {
    const one = queued(1);
    const { delivery, outbox, seen, answerNow } = deliveryAgainst([answer], [one]);
    delivery.flush(chatId);
    await answerNow();
    const stored = seen.stored.includes(one.clientId);
    const queuedStill = outbox.forChat(chatId).some((item) => item.clientId === one.clientId);
    const wasRefused = seen.refused.includes(one.clientId);
    // Exactly one ending; a refusal carries the server's sentence to show, and a queued message
    // is tried again.
    expect([stored, queuedStill, wasRefused].filter(Boolean)).toHaveLength(1);
    if (wasRefused) expect(seen.reasons).toEqual([(answer as Error).message]);
    if (queuedStill) expect(vi.getTimerCount()).toBe(1);
  });
});

describe("the keep-or-let-go rule", () => {
  it("keeps a message when the server is away, overloaded or slow", () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) expect(afterFailure(status), String(status)).toBe("retry");
  });

  it("lets it go only when the server says it will never take it", () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422]) expect(afterFailure(status), String(status)).toBe("drop");
  });

  it("waits longer after each failure, up to a ceiling, spread around the base", () => {
    expect([1, 2, 3, 4, 5, 10].map((retry) => retryDelay(retry, 0.5))).toEqual([
      1_000, 2_000, 4_000, 8_000, 15_000, 15_000,
    ]);
    expect([retryDelay(1, 0), retryDelay(1, 1)]).toEqual([750, 1_250]);
  });
});

describe("a message sent after the personal-details warning", () => {
  it("is sent again with its confirmation, also from an outbox read after a reload", () => {
    const storage = memoryStorage();
    const item: QueuedMessage = { ...queued(1), content: "07911 123456", confirmedPersonalDetails: true };
    createOutbox(browserStore(() => storage)).add(item);
    const [afterReload] = createOutbox(browserStore(() => storage)).forChat(chatId);
    expect(sendBodyOf(afterReload!)).toEqual({
      clientId: "client-1",
      kind: "text",
      content: "07911 123456",
      confirmedPersonalDetails: true,
    });
  });

  it("claims no confirmation for a message that was never warned about", () => {
    expect(sendBodyOf(queued(2))).toEqual({ clientId: "client-2", kind: "text", content: "message 2" });
  });
});
