/**
 * Two people keep talking through faults, and not a word is lost or doubled: the server (embedded
 * database) killed with SIGKILL mid-conversation and started again; one person's network gone for
 * 30 seconds. Each test starts its own built server (e2e/support/kindred-server.ts) on its own port
 * and data directory, so that it may kill it.
 */
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { startTcpProxy } from "../src/server/testing/tcp-proxy.js";
import { signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";
import { expectAcknowledged, expectConversation, isAcknowledged, say, shownInOrder } from "./support/conversation.js";
import { kindredServer, ownPort } from "./support/kindred-server.js";

const limited = (page: Page) => page.getByText("Limited connectivity to our servers", { exact: false });

/** Alice (talking) and Bob (listening), signed up and matched in one room. */
async function matchedPair(browser: Browser, baseURL: string, aliceOptions: BrowserContextOptions = {}) {
  const aliceContext = await browser.newContext({ baseURL, ...aliceOptions });
  const bobContext = await browser.newContext({ baseURL });
  const [alice, bob] = [await aliceContext.newPage(), await bobContext.newPage()];
  await signUpByApi(alice, "alice-faults");
  await signUpByApi(bob, "bob-faults");
  await checkIn(alice, "late-night", "I want to talk to someone");
  await checkIn(bob, "late-night", "I want to help and listen to someone");
  expect(roomOf(bob)).toBe(roomOf(alice));
  await expect(alice.getByText("Match found!")).toBeVisible();
  return { alice, bob, room: roomOf(alice), close: () => Promise.all([aliceContext.close(), bobContext.close()]) };
}

/** Writes one line on each page in turn, each acknowledged before the next. */
async function talk(alice: Page, bob: Page, lines: string[]) {
  for (const [i, text] of lines.entries()) {
    const page = i % 2 === 0 ? alice : bob;
    await say(page, text);
    await expectAcknowledged(page, text);
  }
}

/** The stored conversation (seq order), as the REST API gives it, limited to the texts we wrote. */
async function storedInOrder(page: Page, room: string, texts: string[]): Promise<string[]> {
  const response = await page.request.get(`/api/chats/${room}/messages`);
  expect(response.ok()).toBe(true);
  const stored = ((await response.json()) as { messages: { content: string }[] }).messages.map((m) => m.content);
  return stored.filter((content) => texts.includes(content));
}

test("the embedded-database server killed with SIGKILL mid-conversation loses nothing it acknowledged", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = kindredServer(ownPort(0));
  await server.start();
  const { alice, bob, room, close } = await matchedPair(browser, server.url);
  try {
    const beforeCrash = ["Alice 1 before the crash", "Bob 1 before the crash", "Alice 2 before the crash"];
    await talk(alice, bob, beforeCrash);
    await expectConversation([alice, bob], beforeCrash);

    // One line each on its way as the process dies: acknowledged or not, each must end up once.
    const inFlight = ["Alice, as the server dies", "Bob, as the server dies"];
    await say(alice, inFlight[0]!);
    await say(bob, inFlight[1]!);
    await server.kill("SIGKILL");
    const acknowledged = [...beforeCrash];
    for (const [page, text] of [alice, bob].map((p, i) => [p, inFlight[i]!] as const)) {
      if (await isAcknowledged(page, text)) acknowledged.push(text);
    }

    for (const page of [alice, bob]) await expect(limited(page)).toBeVisible({ timeout: 30_000 });
    const whileDown = ["Alice, while the server is down", "Bob, while the server is down"];
    await say(alice, whileDown[0]!);
    await say(bob, whileDown[1]!);
    for (const [page, text] of [alice, bob].map((p, i) => [p, whileDown[i]!] as const)) {
      await expect(page.getByText(text, { exact: true })).toHaveCount(1);
      expect(await isAcknowledged(page, text)).toBe(false);
    }

    // Same port, same data directory. Nobody reloads: both pages find the server again by themselves.
    await server.start();
    for (const page of [alice, bob]) await expect(limited(page)).toBeHidden({ timeout: 30_000 });
    for (const [page, text] of [alice, bob].map((p, i) => [p, whileDown[i]!] as const)) {
      await expectAcknowledged(page, text, 30_000);
    }

    const written = [...beforeCrash, ...inFlight, ...whileDown];
    await expect.poll(() => storedInOrder(alice, room, written), { timeout: 30_000 }).toHaveLength(written.length);
    const stored = await storedInOrder(alice, room, written);
    // Everything acknowledged before the kill survived it, in order, and nothing is there twice.
    expect(stored.slice(0, beforeCrash.length)).toEqual(beforeCrash);
    for (const text of acknowledged) expect(stored.filter((s) => s === text)).toHaveLength(1);
    expect(new Set(stored).size).toBe(stored.length);
    await expectConversation([alice, bob], stored);

    // And the chat goes on, both ways.
    const after = ["Alice, after the restart", "Bob, after the restart"];
    await talk(alice, bob, after);
    await expectConversation([alice, bob], [...stored, ...after]);
  } finally {
    await close();
    await server.kill();
  }
});

