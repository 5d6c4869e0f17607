/**
 * Screening on a worker thread decides exactly as on the event loop, the personal details split over
 * messages included; a thread stopped in the middle of a message loses no message; and over real
 * sockets, a server screening on a thread refuses, holds and opens crisis support as ever.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CRISIS_SYSTEM_MESSAGE } from "../../shared/crisis.js";
import { HARASSMENT_REASON } from "../../shared/harassment.js";
import { BLOCKED_REASON } from "../../shared/screening.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { nextEventWhere, request } from "../testing/sockets.js";
import { screenTask, type ScreeningTask } from "./screening-task.js";
import { startScreeningThreads, type ScreeningThreads } from "./screening-threads.js";

const TASKS: ScreeningTask[] = [
  { text: "hey, how was your day? mine was long", previous: [], context: {} },
  { text: "i want to die, i can't go on", previous: [], context: {} },
  { text: "you are such an idiot", previous: [], context: {} },
  { text: "that id1ot bus is late again", previous: [], context: {} },
  { text: "my number is 07700 900123", previous: [], context: {} },
  { text: "my number is 07700 900123", previous: [], context: { withoutPartner: true } },
  // A number split over messages is found only with the one before it.
  { text: "900123", previous: ["ok it's 07700"], context: {} },
  {
    text: "do it. nobody would care",
    previous: [],
    context: { partnerInCrisis: true, partnerSaid: ["i want to end it"] },
  },
];

describe("screening threads", () => {
  const onError = vi.fn();
  let threads: ScreeningThreads;
  beforeAll(async () => {
    threads = await startScreeningThreads(1, onError);
  });
  afterAll(() => threads.close());

  it("decide every message as the event loop does", async () => {
    const onThread = await Promise.all(TASKS.map((task) => threads.screen(task)));
    expect(onThread).toEqual(TASKS.map(screenTask));
    expect(onThread.map((s) => s.kind)).toEqual([
      "clear",
      "crisis",
      "harassment",
      "blocked",
      "personal-details",
      "clear",
      "personal-details",
      "harassment",
    ]);
    expect(onError).not.toHaveBeenCalled();
  });

  it("screen on the event loop a message whose thread stopped, and start another thread", async () => {
    const [thread] = threads.threads;
    const task = TASKS[1]!;
    // Handed to the thread after it was told to stop, before the pool hears that it has: it never
    // reads the message. (Stopped after the hand-over, a thread may answer first, and did in CI.)
    const stopped = thread!.terminate();
    const screening = threads.screen(task);
    await stopped;
    expect(await screening).toEqual(screenTask(task));
    expect(onError).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(threads.threads.filter((t) => t !== thread)).toHaveLength(1));
    expect(await threads.screen(TASKS[4]!)).toEqual(screenTask(TASKS[4]!));
  });
});

describe("a server screening on a thread", () => {
  const { send, matchedPair } = liveChatSuite("embedded", undefined, { screeningThreads: 1 });

  it("refuses, holds and opens crisis support as on the event loop", async () => {
    const { a, chatId } = await matchedPair("need-to-vent");
    const refused = (content: string) =>
      request(a.socket, "message:send", { chatId, clientId: crypto.randomUUID(), content });
    expect(await refused("that id1ot bus is late again")).toEqual({ ok: false, status: 422, error: BLOCKED_REASON });
    expect(await refused("you are such an idiot")).toMatchObject({ ok: false, status: 422, error: HARASSMENT_REASON });
    expect(await refused("call me on 07700 900123")).toMatchObject({
      ok: false,
      status: 422,
      code: "personal-details",
    });
    const line = nextEventWhere(a.socket, "message:new", (m) => m.kind === "system");
    expect(await send(a, chatId, "i want to die")).toMatchObject({ kind: "text", content: "i want to die" });
    expect(await line).toMatchObject({ content: CRISIS_SYSTEM_MESSAGE });
  });
});
