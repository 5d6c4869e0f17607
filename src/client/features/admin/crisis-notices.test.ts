import { describe, expect, it } from "vitest";
import type { AdminChatCard } from "../../../shared/admin-api";
import { followCrisisNotices, type CrisisSocket } from "./crisis-notices";

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

function serverSays() {
  const listeners = new Set<(payload: { chatId: string }) => void>();
  const socket: CrisisSocket & { crisis(chatId: string): void } = {
    on: (_event, listener) => listeners.add(listener),
    off: (_event, listener) => listeners.delete(listener),
    crisis: (chatId) => listeners.forEach((listener) => listener({ chatId })),
  };
  return socket;
}

const card = (id: string): AdminChatCard => ({
  id,
  themeId: "calm",
  status: "active",
  matchStatus: "matched",
  createdAt: "2025-03-10T11:00:00Z",
  updatedAt: "2025-03-10T11:00:00Z",
  matchedAt: "2025-03-10T11:01:00Z",
  inCrisis: true,
  lastMessage: null,
});

describe("the live notice of a chat in crisis", () => {
  it("tells of a chat the server lists in crisis, once however many notices follow", async () => {
    const socket = serverSays();
    const told: string[] = [];
    followCrisisNotices(
      socket,
      async () => [card("a")],
      (chat) => told.push(chat.id),
    );
    socket.crisis("a");
    socket.crisis("a");
    await pause();
    socket.crisis("a");
    await pause();
    expect(told).toEqual(["a"]);
  });

  it("tells nothing of a chat the server does not list (a person still waiting), nor after it stops", async () => {
    const socket = serverSays();
    const told: string[] = [];
    const stop = followCrisisNotices(
      socket,
      async () => [card("a")],
      (chat) => told.push(chat.id),
    );
    socket.crisis("waiting-chat");
    await pause();
    stop();
    socket.crisis("a");
    await pause();
    expect(told).toEqual([]);
  });
});
