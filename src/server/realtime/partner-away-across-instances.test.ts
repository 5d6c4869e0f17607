/**
 * Partners on two instances (PostgreSQL + Redis): the instance that saw a person's last page close
 * asks every instance before it tells the partner, and the person coming back through the other
 * instance still has the partner told they are back. Runs when TEST_DATABASE_URL and TEST_REDIS_URL
 * are set. One instance: partner-away.test.ts.
 */
import { afterAll, describe, expect, it } from "vitest";
import { matchTwo, say } from "../testing/chats.js";
import { betweenLookAndWord, closeOn, presenceHeard, roundTrip } from "../testing/presence.js";
import { canStartTwoInstances, signUp, twoInstancesForSuite, type TestServer } from "../testing/server.js";
import { connectAs, listen, nextEvent, nextEventWhere, request, type ClientSocket } from "../testing/sockets.js";

describe.runIf(canStartTwoInstances)("telling a partner who stepped away, across two instances", () => {
  const instances = twoInstancesForSuite();
  const sockets: ClientSocket[] = [];
  const urls = new Map<TestServer, string>();
  // Registered after the instances' own hook, so it runs before they close.
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  /** A page of this person on that instance, joined to the chat. */
  const openPage = async (server: TestServer, cookie: string, chatId: string) => {
    if (!urls.has(server)) urls.set(server, await listen(server));
    const socket = await connectAs(urls.get(server)!, cookie);
    sockets.push(socket);
    const reply = await request(socket, "chat:join", { chatId });
    if (!reply.ok) throw new Error(`${reply.status} ${reply.error}`);
    return { socket, partnerAway: reply.data.partnerAway };
  };

  it("tells a partner on the other instance, once, and that the person is back through either", async () => {
    const { first, second } = instances;
    const [a, b] = [await signUp(first), await signUp(second)];
    const { id: chatId } = await matchTwo(first, a, b);
    const pageA = (await openPage(first, a.cookie, chatId)).socket;
    const heard = presenceHeard(pageA);
    const tabOnSecond = (await openPage(second, b.cookie, chatId)).socket;
    const tabOnFirst = (await openPage(first, b.cookie, chatId)).socket;

    // One of B's tabs closes; the other, on the other instance, is still open: nothing to say.
    await closeOn(second, tabOnSecond);
    await second.presence.elapse();
    // Sent by the instance that checked, after its check: A has heard by now whatever it was told.
    const sentinel = nextEventWhere(pageA, "message:new", (m) => m.content === "still here");
    await say(second, b, chatId, "still here");
    await sentinel;
    expect(heard).toEqual([]);

    // The last tab closes: the partner hears it from the instance that saw it.
    await closeOn(first, tabOnFirst);
    const away = nextEvent(pageA, "partner:away");
    await first.presence.elapse();
    expect(await away).toEqual({ chatId });
    // A page A opens on the other instance reads it on joining.
    expect((await openPage(second, a.cookie, chatId)).partnerAway).toBe(true);

    // B comes back through the other instance: told by the one B joined.
    const back = nextEvent(pageA, "partner:back");
    expect((await openPage(second, b.cookie, chatId)).partnerAway).toBe(false);
    expect(await back).toEqual({ chatId });
    expect((await openPage(second, a.cookie, chatId)).partnerAway).toBe(false);
    expect(heard).toEqual([`away ${chatId}`, `back ${chatId}`]);
  });

  it("has the partner hear last that the person is back when they rejoin elsewhere between the look and the word", async () => {
    const { first, second } = instances;
    const [a, b] = [await signUp(first), await signUp(second)];
    const { id: chatId } = await matchTwo(first, a, b);
    const pageA = (await openPage(second, a.cookie, chatId)).socket;
    const heard = presenceHeard(pageA);
    await closeOn(first, (await openPage(first, b.cookie, chatId)).socket);
    // First finds B on neither instance; before it speaks, B's new page joins through the second.
    betweenLookAndWord(first, async () => {
      const back = nextEvent(pageA, "partner:back");
      await openPage(second, b.cookie, chatId);
      await back;
    });
    await first.presence.elapse();
    // Sent by the instance that checked, after its last word: A has heard everything by then.
    const sentinel = nextEventWhere(pageA, "message:new", (m) => m.content === "settled");
    await say(first, b, chatId, "settled");
    await sentinel;
    await roundTrip(pageA);
    expect(heard).toEqual([`back ${chatId}`, `away ${chatId}`, `back ${chatId}`]);
    expect((await openPage(first, a.cookie, chatId)).partnerAway).toBe(false);
  });
});
