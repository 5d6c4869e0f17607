/**
 * PostgreSQL becomes unreachable while two people chat (a proxy between Kindred and PostgreSQL is
 * cut: open connections reset, new ones refused), then comes back. Runs when TEST_DATABASE_URL is set.
 */
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MessageList } from "../../shared/api.js";
import { databaseFailure, DATABASE_UNREACHABLE } from "../db/failures.js";
import { messages } from "../db/schema.js";
import { MESSAGE_AWAITS_DATABASE } from "../messages/service.js";
import { createTempDatabase, testDatabaseUrl } from "../testing/postgres.js";
import { startTestServer, type TestServer } from "../testing/server.js";
import { listen } from "../testing/sockets.js";
import { startTcpProxy, throughProxy, upstreamOf, type TcpProxy } from "../testing/tcp-proxy.js";
import { contentsFrom, joinChat, type ChatClient } from "./chat-client.js";
import { headersOf, matchedOver, readiness, readinessBecomes, signUpOver, type HttpPerson } from "./people.js";

describe.runIf(testDatabaseUrl)("PostgreSQL unreachable for a while", () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let drop: () => Promise<void>;
  let directUrl: string;
  let url: string;
  let alice: HttpPerson & { chat: ChatClient };
  let bob: HttpPerson & { chat: ChatClient };
  let chatId: string;

  beforeAll(async () => {
    const temp = await createTempDatabase();
    drop = temp.drop;
    directUrl = temp.url;
    proxy = await startTcpProxy({ upstreams: [upstreamOf(temp.url)] });
    server = await startTestServer({ config: { databaseUrl: throughProxy(temp.url, proxy) } });
    url = await listen(server);
    const [a, b] = [await signUpOver(url, server.origin), await signUpOver(url, server.origin)];
    chatId = await matchedOver(a, b, "calm");
    alice = { ...a, chat: await joinChat(url, { cookie: a.cookie, chatId }) };
    bob = { ...b, chat: await joinChat(url, { cookie: b.cookie, chatId }) };
  });

  afterAll(async () => {
    alice?.chat.close();
    bob?.chat.close();
    proxy?.restore();
    await server?.close();
    await proxy?.close();
    await drop?.();
  });

  it("answers sends with a 503 sentence, says why in /readyz, and delivers the kept message once when it is back", async () => {
    await alice.chat.send("before the outage");
    await bob.chat.waitFor(() => contentsFrom(bob.chat, "p1").includes("before the outage"), "the first message");

    proxy.cut();

    // The socket stays up (the server does); the send is refused with a sentence, not a 500.
    const kept = "written while the database is away";
    const clientId = crypto.randomUUID();
    const refused = await alice.chat.attempt(kept, clientId);
    expect(refused).toEqual({ ok: false, status: 503, error: MESSAGE_AWAITS_DATABASE });
    const rejoin = await alice.chat.socket.timeout(10_000).emitWithAck("chat:join", { chatId, afterSeq: 0 });
    expect(rejoin).toEqual({ ok: false, status: 503, error: DATABASE_UNREACHABLE });

    // REST too: 503 with the sentence, never a 401 that would look like a lost session.
    const polled = await fetch(`${url}/api/chats/${chatId}/messages`, { headers: headersOf(alice) });
    expect(polled.status).toBe(503);
    expect(await polled.json()).toEqual({ error: DATABASE_UNREACHABLE });
    const posted = await fetch(`${url}/api/chats/${chatId}/messages`, {
      method: "POST",
      headers: headersOf(alice),
      body: JSON.stringify({ clientId, content: kept }),
    });
    expect(posted.status).toBe(503);

    const notReady = await readiness(url);
    expect(notReady.status).toBe(503);
    expect(notReady.body.status).toBe("not ready: database");
    expect(notReady.body.checks.database).toMatch(/^unreachable: /);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    proxy.restore();
    // The pool reconnects by itself; nobody restarts anything.
    await readinessBecomes(url, 200);

    // The page sends the kept message again with its client id: stored once, shown once. A retry
    // of a stored message is broadcast again (an attempt may commit, then lose its connection
    // before broadcasting), and the pages keep each id once.
    const heard: string[] = [];
    bob.chat.socket.on("message:new", (message) => void (message.clientId === clientId && heard.push(message.id)));
    const first = await alice.chat.attempt(kept, clientId);
    const again = await alice.chat.attempt(kept, clientId);
    expect(first.ok && again.ok).toBe(true);
    if (first.ok && again.ok) expect(again.data.message.id).toBe(first.data.message.id);
    await bob.chat.waitFor(() => heard.length === 2, "the kept message, and its repetition");
    expect(new Set(heard).size).toBe(1);
    expect(contentsFrom(bob.chat, "p1").filter((c) => c === kept)).toHaveLength(1);
    const rows = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.chatId, chatId), eq(messages.clientId, clientId)));
    expect(rows).toHaveLength(1);

    // And the chat goes on both ways.
    await bob.chat.send("glad you're back");
    await alice.chat.waitFor(() => contentsFrom(alice.chat, "p2").includes("glad you're back"), "bob's reply");
    const stored = await fetch(`${url}/api/chats/${chatId}/messages`, { headers: headersOf(bob) });
    const texts = MessageList.parse(await stored.json()).messages.map((m) => m.content);
    expect(texts.filter((t) => t === kept)).toHaveLength(1);
    expect(contentsFrom(bob.chat, "p1")).toEqual(["before the outage", kept]);
  });

  it("fails a transaction whose connection dies midway, without taking the process down", async () => {
    const sleeper = "select pg_sleep(20) as kindred_fault_probe";
    const transaction = server.database.db
      .transaction(async (tx) => void (await tx.execute(sql.raw(sleeper))))
      .then(
        () => null,
        (error: unknown) => error,
      );
    // Cut only once PostgreSQL is running it, seen on a connection of our own beside the proxy.
    const observer = new pg.Client({ connectionString: directUrl });
    await observer.connect();
    try {
      for (let running = 0; running === 0;) {
        const found = await observer.query("select 1 from pg_stat_activity where query = $1", [sleeper]);
        running = found.rowCount ?? 0;
      }
    } finally {
      await observer.end();
    }
    proxy.cut();
    expect(databaseFailure(await transaction)).not.toBeNull();
    proxy.restore();
    await readinessBecomes(url, 200);
    expect((await alice.chat.attempt("still here after the second outage")).ok).toBe(true);
  });
});
