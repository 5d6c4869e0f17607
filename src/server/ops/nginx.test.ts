/**
 * docs/nginx.conf, as shipped, in front of two Kindred instances on one PostgreSQL and one Redis:
 * sign-up, matching, a WebSocket and a long-polling socket through it, and a message between them;
 * a crowd coming from distinct client addresses is spread over both instances by ip_hash, and each
 * instance sees each person's own address (nginx's X-Forwarded-For, believed through TRUST_PROXY),
 * not nginx's 127.0.0.1. /metrics stays inside:
 * nginx does not route it, and an instance refuses it to a forwarded request anyway. Runs when nginx is
 * installed and TEST_DATABASE_URL and TEST_REDIS_URL are set (.ci/run provides all three).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatView } from "../../shared/api.js";
import {
  ADULT_ANSWER,
  cookiesFrom,
  PASSWORD,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from "../testing/server.js";
import { nextEvent, request } from "../testing/sockets.js";
import { io as connect } from "socket.io-client";
import { handshakeAuth } from "../../shared/events.js";
import type { ClientSocket } from "../testing/sockets.js";

const NGINX = "/usr/sbin/nginx";
const template = fileURLToPath(new URL("../../../docs/nginx.conf", import.meta.url));
const ready = existsSync(NGINX) && process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe.runIf(ready)("Kindred behind the shipped nginx configuration", () => {
  let nginx: ChildProcess;
  let origin: string;
  let upstreams: string[];
  const instances: TestServer[] = [];
  /** Each instance's log lines (pino JSON, info and up), to read the client address it saw. */
  const logs: string[][] = [[], []];
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const redisUrl = process.env.TEST_REDIS_URL;
    // Info: Fastify logs each request with the client address it believed (request.ip).
    const logTo = (n: number) => ({ write: (line: string) => void logs[n]!.push(line) });
    instances.push(
      await startTestServer({
        kind: "postgres",
        config: { redisUrl, publicUrl: origin, logLevel: "info" },
        logStream: logTo(0),
      }),
    );
    instances.push(
      await startTestServer({
        config: { databaseUrl: instances[0]!.config.databaseUrl, redisUrl, publicUrl: origin, logLevel: "info" },
        logStream: logTo(1),
      }),
    );
    upstreams = await Promise.all(instances.map((i) => i.fastify.listen({ port: 0, host: "127.0.0.1" })));
    const dir = mkdtempSync(path.join(tmpdir(), "kindred-nginx-"));
    const config = readFileSync(template, "utf8")
      .replace(
        /server 127\.0\.0\.1:3001;\s*server 127\.0\.0\.1:3002;/,
        upstreams.map((u) => `server ${new URL(u).host};`).join("\n"),
      )
      .replace("listen 80;", `listen 127.0.0.1:${port};`)
      .replace("worker_processes auto;", `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;`);
    writeFileSync(path.join(dir, "nginx.conf"), config);
    nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
    for (let attempt = 0; attempt < 50; attempt++) {
      if (
        await fetch(`${origin}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("nginx did not come up");
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    nginx?.kill("SIGQUIT");
    for (const instance of instances.reverse()) await instance.close();
  });

  /** A person as a browser would be: same origin, their own address (nginx passes it on). */
  async function person(address: string) {
    const headers = { "content-type": "application/json", origin, "x-forwarded-for": address };
    const response = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD, name: "Anonymous", ...ADULT_ANSWER }),
    });
    expect(response.status).toBe(200);
    return { cookie: cookiesFrom(response.headers.getSetCookie()), headers };
  }

  function socketFor(cookie: string, transports: ("websocket" | "polling")[]): Promise<ClientSocket> {
    const socket: ClientSocket = connect(origin, {
      auth: handshakeAuth(),
      transports,
      extraHeaders: { cookie, origin },
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once("connect", () => resolve(socket));
      socket.once("connect_error", reject);
    });
  }

  it("carries sign-up, matching, a WebSocket, the long-polling fallback and a message", async () => {
    const [a, b] = [await person("203.0.113.10"), await person("198.51.100.20")];
    const socketA = await socketFor(a.cookie, ["websocket"]);
    const socketB = await socketFor(b.cookie, ["polling"]);
    const post = (path: string, body: unknown, who: typeof a) =>
      fetch(`${origin}${path}`, {
        method: "POST",
        headers: { ...who.headers, cookie: who.cookie },
        body: JSON.stringify(body),
      });

    const waiting = ChatView.parse(
      ((await (await post("/api/chats/match", { themeId: "calm" }, a)).json()) as { chat: unknown }).chat,
    );
    const told = nextEvent(socketA, "chat:updated");
    await post("/api/chats/match", { themeId: "calm" }, b);
    expect(await told).toMatchObject({ id: waiting.id, matchStatus: "matched" });

    for (const socket of [socketA, socketB])
      expect((await request(socket, "chat:join", { chatId: waiting.id })).ok).toBe(true);
    const arriving = nextEvent(socketB, "message:new");
    await request(socketA, "message:send", {
      chatId: waiting.id,
      clientId: "through-nginx",
      content: "hello through nginx",
    });
    expect(await arriving).toMatchObject({ content: "hello through nginx", sender: "p1" });
  });

  /** POSTs JSON to nginx from the given local address, as a person on that address would, with no forwarding header. */
  function postFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; cookie: string }> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        `${origin}${path}`,
        { method: "POST", localAddress, headers: { "content-type": "application/json", origin } },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, cookie: cookiesFrom(response.headers["set-cookie"]) }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end(JSON.stringify(body));
    });
  }

  /** The sockets an instance holds now, from its own /metrics (asked directly, on this machine). */
  async function socketsOn(upstream: string): Promise<number> {
    const text = await (await fetch(`${upstream}/metrics`)).text();
    return Number(/^kindred_sockets_connected (\d+)$/m.exec(text)?.[1]);
  }

  it("spreads people from distinct addresses over both instances, each seen with their own address", async () => {
    // ip_hash keys IPv4 clients on their first three octets, so the people differ in the third;
    // all of 127.0.0.0/8 is this machine's loopback.
    const addresses = Array.from({ length: 12 }, (_, n) => `127.0.${n + 1}.1`);
    const socketsBefore = await Promise.all(upstreams.map(socketsOn));
    for (const address of addresses) {
      const { status, cookie } = await postFrom(address, "/api/auth/sign-up/email", {
        email: uniqueEmail(),
        password: PASSWORD,
        name: "Anonymous",
        ...ADULT_ANSWER,
      });
      expect(status).toBe(200);
      const socket: ClientSocket = connect(origin, {
        auth: handshakeAuth(),
        transports: ["websocket"],
        extraHeaders: { cookie, origin },
        forceNew: true,
        reconnection: false,
        localAddress: address,
      } as Parameters<typeof connect>[1]);
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("connect_error", reject));
    }

    // Which instance saw each person's sign-up, by the address it believed.
    const signUpsSeen = logs.map((lines) =>
      lines
        .map((line) => JSON.parse(line) as { req?: { url?: string; remoteAddress?: string } })
        .filter((entry) => entry.req?.url === "/api/auth/sign-up/email")
        .map((entry) => entry.req!.remoteAddress),
    );
    const seenBy = addresses.map((address) => signUpsSeen.flatMap((seen, n) => (seen.includes(address) ? [n] : [])));
    expect(seenBy.every((instances) => instances.length === 1)).toBe(true);
    expect(new Set(seenBy.flat())).toEqual(new Set([0, 1]));
    expect(signUpsSeen.flat()).not.toContain("127.0.0.1");

    // Each person's socket went where their sign-up went (the same address, the same instance).
    const socketsAfter = await Promise.all(upstreams.map(socketsOn));
    const added = socketsAfter.map((after, n) => after - socketsBefore[n]!);
    expect(added).toEqual([0, 1].map((n) => seenBy.filter((instances) => instances[0] === n).length));
  });

  it("keeps /metrics inside: nginx does not route it, and an instance refuses a forwarded request", async () => {
    for (const path of ["/metrics", "/metrics?x=1", "/%6Detrics", "//metrics", "/./metrics"]) {
      const response = await fetch(`${origin}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).not.toContain("kindred_");
    }
    // Prometheus on this machine scrapes each instance directly.
    const direct = await fetch(`${upstreams[0]}/metrics`);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toContain("kindred_sockets_connected");
    // Were a proxy to route it after all, the instance would see the forwarding header.
    const forwarded = await fetch(`${upstreams[0]}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(forwarded.status).toBe(403);
  });
});
