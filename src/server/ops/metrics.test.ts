import { describe, expect, it } from "vitest";
import { getJson, sendJson, signUp, serverForSuite, type TestServer } from "../testing/server.js";
import { connectAs, listen, request } from "../testing/sockets.js";
import { METRICS_LOCAL_ONLY, METRICS_NEED_TOKEN } from "./metrics-access.js";

describe("Prometheus metrics", () => {
  const server = serverForSuite();

  const scrape = async () => {
    const response = await getJson(server, "/metrics");
    expect(response.headers["content-type"]).toContain("text/plain");
    return response.body;
  };
  const value = (text: string, series: string) => {
    const line = text.split("\n").find((l) => l.startsWith(series));
    return line ? Number(line.split(" ").at(-1)) : undefined;
  };

  it("counts sockets, stored and delivered messages and their time by stage, matches, AI replies and HTTP latency", async () => {
    const url = await listen(server);
    const [a, b] = [await signUp(server), await signUp(server)];
    const [socketA, socketB] = [await connectAs(url, a.cookie), await connectAs(url, b.cookie)];
    const waiting = (await sendJson(server, "POST", "/api/chats/match", { themeId: "calm" }, a.cookie)).json().chat;
    await sendJson(server, "POST", "/api/chats/match", { themeId: "calm" }, b.cookie);
    for (const socket of [socketA, socketB]) await request(socket, "chat:join", { chatId: waiting.id });
    await request(socketA, "message:send", { chatId: waiting.id, clientId: "metrics-1", content: "counted once" });
    // Refused: a message that is not stored has no storing stage, and is not timed at all.
    await request(socketA, "message:send", {
      chatId: waiting.id,
      clientId: "metrics-2",
      content: "you are such an idiot",
    });

    const text = await scrape();
    expect(value(text, "kindred_sockets_connected")).toBe(2);
    expect(value(text, 'kindred_messages_stored_total{kind="text"}')).toBeGreaterThanOrEqual(1);
    // The partner's socket; the sender's own is answered by the acknowledgement.
    expect(value(text, "kindred_messages_delivered_total")).toBeGreaterThanOrEqual(1);
    const stage = (name: string, of: "count" | "sum") =>
      value(text, `kindred_message_send_seconds_${of}{stage="${name}"}`)!;
    for (const name of ["screening", "storing", "whole"]) expect(stage(name, "count")).toBe(1);
    expect(stage("whole", "sum")).toBeGreaterThanOrEqual(stage("screening", "sum") + stage("storing", "sum"));
    expect(value(text, "kindred_match_wait_seconds_count")).toBe(1);
    expect(text).toContain("# TYPE kindred_ai_reply_seconds histogram");
    expect(text).toContain(
      'kindred_http_request_duration_seconds_count{method="POST",route="/api/chats/match",status="200"}',
    );
    expect(text).toContain("kindred_process_resident_memory_bytes");
    expect(text).not.toContain("counted once");
    socketA.close();
    socketB.close();
  });
});

describe("who may read the metrics", () => {
  const scrape = (server: TestServer, remoteAddress: string, headers: Record<string, string> = {}) =>
    server.fastify.inject({ method: "GET", url: "/metrics", remoteAddress, headers });

  describe("without METRICS_TOKEN", () => {
    const server = serverForSuite({ config: { trustProxy: ["loopback"] } });

    it("answers a direct request from this machine", async () => {
      for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
        expect([address, (await scrape(server, address)).statusCode]).toEqual([address, 200]);
      }
    });

    it("refuses another machine, and a request a proxy on this machine forwarded, with 403 and a sentence", async () => {
      const refused = [
        await scrape(server, "203.0.113.9"),
        await scrape(server, "::ffff:10.0.0.8"),
        // A trusted proxy on this machine passing on an outside request (TRUST_PROXY=loopback).
        await scrape(server, "127.0.0.1", { "x-forwarded-for": "203.0.113.9" }),
        // Even one claiming to forward for this machine: the request still came through a proxy.
        await scrape(server, "127.0.0.1", { "x-forwarded-for": "127.0.0.1" }),
        await scrape(server, "127.0.0.1", { forwarded: "for=198.51.100.7" }),
        await scrape(server, "127.0.0.1", { "x-real-ip": "198.51.100.7" }),
      ];
      for (const response of refused) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: METRICS_LOCAL_ONLY });
        expect(response.body).not.toContain("kindred_");
      }
    });
  });

  describe("with METRICS_TOKEN", () => {
    const token = "scrape-me-0123456789abcdef";
    const server = serverForSuite({ config: { metricsToken: token } });

    it("answers whoever sends the token as a bearer token, from any address, through a proxy too", async () => {
      for (const [address, headers] of [
        ["203.0.113.9", { authorization: `Bearer ${token}` }],
        ["127.0.0.1", { authorization: `bearer ${token}`, "x-forwarded-for": "203.0.113.9" }],
      ] as const) {
        const response = await scrape(server, address, headers);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain("kindred_sockets_connected");
      }
    });

    it("refuses a missing, wrong, longer, shorter or differently sent token with 401, even from this machine", async () => {
      for (const headers of [
        {} as Record<string, string>,
        { authorization: "Bearer not-the-token-at-all-000" },
        { authorization: `Bearer ${token}x` },
        { authorization: `Bearer ${token.slice(0, -1)}` },
        { authorization: `Basic ${Buffer.from(`prometheus:${token}`).toString("base64")}` },
        { authorization: token },
      ]) {
        const response = await scrape(server, "127.0.0.1", headers);
        expect(response.statusCode).toBe(401);
        expect(response.headers["www-authenticate"]).toMatch(/^Bearer /);
        expect(response.json()).toEqual({ error: METRICS_NEED_TOKEN });
      }
    });
  });
});
