import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { adminKeys } from "./admin-api";
import { testSocket } from "@/lib/test-socket";
import { followAdminEvents } from "./admin-live";

const SETTLE_MS = 5;
const CHAT = "5f0c2a8e-3b7d-4c1e-9a2f-6d8b1e4c7a90";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A dashboard on screen: a real QueryClient whose admin queries are observed, as the page's
 * components observe them, counting how often each is fetched.
 */
async function dashboard() {
  const client = new QueryClient();
  const shown = {
    chats: adminKeys.chatTab("active", false),
    overview: adminKeys.overview,
    reports: adminKeys.reports,
    suggestions: adminKeys.suggestions,
    waitlist: adminKeys.waitlist,
  };
  const fetched: Record<string, number> = {};
  const stops = Object.entries(shown).map(([name, queryKey]) => {
    fetched[name] = 0;
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: async () => ++fetched[name]!,
      staleTime: Infinity,
    });
    return observer.subscribe(() => {});
  });
  // The audit log, read earlier and not on screen now.
  await client.prefetchQuery({ queryKey: adminKeys.audit, queryFn: async () => [] });
  await expect.poll(() => Object.values(fetched).every((n) => n === 1)).toBe(true);
  return {
    client,
    fetched,
    close: () => {
      for (const stop of stops) stop();
      client.clear();
    },
  };
}

describe("the admin dashboard's live refresh", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it("re-reads everything it shows when the server says chat:resync", async () => {
    const page = await dashboard();
    const socket = testSocket();
    cleanups.push(page.close, followAdminEvents(socket, page.client, SETTLE_MS));

    socket.serverSays("chat:resync");
    await expect.poll(() => page.fetched).toEqual({ chats: 2, overview: 2, reports: 2, suggestions: 2, waitlist: 2 });
    // What is not on screen is only marked stale, to be fetched when it is shown again.
    expect(page.client.getQueryState(adminKeys.audit)?.isInvalidated).toBe(true);
  });

  it("re-reads the chat lists and the overview once per burst of admin:chats-changed", async () => {
    const page = await dashboard();
    const socket = testSocket();
    cleanups.push(page.close, followAdminEvents(socket, page.client, SETTLE_MS));

    for (let i = 0; i < 5; i++) socket.serverSays("admin:chats-changed", { chatId: CHAT });
    await expect.poll(() => page.fetched.chats).toBe(2);
    await pause(SETTLE_MS * 4);
    expect(page.fetched).toEqual({ chats: 2, overview: 2, reports: 1, suggestions: 1, waitlist: 1 });
  });

  it("re-reads the chat lists after a reconnect, not at the first connect, and stops when told", async () => {
    const page = await dashboard();
    const socket = testSocket(false);
    const stop = followAdminEvents(socket, page.client, SETTLE_MS);
    cleanups.push(page.close);

    socket.serverSays("connect");
    await pause(SETTLE_MS * 4);
    expect(page.fetched.chats).toBe(1);
    socket.serverSays("connect");
    await expect.poll(() => page.fetched.chats).toBe(2);

    stop();
    socket.serverSays("chat:resync");
    await pause(SETTLE_MS * 4);
    expect(page.fetched).toEqual({ chats: 2, overview: 2, reports: 1, suggestions: 1, waitlist: 1 });
  });
});
