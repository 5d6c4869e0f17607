import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { adminKeys } from "./admin-api";
import { followAdminEvents, type AdminSocket } from "./admin-live";

const SETTLE_MS = 5;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The socket's side of it: events the test says the server sent. */
function serverSays() {
  const listeners = new Map<string, Set<() => void>>();
  const socket: AdminSocket & { emit(event: string): void } = {
    connected: true,
    on: (event, listener) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    off: (event, listener) => listeners.get(event)?.delete(listener),
    emit: (event) => listeners.get(event)?.forEach((listener) => listener()),
  };
  return socket;
}

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
    const socket = serverSays();
    cleanups.push(page.close, followAdminEvents(socket, page.client, SETTLE_MS));

    socket.emit("chat:resync");
    await expect.poll(() => page.fetched).toEqual({ chats: 2, overview: 2, reports: 2, suggestions: 2, waitlist: 2 });
    // What is not on screen is only marked stale, to be fetched when it is shown again.
    expect(page.client.getQueryState(adminKeys.audit)?.isInvalidated).toBe(true);
  });

  it("re-reads the chat lists and the overview once per burst of admin:chats-changed", async () => {
    const page = await dashboard();
    const socket = serverSays();
    cleanups.push(page.close, followAdminEvents(socket, page.client, SETTLE_MS));

    for (let i = 0; i < 5; i++) socket.emit("admin:chats-changed");
    await expect.poll(() => page.fetched.chats).toBe(2);
    await pause(SETTLE_MS * 4);
    expect(page.fetched).toEqual({ chats: 2, overview: 2, reports: 1, suggestions: 1, waitlist: 1 });
  });

  it("re-reads the chat lists after a reconnect, not at the first connect, and stops when told", async () => {
    const page = await dashboard();
    const socket = { ...serverSays(), connected: false };
    const stop = followAdminEvents(socket, page.client, SETTLE_MS);
    cleanups.push(page.close);

    socket.emit("connect");
    await pause(SETTLE_MS * 4);
    expect(page.fetched.chats).toBe(1);
    socket.emit("connect");
    await expect.poll(() => page.fetched.chats).toBe(2);

    stop();
    socket.emit("chat:resync");
    await pause(SETTLE_MS * 4);
    expect(page.fetched).toEqual({ chats: 2, overview: 2, reports: 1, suggestions: 1, waitlist: 1 });
  });
});
