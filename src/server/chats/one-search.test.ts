/**
 * One search per person: asking again for the same room (the chat page's heartbeat, a second tab)
 * is answered with the same waiting chat, one at a time, at the same instant and across two
 * instances; a search for another room replaces it, and the person's tabs hear the old one expired.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { ChatView } from "../../shared/api.js";
import type { Viewer } from "../auth/viewer.js";
import { chats } from "../db/schema.js";
import { createPeople } from "../testing/people.js";
import {
  canStartTwoInstances,
  databaseKinds,
  sendJson,
  serverForSuite,
  signUp,
  twoInstancesForSuite,
} from "../testing/server.js";
import { connectAs, listen, nextEventWhere, socketPeople } from "../testing/sockets.js";
import type { TestServer } from "../testing/server.js";
import { DEFAULT_MATCH_SETTINGS, findMatch } from "./matching.js";

const match = async (server: TestServer, cookie: string, themeId: string, waitingChatId?: string) => {
  const response = await sendJson(server, "POST", "/api/chats/match", { themeId, role: "both", waitingChatId }, cookie);
  expect(response.statusCode).toBe(200);
  return (response.json() as { chat: ChatView }).chat;
};

describe.each(databaseKinds)("one search per person on the %s database", (kind) => {
  const server = serverForSuite({ kind });
  beforeEach(async () => {
    await server.database.db.update(chats).set({ status: "completed" }).where(eq(chats.matchStatus, "waiting"));
  });
  const db = () => server.database.db;
  const ask = (person: Viewer, themeId: string, waitingChatId?: string) =>
    findMatch(db(), { userId: person.id, themeId, role: "both", waitingChatId }, DEFAULT_MATCH_SETTINGS);
  const waitingOf = async (person: Viewer) =>
    db()
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.participant1Id, person.id), eq(chats.matchStatus, "waiting"), eq(chats.status, "active")));

  it("answers a second ask for the same room with the same waiting chat, and a partner joins it", async () => {
    const [carol, partner] = await createPeople(db(), 2);
    const tab1 = await ask(carol!, "late-night");
    const tab2 = await ask(carol!, "late-night");
    const heartbeat1 = await ask(carol!, "late-night", tab1.chat.id);
    const heartbeat2 = await ask(carol!, "late-night", tab2.chat.id);
    expect(tab1.createdNow).toBe(true);
    for (const outcome of [tab2, heartbeat1, heartbeat2])
      expect(outcome).toMatchObject({
        chat: { id: tab1.chat.id, matchStatus: "waiting" },
        createdNow: false,
        retired: [],
      });
    expect(await waitingOf(carol!)).toEqual([{ id: tab1.chat.id }]);

    const joined = await ask(partner!, "late-night");
    expect(joined).toMatchObject({ matchedNow: true, chat: { id: tab1.chat.id, participant1Id: carol!.id } });
    // Both tabs' next heartbeat is answered with the matched chat.
    expect((await ask(carol!, "late-night", tab1.chat.id)).chat).toMatchObject({
      id: tab1.chat.id,
      matchStatus: "matched",
    });
  });

  it("opens one waiting chat for two asks of one person at the same instant", async () => {
    const [carol] = await createPeople(db(), 1);
    const [first, second] = await Promise.all([ask(carol!, "burnout-zone"), ask(carol!, "burnout-zone")]);
    expect(second.chat.id).toBe(first.chat.id);
    expect([first.createdNow, second.createdNow].sort()).toEqual([false, true]);
    expect(await waitingOf(carol!)).toEqual([{ id: first.chat.id }]);
  });

  it("replaces the waiting chat for another room; the tab left on it then follows the new search", async () => {
    const [carol] = await createPeople(db(), 1);
    const old = await ask(carol!, "tiny-wins");
    const elsewhere = await ask(carol!, "heartbreak-anonymous");
    expect(elsewhere.createdNow).toBe(true);
    expect(elsewhere.retired.map((chat) => chat.id)).toEqual([old.chat.id]);
    expect(elsewhere.retired[0]).toMatchObject({ status: "completed", matchStatus: "expired", matchedAt: null });
    // The old tab, told its room expired, asks again naming it: it joins the search, not replaces it.
    const follows = await ask(carol!, "tiny-wins", old.chat.id);
    expect(follows).toMatchObject({ chat: { id: elsewhere.chat.id, matchStatus: "waiting" }, retired: [] });
    expect(await waitingOf(carol!)).toEqual([{ id: elsewhere.chat.id }]);
  });

  describe("over HTTP, with the person's sockets", () => {
    const people = socketPeople();
    afterAll(() => people.closeAll());

    it("tells the person's tabs that the waiting chat a search elsewhere replaced has expired", async () => {
      await people.start(server);
      const carol = await people.add();
      const first = await match(server, carol.cookie, "gratitude-flow");
      const again = await match(server, carol.cookie, "gratitude-flow");
      expect(again.id).toBe(first.id);
      const told = nextEventWhere(carol.socket, "chat:updated", (view) => view.id === first.id);
      const elsewhere = await match(server, carol.cookie, "unsent-letters");
      expect(elsewhere.id).not.toBe(first.id);
      expect(await told).toMatchObject({ status: "completed", matchStatus: "expired", matchedAt: null, endedBy: null });
    });
  });
});

describe.runIf(canStartTwoInstances)("one search per person across two instances", () => {
  const instances = twoInstancesForSuite();

  it("converges two tabs on two instances on one waiting chat, and tells the other instance's socket of a replacement", async () => {
    const { first, second } = instances;
    const carol = await signUp(first);
    const [a, b] = await Promise.all([
      match(first, carol.cookie, "aligned-af"),
      match(second, carol.cookie, "aligned-af"),
    ]);
    expect(b.id).toBe(a.id);
    const socket = await connectAs(await listen(second), carol.cookie);
    try {
      const told = nextEventWhere(socket, "chat:updated", (view) => view.id === a.id);
      await match(first, carol.cookie, "need-to-vent");
      expect(await told).toMatchObject({ status: "completed", matchStatus: "expired" });
    } finally {
      socket.close();
    }
  });
});