test("a person's network drops for 30 seconds mid-chat: nothing is lost or doubled either way", async ({ browser }) => {
  test.setTimeout(180_000);
  const server = kindredServer(ownPort(1));
  await server.start();
  // Alice's whole browser context reaches Kindred through a SOCKS5 proxy that the test can cut.
  // Why not context.setOffline(true)? In Chromium it leaves an open WebSocket open (its frames are
  // held, not failed), and it fires the page's 'offline' event, on which the page drops the socket
  // itself; a real drop gives no such warning. Cutting the proxy resets Alice's connections and
  // refuses new ones while her browser still believes it is online. Bob reaches the same address
  // without it, and both pages keep the one origin PUBLIC_URL allows (a proxy on another port
  // would be another origin). "<-loopback>" removes Chromium's rule that loopback never uses a proxy.
  const link = await startTcpProxy({ socks: true, port: ownPort(2) });
  const { alice, bob, close } = await matchedPair(browser, server.url, {
    proxy: { server: `socks5://127.0.0.1:${link.port}`, bypass: "<-loopback>" },
  });
  try {
    const before = ["Alice, before the drop", "Bob, before the drop"];
    await talk(alice, bob, before);
    expect(link.routes.length).toBeGreaterThan(0);

    link.cut();
    const droppedAt = Date.now();
    await expect(limited(alice)).toBeVisible({ timeout: 20_000 });
    const fromBob = ["Bob, during the drop 1", "Bob, during the drop 2"];
    const fromAlice = ["Alice, during the drop 1", "Alice, during the drop 2"];
    await say(bob, fromBob[0]!);
    await expectAcknowledged(bob, fromBob[0]!);
    await say(alice, fromAlice[0]!);
    await say(bob, fromBob[1]!);
    await expectAcknowledged(bob, fromBob[1]!);
    await say(alice, fromAlice[1]!);

    // The drop lasts 30 seconds: this wait is the fault itself, not a guess at how long things take.
    await alice.waitForTimeout(Math.max(0, 30_000 - (Date.now() - droppedAt)));
    expect(await shownInOrder(bob, fromAlice)).toEqual([]);
    expect(await shownInOrder(alice, fromBob)).toEqual([]);
    for (const text of fromAlice) expect(await isAcknowledged(alice, text)).toBe(false);
    expect(link.refused).toBeGreaterThan(0);

    link.restore();
    await expect(limited(alice)).toBeHidden({ timeout: 30_000 });
    // Bob's were stored during the drop, Alice's when she came back, oldest first.
    const conversation = [...before, ...fromBob, ...fromAlice];
    await expectConversation([alice, bob], conversation);

    const after = ["Alice, back again", "Bob, glad you're back"];
    await talk(alice, bob, after);
    await expectConversation([alice, bob], [...conversation, ...after]);
  } finally {
    await close();
    await link.close();
    await server.kill();
  }
});
