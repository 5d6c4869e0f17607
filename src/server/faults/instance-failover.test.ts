/**
 * Two Kindred processes on one PostgreSQL and one Redis, behind a proxy that sends each new
 * connection to the next instance and skips one that refuses (as a load balancer does). The
 * instance one person is on is killed with SIGKILL mid-conversation: that person's socket comes back
 * through the proxy to the other instance by itself, the chat goes on, and nothing acknowledged is
 * lost or stored twice. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTempDatabase, testDatabaseUrl } from "../testing/postgres.js";
import { startTcpProxy, type TcpProxy } from "../testing/tcp-proxy.js";
import { contentsFrom, joinChat, type ChatClient } from "./chat-client.js";
import { deleteFanOut } from "../testing/redis-stream.js";
import { SHARED_SETTINGS, startKindred, type KindredProcess } from "./kindred-process.js";
import { matchedOver, readinessBecomes, signUpOver } from "./people.js";

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(testDatabaseUrl && redisUrl)("an instance killed behind the load balancer", { timeout: 120_000 }, () => {
  let proxy: TcpProxy;
  let origin: string;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  const instances: KindredProcess[] = [];
  const chats: ChatClient[] = [];

  beforeAll(async () => {
    const temp = await createTempDatabase();
    [databaseUrl, drop] = [temp.url, temp.drop];
    proxy = await startTcpProxy({ upstreams: [] });
    origin = `http://127.0.0.1:${proxy.port}`;
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl!, PUBLIC_URL: origin, ...SHARED_SETTINGS };
    instances.push(...(await Promise.all([startKindred(env), startKindred(env)])));
    proxy.setUpstreams(instances.map((i) => ({ host: "127.0.0.1", port: i.port })));
    await Promise.all(instances.map((i) => readinessBecomes(i.url, 200)));
  });

  afterAll(async () => {
    for (const chat of chats) chat.close();
    await Promise.all(instances.map((i) => i.kill()));
    await proxy?.close();
    await drop?.();
    await deleteFanOut(redisUrl!, SHARED_SETTINGS.REDIS_PREFIX);
  });

  /** Joins through the proxy; returns the client and the instance its socket landed on. */
  async function joinThroughProxy(cookie: string, chatId: string) {
    const before = proxy.routes.length;
    const chat = await joinChat(origin, { cookie, chatId, origin });
    chats.push(chat);
    return { chat, instance: proxy.routes[before]! };
  }

  it("brings the killed instance's person back on the other one, and the chat goes on", async () => {
    const [alice, bob] = [await signUpOver(origin), await signUpOver(origin)];
    const chatId = await matchedOver(alice, bob, "existential");
    const first = await joinThroughProxy(alice.cookie, chatId);
    let second = await joinThroughProxy(bob.cookie, chatId);
    // Round-robin puts Bob on the other instance, unless some other connection came in between.
    while (second.instance === first.instance) {
      second.chat.close();
      second = await joinThroughProxy(bob.cookie, chatId);
    }
    const [aliceChat, bobChat] = [first.chat, second.chat];
    const victim = instances[first.instance]!;

    for (let i = 1; i <= 3; i++) {
      await aliceChat.send(`Alice ${i}`);
      await bobChat.send(`Bob ${i}`);
    }

    // Both keep writing as Alice's instance dies; some of these are on their way when it does.
    const writing = [
      ...[4, 5, 6].map((i) => aliceChat.send(`Alice ${i}`)),
      ...[4, 5].map((i) => bobChat.send(`Bob ${i}`)),
    ];
    await victim.kill("SIGKILL");
    expect(victim.signalCode).toBe("SIGKILL");
    await Promise.all(writing);
    await aliceChat.waitFor(() => aliceChat.joins >= 2, "Alice's socket rejoining");
    expect(proxy.routes.at(-1)).toBe(second.instance);

    await aliceChat.send("Alice, on the other instance now");
    await bobChat.send("Bob, still here");

    const aliceWrote = [1, 2, 3, 4, 5, 6].map((i) => `Alice ${i}`).concat("Alice, on the other instance now");
    const bobWrote = [1, 2, 3, 4, 5].map((i) => `Bob ${i}`).concat("Bob, still here");
    expect(aliceChat.acked.map((m) => m.content)).toEqual(aliceWrote);
    expect(bobChat.acked.map((m) => m.content)).toEqual(bobWrote);

    // Each person ends up with everything the other wrote, once each, in the order written.
    await bobChat.waitFor(() => contentsFrom(bobChat, "p1").length === aliceWrote.length, "Alice's words at Bob");
    await aliceChat.waitFor(() => contentsFrom(aliceChat, "p2").length === bobWrote.length, "Bob's words at Alice");
    expect(contentsFrom(bobChat, "p1")).toEqual(aliceWrote);
    expect(contentsFrom(aliceChat, "p2")).toEqual(bobWrote);

    // And the database holds each acknowledged message once, numbered without a gap.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ seq: number; client_id: string | null }>(
        "select seq, client_id from messages where chat_id = $1 order by seq",
        [chatId],
      );
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
      const ackedIds = [...aliceChat.acked, ...bobChat.acked].map((m) => m.clientId);
      for (const id of ackedIds) expect(rows.filter((r) => r.client_id === id)).toHaveLength(1);
      // Both pages hold every message from where their view of the chat starts to the last one.
      for (const chat of [aliceChat, bobChat]) {
        const seqs = chat.messages.map((m) => m.seq);
        expect(seqs).toEqual(rows.map((r) => r.seq).filter((seq) => seq >= seqs[0]!));
      }
    } finally {
      await client.end();
    }
  });
});
