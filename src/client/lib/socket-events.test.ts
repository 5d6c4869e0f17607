import { afterEach, describe, expect, it, vi } from "vitest";
import type { MessageView } from "@shared/api";
import { connectionLog } from "./connection-log";
import { subscribe } from "./socket-events";
import { testSocket } from "./test-socket";

const CHAT = "3e9a7c1b-5d2f-4b8e-a6c0-1f4d8b2e7a93";
const message: MessageView = {
  id: "9c2e6a4d-1b7f-4e3a-8d5c-0a6f2b9e4c71",
  chatId: CHAT,
  seq: 1,
  kind: "text",
  content: "hello",
  sender: "p2",
  clientId: null,
  createdAt: "2025-03-10T11:00:00Z",
};

describe("subscribing to the socket", () => {
  afterEach(() => vi.restoreAllMocks());

  it("hands each handler its payload once it matches the event's schema", () => {
    const socket = testSocket();
    const heard: unknown[] = [];
    subscribe(socket, {
      "message:new": (m) => heard.push(m.content),
      "partner:typing": ({ chatId }) => heard.push(chatId),
      "chat:resync": () => heard.push("resync"),
    });
    socket.serverSays("message:new", message);
    socket.serverSays("partner:typing", { chatId: CHAT });
    socket.serverSays("chat:resync");
    expect(heard).toEqual(["hello", CHAT, "resync"]);
  });

  it("logs and drops a payload that does not match, and goes on listening", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const socket = testSocket();
    const failed: string[] = [];
    subscribe(socket, { "ai:failed": ({ error }) => failed.push(error) });

    expect(() => socket.serverSays("ai:failed", { chatId: "not-a-chat", error: "x" })).not.toThrow();
    socket.serverSays("ai:failed", undefined);
    expect(failed).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(connectionLog().at(-1)?.event).toContain('"ai:failed"');

    socket.serverSays("ai:failed", { chatId: CHAT, error: "The companion is resting." });
    expect(failed).toEqual(["The companion is resting."]);
  });

  it("passes Socket.IO's own connection events through as they are", () => {
    const socket = testSocket();
    const heard: unknown[] = [];
    const refusal = new Error("Please sign in to continue.");
    subscribe(socket, {
      connect: () => heard.push("connect"),
      connect_error: (error) => heard.push(error),
      disconnect: (reason) => heard.push(reason),
    });
    socket.serverSays("connect");
    socket.serverSays("connect_error", refusal);
    socket.serverSays("disconnect", "transport close");
    expect(heard).toEqual(["connect", refusal, "transport close"]);
  });

  it("removes every listener it added, and only those, when unsubscribed", () => {
    const socket = testSocket();
    const heard: string[] = [];
    const other = subscribe(socket, { "admin:crisis": () => heard.push("other") });
    const unsubscribe = subscribe(socket, {
      "admin:crisis": () => heard.push("mine"),
      "admin:chats-changed": () => heard.push("mine"),
      connect: () => heard.push("mine"),
    });
    expect(socket.listening()).toBe(4);
    unsubscribe();
    expect(socket.listening()).toBe(1);
    socket.serverSays("admin:crisis", { chatId: CHAT });
    socket.serverSays("admin:chats-changed", { chatId: CHAT });
    expect(heard).toEqual(["other"]);
    other();
  });
});
