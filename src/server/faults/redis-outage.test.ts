/**
 * Redis becomes unreachable (a proxy between Kindred and Redis is cut), or is not there when Kindred
 * starts: fan-out across instances degrades, with one log line and /readyz saying so, never a crash
 * or a crash loop; when Redis is back, instances connect by themselves and fan-out works again,
 * including what was sent meanwhile. Kindred runs as real processes, so that their logs are counted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTempDatabase, testDatabaseUrl } from "../testing/postgres.js";
import { startTcpProxy, throughProxy, upstreamOf, type TcpProxy } from "../testing/tcp-proxy.js";
import { contentsFrom, joinChat, type ChatClient } from "./chat-client.js";
import { deleteFanOut } from "../testing/redis-stream.js";
import { SHARED_SETTINGS, startKindred, type KindredProcess } from "./kindred-process.js";
import { matchedOver, readiness, readinessBecomes, signUpOver } from "./people.js";

const redisUrl = process.env.TEST_REDIS_URL;
const ORIGIN = "http://127.0.0.1";

const outageLines = (kindred: KindredProcess) => kindred.logs.filter((l) => l.msg.startsWith("Redis is unreachable"));
const recoveryLines = (kindred: KindredProcess) =>
  kindred.logs.filter((l) => l.msg.startsWith("Redis is reachable again"));

async function until(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(redisUrl)("Redis unreachable", { timeout: 120_000 }, () => {
  const proxies: TcpProxy[] = [];
  const processes: KindredProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await Promise.all(proxies.map((p) => p.close()));
    for (const cleanup of cleanups) await cleanup();
    await deleteFanOut(redisUrl!, SHARED_SETTINGS.REDIS_PREFIX);
  });

  const redisProxy = async () => {
    const proxy = await startTcpProxy({ upstreams: [upstreamOf(redisUrl!)] });
    proxies.push(proxy);
    return proxy;
  };

  it("at start-up: Kindred starts anyway, reports not ready, and connects when Redis comes", async () => {
    const proxy = await redisProxy();
    proxy.cut();
    const kindred = await startKindred({
      REDIS_URL: throughProxy(redisUrl!, proxy),
      REDIS_PREFIX: SHARED_SETTINGS.REDIS_PREFIX,
    });
    processes.push(kindred);
    // Several attempts to reach Redis have failed by now: still one line, still running.
    await until(() => proxy.refused >= 5, "reconnection attempts");
    const notReady = await readiness(kindred.url);
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({ status: "not ready: redis", checks: { database: "ok" } });
    expect(notReady.body.checks.redis).toMatch(/^unreachable: no connection/);
    // Rate limits fall back to counting on this instance: people can still sign up.
    await signUpOver(kindred.url, ORIGIN);
    expect(outageLines(kindred)).toHaveLength(1);
    expect(kindred.exitCode).toBeNull();

    proxy.restore();
    await readinessBecomes(kindred.url, 200);
    expect(recoveryLines(kindred)).toHaveLength(1);
  });

  describe.runIf(testDatabaseUrl)("while two instances run on one PostgreSQL", () => {
    let proxy: TcpProxy;
    let one: KindredProcess;
    let two: KindredProcess;

    beforeAll(async () => {
      const temp = await createTempDatabase();
      cleanups.push(temp.drop);
      proxy = await redisProxy();
      const env = { DATABASE_URL: temp.url, REDIS_URL: throughProxy(redisUrl!, proxy), ...SHARED_SETTINGS };
      [one, two] = await Promise.all([startKindred(env), startKindred(env)]);
      processes.push(one, two);
      await Promise.all([readinessBecomes(one.url, 200), readinessBecomes(two.url, 200)]);
    });

    it("keeps same-instance delivery, logs once, says so in /readyz, and fans out again after", async () => {
      // Alice and Bob on the first instance; Carol there too, talking with Dave on the second.
      const [alice, bob, carol] = await Promise.all([1, 2, 3].map(() => signUpOver(one.url, ORIGIN)));
      const dave = await signUpOver(two.url, ORIGIN);
      const nearby = await matchedOver(alice!, bob!, "late-night");
      const across = await matchedOver(carol!, dave, "tiny-wins");
      const chats: ChatClient[] = [
        await joinChat(one.url, { cookie: alice!.cookie, chatId: nearby }),
        await joinChat(one.url, { cookie: bob!.cookie, chatId: nearby }),
        await joinChat(one.url, { cookie: carol!.cookie, chatId: across }),
        await joinChat(two.url, { cookie: dave.cookie, chatId: across }),
      ];
      try {
        const [aliceChat, bobChat, carolChat, daveChat] = chats as [ChatClient, ChatClient, ChatClient, ChatClient];
        await carolChat.send("hello across instances");
        await daveChat.waitFor(() => contentsFrom(daveChat, "p1").includes("hello across instances"), "fan-out");

        proxy.cut();
        await until(() => proxy.refused >= 6, "reconnection attempts");
        for (const instance of [one, two]) {
          const notReady = await readiness(instance.url);
          expect(notReady.status).toBe(503);
          expect(notReady.body.status).toBe("not ready: redis");
        }
        await aliceChat.send("same instance, Redis away");
        await bobChat.waitFor(() => contentsFrom(bobChat, "p1").includes("same instance, Redis away"), "local");
        await bobChat.send("heard you");
        await aliceChat.waitFor(() => contentsFrom(aliceChat, "p2").includes("heard you"), "local reply");
        // Stored and acknowledged; Dave's instance cannot hear of it until Redis is back.
        await carolChat.send("across, Redis away");
        for (const instance of [one, two]) {
          expect(outageLines(instance)).toHaveLength(1);
          expect(instance.exitCode).toBeNull();
        }

        proxy.restore();
        await Promise.all([readinessBecomes(one.url, 200), readinessBecomes(two.url, 200)]);
        await daveChat.waitFor(
          () => contentsFrom(daveChat, "p1").includes("across, Redis away"),
          "what was sent during the outage",
        );
        await daveChat.send("and back across");
        await carolChat.waitFor(() => contentsFrom(carolChat, "p2").includes("and back across"), "fan-out again");
        expect(contentsFrom(daveChat, "p1")).toEqual(["hello across instances", "across, Redis away"]);
        expect(recoveryLines(one)).toHaveLength(1);
      } finally {
        for (const chat of chats) chat.close();
      }
    });
  });
});
