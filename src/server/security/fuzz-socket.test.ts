/**
 * Property-based fuzzing of every client-to-server socket event, as a participant and as an admin:
 * arbitrary payloads, wrong types, odd ids and deep nesting. An event that asks for an answer gets
 * ok:false with a 4xx status when its payload breaks the event's schema, never a 5xx; a refused
 * event leaves every table's row count as it was; the connection stays up and keeps answering.
 * (A packet over the size limit is refused by dropping the connection: floods.test.ts.)
 */
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type { ZodType } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JoinChat, LeaveChat, SendMessage, Typing, type Ack, type ClientToServer } from "../../shared/events.js";
import { NUL_REFUSED } from "../../shared/api.js";
import { sendJson, serverForSuite } from "../testing/server.js";
import { connectAs, listen, request, type ClientSocket } from "../testing/sockets.js";
import { ADMIN_EMAIL, assembleCast, freshChat, rowCounts, type Cast } from "./cast.js";
import { deeplyNested, FUZZ, oddId, oddString, passes } from "./hostile-input.js";

const GENEROUS = { points: 100_000, duration: 60 };

/** Each event's schema, and whether the server answers it (typed: a new event needs a line here). */
const EVENTS: Record<keyof ClientToServer, { schema: ZodType; answers: boolean }> = {
  "chat:join": { schema: JoinChat, answers: true },
  "message:send": { schema: SendMessage, answers: true },
  typing: { schema: Typing, answers: false },
  "chat:leave": { schema: LeaveChat, answers: false },
};

describe("fuzzing every socket event", () => {
  let cast: Cast;
  let chatId: string;
  let baseline: Record<string, number>;
  const sockets: Partial<Record<"participant" | "admin", ClientSocket>> = {};
  const server = serverForSuite({
    config: { adminEmails: new Set([ADMIN_EMAIL]), earlyAccessLimit: 0 },
    limits: { messagesPerUser: GENEROUS, eventsPerSocket: GENEROUS, aiPerUser: GENEROUS },
  });
  beforeAll(async () => {
    const url = await listen(server);
    cast = await assembleCast(server);
    chatId = await freshChat(server, cast, "matched");
    for (const who of ["participant", "admin"] as const) sockets[who] = await connectAs(url, cast[who].cookie);
    // The moderator's first reading of the chat is audited (once an hour): the joins that follow each
    // event below, to know it was handled, then write nothing.
    expect((await request(sockets.admin!, "chat:join", { chatId })).ok).toBe(true);
    baseline = await rowCounts(server);
  });
  afterAll(() => {
    for (const socket of Object.values(sockets)) socket.close();
  });

  /** Payloads: anything, the event's own fields with wrong types, or a near-valid one with an odd id. */
  const payload = () => {
    const fields = ["chatId", "afterSeq", "clientId", "kind", "content"];
    const anything = fc.oneof(fc.anything({ maxDepth: 3 }), oddString, fc.constant(deeplyNested()));
    return fc.oneof(
      anything,
      fc.dictionary(fc.constantFrom(...fields), anything, { maxKeys: 5 }),
      fc.record({
        chatId: oddId([chatId]),
        clientId: fc.oneof(oddString, fc.constant("valid-client-id")),
        content: oddString,
        kind: fc.oneof(oddString, fc.constantFrom("text", "vibe", "reaction", "system")),
        afterSeq: fc.oneof(fc.integer(), fc.double(), oddString),
      }),
    );
  };

  for (const caller of ["participant", "admin"] as const) {
    it(`answers a ${caller}'s hostile events with 4xx, never 5xx, writes nothing when refusing, and stays connected`, async () => {
      const socket = sockets[caller]!;
      for (const [event, { schema, answers }] of Object.entries(EVENTS)) {
        await fc.assert(
          fc.asyncProperty(payload(), async (value) => {
            if (answers) {
              const reply = (await socket
                .timeout(10_000)
                .emitWithAck(event as "chat:join", value as never)) as Ack<unknown>;
              const label = `${event} ${JSON.stringify(reply).slice(0, 200)}`;
              if (!reply.ok) expect(reply.status, label).toBeGreaterThanOrEqual(400);
              if (!reply.ok) expect(reply.status, label).toBeLessThan(500);
              if (!passes(schema, value)) expect(reply.ok, label).toBe(false);
              if (reply.ok) baseline = await rowCounts(server);
              else expect(await rowCounts(server), label).toEqual(baseline);
            } else {
              (socket.emit as (event: string, ...args: unknown[]) => void)(event, value);
              // Events are handled in order: this answer means the one above was handled too.
              expect((await request(socket, "chat:join", { chatId })).ok).toBe(true);
              expect(await rowCounts(server)).toEqual(baseline);
            }
          }),
          FUZZ,
        );
      }
      expect(socket.connected).toBe(true);
      expect((await request(socket, "chat:join", { chatId })).ok).toBe(true);
      expect((await server.fastify.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    });
  }

  it("refuses text nobody can see, or that holds a NUL, on the socket as on REST", async () => {
    const socket = sockets.participant!;
    for (const [content, error] of [
      ["\u200b\u200b", "A message needs some text."],
      ["\u2060 \ufeff\u200d", "A message needs some text."],
      ["\u0000", NUL_REFUSED],
      ["hello\u0000", NUL_REFUSED],
    ] as const) {
      const body = { clientId: `invisible-${randomUUID()}`, content };
      const viaSocket = await request(socket, "message:send", { chatId, ...body });
      expect([content, viaSocket]).toEqual([content, expect.objectContaining({ ok: false, status: 400, error })]);
      const viaRest = await sendJson(server, "POST", `/api/chats/${chatId}/messages`, body, cast.participant.cookie);
      expect([content, viaRest.statusCode, viaRest.json().error]).toEqual([content, 400, error]);
    }
    expect(await rowCounts(server)).toEqual(baseline);
  });
});
