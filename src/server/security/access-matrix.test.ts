/**
 * Access control, route by route: every REST route the server registers is called as a visitor,
 * a signed-in outsider, a participant and an admin (rows in access-rows.ts). A route without a row,
 * or a row without a route, fails the first test. The socket events have their own matrix in
 * socket-access.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_NOT_FOUND, NOT_A_PARTICIPANT } from "../chats/access.js";
import { getJson, sendJson, serverForSuite } from "../testing/server.js";
import { ACCESS_ROWS, bodyFor, type AccessRow } from "./access-rows.js";
import { ADMIN_EMAIL, assembleCast, cookieOf, freshChat, type Caller, type Cast } from "./cast.js";
import { routeKey } from "./route-catalogue.js";

const SIGN_IN_FIRST = { error: "Please sign in to continue." };

/** Routes under these prefixes are Kindred's own; anything else is a file of the built client. */
const isApiOrOps = (url: string) => url.startsWith("/api/") || ["/healthz", "/readyz", "/metrics"].includes(url);

describe("the access-control matrix", () => {
  let cast: Cast;
  const server = serverForSuite({
    config: { adminEmails: new Set([ADMIN_EMAIL]), earlyAccessLimit: 0 },
    reviewMinChatMs: 0,
  });
  beforeAll(async () => {
    cast = await assembleCast(server);
  });

  async function call(caller: Caller, method: string, path: string, body?: unknown) {
    const cookie = cookieOf(cast, caller);
    const response =
      method === "GET"
        ? await getJson(server, path, cookie)
        : await sendJson(server, method as "POST" | "PUT" | "DELETE", path, body ?? {}, cookie);
    const json = String(response.headers["content-type"]).startsWith("application/json");
    return { status: response.statusCode, body: json ? (response.json() as unknown) : response.body };
  }

  it("has exactly one row for every API route the server serves", () => {
    const served = server.routes.filter((r) => isApiOrOps(r.url)).map(routeKey);
    expect(new Set(served).size).toBe(served.length);
    expect([...served].sort()).toEqual(Object.keys(ACCESS_ROWS).sort());
  });

  it("serves the built client's files, and only GET, to everyone", async () => {
    const files = server.routes.filter((r) => !isApiOrOps(r.url));
    for (const file of files) {
      expect(file.method).toBe("GET");
      expect([file.url, (await getJson(server, file.url)).statusCode]).toEqual([file.url, 200]);
    }
  });

  const rows = Object.entries(ACCESS_ROWS);
  it.each(rows)("%s", async (key, row) => {
    const [method, pattern] = key.split(" ") as [string, string];
    const seen = await probe(method, pattern, row);
    expect(seen).toEqual(expected(row));
  });

  /** What each caller gets, as "caller: status", so a failure shows the whole row at once. */
  async function probe(method: string, pattern: string, row: AccessRow): Promise<Record<string, unknown>> {
    const seen: Record<string, unknown> = {};
    if (row.kind !== "chat") {
      const path = row.kind === "admin" ? (row.path?.(cast) ?? pattern) : (row.path ?? pattern);
      for (const caller of ["visitor", "outsider", "participant", "admin"] as const) {
        const answer = await call(caller, method, path, bodyFor(row.body, cast));
        seen[caller] = answer.status;
        if (row.kind !== "public" && answer.status === 401) seen[`${caller} is told`] = answer.body;
      }
      return seen;
    }
    const url = (chatId: string) => `/api/chats/${chatId}${row.suffix ?? ""}`;
    const body = () => bodyFor(row.body, cast);
    const visitor = await call("visitor", method, url(await freshChat(server, cast, row.state)), body());
    seen.visitor = visitor.status;
    seen["visitor is told"] = visitor.body;

    const theirs = await call("outsider", method, url(await freshChat(server, cast, row.state)), body());
    const missing = await call("outsider", method, url(crypto.randomUUID()), body());
    seen["outsider, someone else's chat"] = theirs;
    seen["outsider, no such chat"] = missing;
    seen["outsider, malformed id"] = (await call("outsider", method, url("not-a-chat-id"), body())).status;

    seen.participant = (
      await call("participant", method, url(await freshChat(server, cast, row.state)), body())
    ).status;
    seen.admin = (await call("admin", method, url(await freshChat(server, cast, row.state)), body())).status;
    return seen;
  }

  function expected(row: AccessRow): Record<string, unknown> {
    switch (row.kind) {
      case "public":
        return { visitor: row.status, outsider: row.status, participant: row.status, admin: row.status };
      case "member":
        return {
          visitor: 401,
          "visitor is told": SIGN_IN_FIRST,
          outsider: row.status,
          participant: row.status,
          admin: row.status,
        };
      case "admin":
        return { visitor: 401, "visitor is told": SIGN_IN_FIRST, outsider: 403, participant: 403, admin: row.status };
      case "chat": {
        return {
          visitor: 401,
          "visitor is told": SIGN_IN_FIRST,
          // The whole body: the sentence and nothing of the chat.
          "outsider, someone else's chat": { status: 403, body: { error: NOT_A_PARTICIPANT } },
          "outsider, no such chat": { status: 404, body: { error: CHAT_NOT_FOUND } },
          "outsider, malformed id": 400,
          participant: row.participant,
          admin: row.admin,
        };
      }
    }
  }

  it("never hands an outsider someone else's chat through match's waitingChatId", async () => {
    // A matched chat cannot be joined by matching, so getting it back could only be a leak.
    const theirs = await freshChat(server, cast, "matched");
    const answer = await call("outsider", "POST", "/api/chats/match", { themeId: "calm", waitingChatId: theirs });
    expect(answer.status).toBe(200);
    expect((answer.body as { chat: { id: string } }).chat.id).not.toBe(theirs);
  });
});
