/**
 * Every pooled PostgreSQL connection is taken (a burst, or slow queries) while people chat: requests
 * that wait out the pool's timeout are told Kindred is very busy (503, Retry-After: 2), not that the
 * database is gone; a message is kept and stored once a connection is free, and the instance stays
 * ready for its load balancer. Runs when
 * TEST_DATABASE_URL is set.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POOL_MAX } from "../db/client.js";
import { DATABASE_BUSY } from "../db/failures.js";
import { MESSAGE_AWAITS_ROOM } from "../messages/service.js";
import { matchTwo } from "../testing/chats.js";
import { testDatabaseUrl } from "../testing/postgres.js";
import { getJson, signUp, serverForSuite } from "../testing/server.js";
import { connectAs, listen, request, type ClientSocket } from "../testing/sockets.js";

describe.runIf(testDatabaseUrl)("every pooled connection taken", () => {
  let socket: ClientSocket;
  let person: { cookie: string };
  let chatId: string;
  const server = serverForSuite({ kind: "postgres" });
  beforeAll(async () => {
    const url = await listen(server);
    const [a, b] = [await signUp(server), await signUp(server)];
    chatId = (await matchTwo(server, a, b)).id;
    person = a;
    socket = await connectAs(url, a.cookie);
    expect((await request(socket, "chat:join", { chatId })).ok).toBe(true);
  });
  afterAll(() => socket?.close());

  /** Holds all of the pool's connections, each in an open transaction, until `release` is called. */
  async function takeEveryConnection() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken = 0;
    const holders = Array.from({ length: POOL_MAX }, () =>
      server.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        taken++;
        await released;
      }),
    );
    await expect.poll(() => taken).toBe(POOL_MAX);
    return async () => {
      release();
      await Promise.all(holders);
    };
  }

  it("answers 503 'very busy' with Retry-After, keeps the message, and stores it once a connection is free", async () => {
    const free = await takeEveryConnection();
    const clientId = randomUUID();
    const [rest, send] = await Promise.all([
      getJson(server, `/api/chats/${chatId}/messages`, person.cookie),
      request(socket, "message:send", { chatId, clientId, content: "sent while Kindred is busy" }),
    ]);
    await free();

    expect(rest.statusCode).toBe(503);
    expect(rest.headers["retry-after"]).toBe("2");
    expect(rest.json()).toEqual({ error: DATABASE_BUSY });
    expect(send).toEqual({ ok: false, status: 503, error: MESSAGE_AWAITS_ROOM });

    // The page sends it again with the same client id, and it is stored.
    const again = await request(socket, "message:send", { chatId, clientId, content: "sent while Kindred is busy" });
    expect(again.ok).toBe(true);
    const listed = await getJson(server, `/api/chats/${chatId}/messages`, person.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain("sent while Kindred is busy");
  });

  it("stays ready while busy: /readyz asks the database on a connection of its own", async () => {
    const free = await takeEveryConnection();
    try {
      const ready = await getJson(server, "/readyz");
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ checks: { database: "ok" } });
    } finally {
      await free();
    }
  });
});
