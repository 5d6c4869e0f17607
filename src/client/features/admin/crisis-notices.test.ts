import { describe, expect, it } from "vitest";
import type { AdminChatCard } from "@shared/admin-api";
import { testSocket } from "@/lib/test-socket";
import { followCrisisNotices } from "./crisis-notices";

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Chat ids as the server sends them. */
const A = "0b7e3c52-9d41-4f6a-8e2b-1c5d7a9f3e60";
const WAITING = "7a1d4e93-2c6b-4f8e-b05a-9e3f6c2d1b48";
const crisis = (socket: ReturnType<typeof testSocket>, chatId: string) => socket.serverSays("admin:crisis", { chatId });

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
  messagesDeletedAt: null,
});

describe("the live notice of a chat in crisis", () => {
  it("tells of a chat the server lists in crisis, once however many notices follow", async () => {
    const socket = testSocket();
    const told: string[] = [];
    followCrisisNotices(
      socket,
      async () => [card(A)],
      (chat) => told.push(chat.id),
    );
    crisis(socket, A);
    crisis(socket, A);
    await pause();
    crisis(socket, A);
    await pause();
    expect(told).toEqual([A]);
  });

  it("tells nothing of a chat the server does not list (a person still waiting), nor after it stops", async () => {
    const socket = testSocket();
    const told: string[] = [];
    const stop = followCrisisNotices(
      socket,
      async () => [card(A)],
      (chat) => told.push(chat.id),
    );
    crisis(socket, WAITING);
    await pause();
    stop();
    crisis(socket, A);
    await pause();
    expect(told).toEqual([]);
  });
});
