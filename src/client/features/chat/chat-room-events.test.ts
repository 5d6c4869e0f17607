// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatView, MessageView } from "@shared/api";
import { PROTOCOL_OUTDATED } from "@shared/events";
import { LIMITS } from "@shared/limits";
import { testSocket } from "@/lib/test-socket";
import { followChatRoom, RECONNECT_AFTER_REFUSAL_MS, RECONNECT_AFTER_SHUTDOWN_MS } from "./chat-room-events";
import { chatViewAt } from "./message-fixture";

const ROOM = "5f0c7d2e-3b1a-4c8e-9d6f-2a4b6c8e0f13";
const OTHER_ROOM = "0b1e3f5a-7c9d-4e2f-8a1b-3c5d7e9f1a2b";

const message = (sender: MessageView["sender"], content: string, chatId = ROOM): MessageView => ({
  id: crypto.randomUUID(),
  chatId,
  seq: 1,
  kind: "text",
  content,
  sender,
  clientId: null,
  createdAt: "2026-01-01T00:00:00Z",
});

const chatView = (id: string, status: ChatView["status"]) => chatViewAt(id, status, { themeId: "late-night-thoughts" });

/** The chat page following ROOM as seat p1, on a test socket; `heard` is what it was told, in order. */
function followRoom() {
  const socket = Object.assign(testSocket(false), {
    active: true,
    connects: 0,
    left: [] as unknown[],
    connect: () => socket.connects++,
    emit: (event: string, payload: unknown) => socket.left.push({ event, payload }),
    io: { engine: { transport: { name: "websocket" } } },
  });
  const heard: string[] = [];
  const stop = followChatRoom(socket, ROOM, () => "p1", {
    join: () => heard.push("join"),
    message: (m) => heard.push(`message: ${m.content}`),
    chat: (view) => heard.push(`chat: ${view.status}`),
    partnerTyping: (typing) => heard.push(typing ? "partner typing" : "partner stopped"),
    partnerAway: (away) => heard.push(away ? "partner away" : "partner back"),
    connection: (connection) => heard.push(`connection: ${connection}`),
    shutOut: () => heard.push("shut out"),
  });
  return { socket, heard, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("following a chat room on the socket", () => {
  it("joins on every connect and whenever the server says something may have been lost", () => {
    const { socket, heard } = followRoom();
    socket.serverSays("connect");
    socket.serverSays("chat:resync");
    socket.serverSays("connect");
    expect(heard).toEqual(["connection: online", "join", "join", "connection: online", "join"]);
  });

  it("passes on the room's messages and chat changes, and nothing of another room", () => {
    const { socket, heard } = followRoom();
    socket.serverSays("message:new", message("p2", "elsewhere", OTHER_ROOM));
    socket.serverSays("chat:updated", chatView(OTHER_ROOM, "completed"));
    socket.serverSays("partner:typing", { chatId: OTHER_ROOM });
    socket.serverSays("message:new", message("p2", "hello"));
    socket.serverSays("chat:updated", chatView(ROOM, "completed"));
    expect(heard).toEqual(["message: hello", "partner stopped", "chat: completed"]);
  });

  it("shows the partner typing until their message arrives, or for a while without one", () => {
    const { socket, heard } = followRoom();
    socket.serverSays("partner:typing", { chatId: ROOM });
    socket.serverSays("message:new", message("p1", "my own words"));
    socket.serverSays("message:new", message("ai:companion", "the persona's words"));
    expect(heard).toEqual(["partner typing", "message: my own words", "message: the persona's words"]);
    socket.serverSays("message:new", message("p2", "their words"));
    expect(heard.slice(-2)).toEqual(["message: their words", "partner stopped"]);

    heard.length = 0;
    socket.serverSays("partner:typing", { chatId: ROOM });
    vi.advanceTimersByTime(LIMITS.partnerTypingMs - 1);
    expect(heard).toEqual(["partner typing"]);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual(["partner typing", "partner stopped"]);
  });

  it("stops showing the partner typing at once when they stop with nothing to send, in this room only", () => {
    const { socket, heard } = followRoom();
    socket.serverSays("partner:typing", { chatId: ROOM });
    socket.serverSays("partner:stopped-typing", { chatId: OTHER_ROOM });
    expect(heard).toEqual(["partner typing"]);
    socket.serverSays("partner:stopped-typing", { chatId: ROOM });
    expect(heard).toEqual(["partner typing", "partner stopped"]);
    // Nothing lingers: the timer that would have said it later is gone.
    vi.advanceTimersByTime(LIMITS.partnerTypingMs);
    expect(heard).toEqual(["partner typing", "partner stopped"]);
  });

  it("says when the partner left the chat page and came back, and nothing of another room", () => {
    const { socket, heard } = followRoom();
    socket.serverSays("partner:away", { chatId: OTHER_ROOM });
    socket.serverSays("partner:typing", { chatId: ROOM });
    socket.serverSays("partner:away", { chatId: ROOM });
    socket.serverSays("partner:back", { chatId: OTHER_ROOM });
    socket.serverSays("partner:back", { chatId: ROOM });
    // A page that left is not typing any more.
    expect(heard).toEqual(["partner typing", "partner stopped", "partner away", "partner back"]);
  });

  it("says the connection is limited while the network is up, offline while it is down", () => {
    const { socket, heard } = followRoom();
    socket.serverSays("disconnect", "transport close");
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    socket.serverSays("disconnect", "transport close");
    expect(heard).toEqual(["connection: limited", "connection: offline"]);
  });

  it("comes back after a pause when the server sent it away, or refused its handshake", () => {
    const { socket } = followRoom();
    socket.serverSays("disconnect", "io server disconnect");
    vi.advanceTimersByTime(RECONNECT_AFTER_SHUTDOWN_MS - 1);
    expect(socket.connects).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket.connects).toBe(1);

    socket.active = false;
    socket.serverSays("connect_error", new Error("Kindred could not read your session."));
    vi.advanceTimersByTime(RECONNECT_AFTER_REFUSAL_MS);
    expect(socket.connects).toBe(2);
  });

  it("says a suspension or ban at once, and takes the socket it closes for no connectivity problem", () => {
    const { socket, heard } = followRoom();
    socket.serverSays("chat:updated", chatView(ROOM, "completed"));
    socket.serverSays("standing:shut-out");
    socket.serverSays("disconnect", "io server disconnect");
    vi.advanceTimersByTime(RECONNECT_AFTER_SHUTDOWN_MS + RECONNECT_AFTER_REFUSAL_MS);
    // No "limited" banner, and no coming back to be refused.
    expect(heard).toEqual(["chat: completed", "shut out"]);
    expect(socket.connects).toBe(0);
  });

  it("waits for a reload when its protocol is outdated", () => {
    const { socket } = followRoom();
    socket.active = false;
    const outdated = Object.assign(new Error("outdated"), { data: { code: PROTOCOL_OUTDATED } });
    socket.serverSays("connect_error", outdated);
    vi.advanceTimersByTime(RECONNECT_AFTER_REFUSAL_MS * 10);
    expect(socket.connects).toBe(0);
  });

  it("when stopped, leaves the room, stops listening and cancels what it had planned", () => {
    const { socket, heard, stop } = followRoom();
    socket.serverSays("partner:typing", { chatId: ROOM });
    socket.serverSays("disconnect", "io server disconnect");
    stop();
    expect(socket.left).toEqual([{ event: "chat:leave", payload: { chatId: ROOM } }]);
    expect(socket.listening()).toBe(0);
    vi.advanceTimersByTime(LIMITS.partnerTypingMs + RECONNECT_AFTER_SHUTDOWN_MS);
    expect(socket.connects).toBe(0);
    expect(heard).toEqual(["partner typing", "connection: limited"]);
  });
});
