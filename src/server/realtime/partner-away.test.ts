/**
 * A person whose partner leaves the chat page is told, after a grace period, and told again when
 * the partner is back (partner-presence.ts). The grace is not waited out: `presence.elapse()` runs
 * its checks at once. That nobody else hears it is shown by a round trip on each socket that must
 * stay silent: the server answers it after anything it had sent that socket before.
 * Two instances: partner-away-across-instances.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchTwo } from "../testing/chats.js";
import { betweenLookAndWord, closeOn, presenceHeard, roundTrip } from "../testing/presence.js";
import { databaseKinds, sendJson, serverForSuite, signUpAdmin } from "../testing/server.js";
import { nextEvent, request, socketPeople, type ClientSocket } from "../testing/sockets.js";

const ADMIN_EMAIL = "moderator@kindred.test";

describe.each(databaseKinds)("telling a partner who stepped away, on the %s database", (kind) => {
  const people = socketPeople();
  const server = serverForSuite({ kind, config: { adminEmails: new Set([ADMIN_EMAIL]) } });
  let moderatorCookie: string;
  beforeAll(async () => {
    await people.start(server);
    moderatorCookie = (await signUpAdmin(server, ADMIN_EMAIL)).cookie;
  });
  afterAll(() => people.closeAll());

  const join = async (socket: ClientSocket, chatId: string) => {
    const reply = await request(socket, "chat:join", { chatId });
    if (!reply.ok) throw new Error(`${reply.status} ${reply.error}`);
    return reply.data;
  };
  /** Two people matched, each with a page open on the chat. */
  const pair = async () => {
    const [a, b] = [await people.add(), await people.add()];
    const { id: chatId } = await matchTwo(server, a, b);
    for (const who of [a, b]) expect((await join(who.socket, chatId)).partnerAway).toBe(false);
    return { a, b, chatId };
  };

  it("tells the partner once the grace has passed, and a page opened later reads it on joining", async () => {
    const { a, b, chatId } = await pair();
    const heard = presenceHeard(a.socket);
    await closeOn(server, b.socket);
    const away = nextEvent(a.socket, "partner:away");
    await server.presence.elapse();
    expect(await away).toEqual({ chatId });
    const laterPage = await people.connect(a.cookie);
    expect((await join(laterPage, chatId)).partnerAway).toBe(true);
    await roundTrip(a.socket);
    expect(heard).toEqual([`away ${chatId}`]);
  });

  it("says nothing when the person is back within the grace, or still has another page open", async () => {
    const { a, b, chatId } = await pair();
    const heard = presenceHeard(a.socket);
    await closeOn(server, b.socket);
    // A reload: the new page joins before the grace is over.
    const reloaded = await people.connect(b.cookie);
    await join(reloaded, chatId);
    await server.presence.elapse();
    // A second tab stays open while the first closes: checked, and found still here.
    const secondTab = await people.connect(b.cookie);
    await join(secondTab, chatId);
    await closeOn(server, reloaded);
    expect(server.presence.waiting()).toBe(1);
    await server.presence.elapse();
    // Leaving the chat page without closing the tab counts as leaving; coming back in time does not.
    secondTab.emit("chat:leave", { chatId });
    await join(secondTab, chatId);
    await server.presence.elapse();
    await roundTrip(a.socket);
    expect(heard).toEqual([]);
    expect((await join(a.socket, chatId)).partnerAway).toBe(false);
  });

  it("tells the partner the person is back when they return after the grace", async () => {
    const { a, b, chatId } = await pair();
    const heard = presenceHeard(a.socket);
    // B's page leaves the chat (the tab stays open), and comes back to it after the grace.
    b.socket.emit("chat:leave", { chatId });
    await roundTrip(b.socket);
    const away = nextEvent(a.socket, "partner:away");
    await server.presence.elapse();
    expect(await away).toEqual({ chatId });
    const back = nextEvent(a.socket, "partner:back");
    expect((await join(b.socket, chatId)).partnerAway).toBe(false);
    expect(await back).toEqual({ chatId });
    expect((await join(a.socket, chatId)).partnerAway).toBe(false);
    expect(heard).toEqual([`away ${chatId}`, `back ${chatId}`]);
  });

  it("has the partner hear last that the person is back when they rejoin between the check's look and its word", async () => {
    const { a, b, chatId } = await pair();
    const heard = presenceHeard(a.socket);
    await closeOn(server, b.socket);
    // The check finds nobody; before it speaks, a new page of B's joins and the partner hears "back".
    betweenLookAndWord(server, async () => {
      const back = nextEvent(a.socket, "partner:back");
      await join(await people.connect(b.cookie), chatId);
      await back;
    });
    await server.presence.elapse();
    await roundTrip(a.socket);
    expect(heard).toEqual([`back ${chatId}`, `away ${chatId}`, `back ${chatId}`]);
    expect((await join(a.socket, chatId)).partnerAway).toBe(false);
  });

  it("never counts a moderator's comings and goings, and tells only the partner", async () => {
    const { a, b, chatId } = await pair();
    const other = await pair();
    const stranger = await people.add();
    const moderator = await people.connect(moderatorCookie);
    const listeners = [a.socket, b.socket, other.a.socket, other.b.socket, stranger.socket, moderator];
    const heard = listeners.map(presenceHeard);

    expect(await join(moderator, chatId)).toMatchObject({ chat: { you: "admin" }, partnerAway: false });
    moderator.emit("chat:leave", { chatId });
    await join(moderator, chatId);
    const secondModeratorPage = await people.connect(moderatorCookie);
    await join(secondModeratorPage, chatId);
    await closeOn(server, secondModeratorPage);
    expect(server.presence.waiting()).toBe(0);
    await server.presence.elapse();
    for (const socket of [a.socket, b.socket]) await roundTrip(socket);
    expect(heard.flat()).toEqual([]);

    // B leaves: only A hears it, not the moderator in the room, the other chat or a stranger.
    await closeOn(server, b.socket);
    const away = nextEvent(a.socket, "partner:away");
    await server.presence.elapse();
    await away;
    await roundTrip(moderator);
    await roundTrip(other.a.socket);
    await roundTrip(other.b.socket);
    await roundTrip(stranger.socket);
    expect(heard).toEqual([[`away ${chatId}`], [], [], [], [], []]);
  });

  it("says nothing about a chat that has ended", async () => {
    const { a, b, chatId } = await pair();
    const heard = presenceHeard(a.socket);
    await closeOn(server, b.socket);
    const ended = await sendJson(server, "POST", `/api/chats/${chatId}/end`, {}, a.cookie);
    expect(ended.statusCode).toBe(200);
    await server.presence.elapse();
    await roundTrip(a.socket);
    expect(heard).toEqual([]);
  });
});
