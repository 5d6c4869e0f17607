// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { routes } from "@shared/routes";
import { fakeServer } from "@/testing/dom";
import { call, pathOf } from "./api";
import { HttpError } from "./http";

// Counts the loads of the whole wire contract (its module runs once, however many calls need it).
const wireLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock("@shared/wire", async (importOriginal) => {
  wireLoads.count += 1;
  return importOriginal();
});

const chatId = "5f0c7d2e-3b1a-4c8e-9d6f-2a4b6c8e0f13";
const chat = {
  id: chatId,
  themeId: "anxiety",
  status: "active",
  matchStatus: "matched",
  you: "p1",
  yourRole: "talk",
  partnerRole: "listen",
  createdAt: "2026-11-24T10:00:00.000Z",
  updatedAt: "2026-11-24T10:00:10.000Z",
  matchedAt: "2026-11-24T10:00:10.000Z",
  endedAt: null,
  endedBy: null,
  messagesDeletedAt: null,
};

describe("the path of a route", () => {
  it("puts each parameter in its place, encoded, and the query after it", () => {
    expect(pathOf(routes.chatEnd, { params: { chatId: "a/b c?d" } })).toBe("/api/chats/a%2Fb%20c%3Fd/end");
    expect(pathOf(routes.messageList, { params: { chatId }, query: { after: 7 } })).toBe(
      `/api/chats/${chatId}/messages?after=7`,
    );
    expect(pathOf(routes.adminChats, { query: { status: "pending", crisis: undefined, cursor: "x&y=1" } })).toBe(
      "/api/admin/chats?status=pending&cursor=x%26y%3D1",
    );
    expect(pathOf(routes.session)).toBe("/api/session");
  });

  it("refuses to build a path without one of its parameters", () => {
    expect(() => pathOf(routes.chatEnd)).toThrow("/api/chats/:chatId/end needs its chatId.");
  });
});

describe("the schemas a reply loads", () => {
  // First in this file: once loaded, the contract stays loaded.
  it("parses a public page's reply with api.ts's schemas alone, and loads the rest of the contract for a reply that needs it", async () => {
    fakeServer(({ path }) =>
      path === "/api/session"
        ? { status: 200, body: { me: null } }
        : { status: 200, body: { state: "warned", reason: "Spam", endsAt: null, counselChatId: null } },
    );
    await expect(call(routes.session)).resolves.toEqual({ me: null });
    expect(wireLoads.count).toBe(0);
    await expect(call(routes.meStanding)).resolves.toEqual({
      state: "warned",
      reason: "Spam",
      endsAt: null,
      counselChatId: null,
      urgentCrisis: false,
    });
    expect(wireLoads.count).toBe(1);
  });
});

describe("a call from the route table", () => {
  it("sends the entry's method and body, and answers the reply as its schema parses it", async () => {
    const calls = fakeServer(() => ({ status: 200, body: { chat, unknownField: "dropped" } }));
    const reply = await call(routes.chatMatch, { body: { themeId: "anxiety", role: "talk" } });
    expect(calls).toEqual([{ method: "POST", path: "/api/chats/match", body: { themeId: "anxiety", role: "talk" } }]);
    expect(reply).toEqual({ chat });
  });

  it("sends `{}` for a state change that takes no body, and no body with a GET", async () => {
    const calls = fakeServer(({ method }) => (method === "GET" ? { status: 200, body: { chat } } : { status: 204 }));
    await call(routes.chatCancel, { params: { chatId } });
    await call(routes.chatOpen, { params: { chatId } });
    expect(calls).toEqual([
      { method: "DELETE", path: `/api/chats/${chatId}`, body: {} },
      { method: "GET", path: `/api/chats/${chatId}`, body: undefined },
    ]);
  });

  it("answers nothing for a route whose reply is not read", async () => {
    fakeServer(() => ({ status: 201, body: { ok: true } }));
    await expect(call(routes.chatReport, { params: { chatId }, body: { reason: "Spam or scam" } })).resolves.toBe(
      undefined,
    );
  });

  it("rejects a reply that fails its schema, rather than handing it on", async () => {
    fakeServer(() => ({ status: 200, body: { chat: { ...chat, you: "someone else" } } }));
    await expect(call(routes.chatOpen, { params: { chatId } })).rejects.toBeInstanceOf(ZodError);
  });

  it("rejects a refusal with the server's sentence and code, and keeps its answer", async () => {
    const refusal = { error: "Please confirm your age first.", code: "age-unconfirmed" };
    fakeServer(() => ({ status: 403, body: refusal }));
    const error = await call(routes.chatMatch, { body: { themeId: "anxiety" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: refusal.error, status: 403, code: refusal.code, reply: refusal });
  });
});

// Compile-time checks of the helper's inference (never run).
export async function typeChecks() {
  // @ts-expect-error a path parameter is required
  await call(routes.chatEnd);
  // @ts-expect-error a body the route requires
  await call(routes.meDelete);
  // @ts-expect-error a GET takes no body
  await call(routes.session, { body: {} });
  const summary = await call(routes.chatSummary, { params: { chatId } });
  const durationMs: number = summary.durationMs;
  const nothing: void = await call(routes.chatReview, { params: { chatId }, body: { rating: 5 } });
  return [durationMs, nothing];
}
