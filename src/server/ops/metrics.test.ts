import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, sendJson, signUp, startTestServer, type TestServer } from "../testing/server.js";
import { connectAs, listen, request } from "../testing/sockets.js";

describe("Prometheus metrics", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const response = await getJson(server, "/metrics");
    expect(response.headers["content-type"]).toContain("text/plain");
    return response.body;
  };
  const value = (text: string, series: string) => {
    const line = text.split("\n").find((l) => l.startsWith(series));
    return line ? Number(line.split(" ").at(-1)) : undefined;
  };

  it("counts sockets, stored and delivered messages, matches, AI replies and HTTP latency", async () => {
    const url = await listen(server);
    const [a, b] = [await signUp(server), await signUp(server)];
    const [socketA, socketB] = [await connectAs(url, a.cookie), await connectAs(url, b.cookie)];
    const waiting = (await sendJson(server, "POST", "/api/chats/match", { themeId: "calm" }, a.cookie)).json().chat;
    await sendJson(server, "POST", "/api/chats/match", { themeId: "calm" }, b.cookie);
    for (const socket of [socketA, socketB]) await request(socket, "chat:join", { chatId: waiting.id });
    await request(socketA, "message:send", { chatId: waiting.id, clientId: "metrics-1", content: "counted once" });

    const text = await scrape();
    expect(value(text, "kindred_sockets_connected")).toBe(2);
    expect(value(text, 'kindred_messages_stored_total{kind="text"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, "kindred_messages_delivered_total")).toBeGreaterThanOrEqual(2);
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
