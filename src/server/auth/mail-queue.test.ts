/**
 * The mail queue (mail-queue.ts) against a real mail server (smtp-server, on loopback): a mail reaches
 * it; a mail server that is down costs a later try, not the mail; a mail not taken within its time is
 * dropped and logged; what one instance queued another sends; two instances never send one mail twice.
 */
import { createServer as createTcpServer } from "node:net";
import { count } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testConfig } from "../config.js";
import { mailQueue } from "../db/schema.js";
import { databaseKinds, postSignUp, startTestServer, uniqueEmail, type TestServer } from "../testing/server.js";
import { createMailQueue, type MailRetry } from "./mail-queue.js";

interface Received {
  to: string[];
  body: string;
}

/** A mail server on loopback that takes every mail and keeps what it took. */
async function startMailServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body: Buffer.concat(chunks).toString() });
        done();
      });
    },
  });
  await new Promise<void>((listening) => server.listen(port, "127.0.0.1", listening));
  const address = server.server.address();
  return {
    received,
    port: typeof address === "object" && address ? address.port : port,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

/** A loopback port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((listening) => probe.listen(0, "127.0.0.1", listening));
  const address = probe.address();
  await new Promise<void>((closed) => probe.close(() => closed()));
  return typeof address === "object" && address ? address.port : 0;
}

const QUICK: MailRetry = { firstMs: 100, longestMs: 200, giveUpAfterMs: 60_000, sweepMs: 50 };

const queued = async (server: TestServer) => (await server.database.db.select({ n: count() }).from(mailQueue))[0]!.n;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function kindredMailingTo(port: number, kind: (typeof databaseKinds)[number], retry = QUICK) {
  const logLines: string[] = [];
  const server = await startTestServer({
    kind,
    config: { mail: { ...testConfig().mail, smtpUrl: `smtp://127.0.0.1:${port}` }, logLevel: "warn" },
    mailRetry: retry,
    logStream: { write: (line) => logLines.push(line) },
  });
  cleanups.push(() => server.close());
  return { server, logLines };
}

describe.each(databaseKinds)("the mail queue (%s database)", (kind) => {
  it("hands a sign-up's mail to the mail server and keeps nothing once it is taken", async () => {
    const mail = await startMailServer();
    cleanups.push(mail.close);
    const { server } = await kindredMailingTo(mail.port, kind);
    const email = uniqueEmail();

    expect((await postSignUp(server, { email })).statusCode).toBe(200);

    await vi.waitFor(() => expect(mail.received.map((m) => m.to)).toContainEqual([email]));
    expect(mail.received.find((m) => m.to[0] === email)!.body).toMatch(/verify-email\?token=/);
    await vi.waitFor(async () => expect(await queued(server)).toBe(0));
  });

  it("keeps a mail while the mail server is down and sends it once it is back", async () => {
    const port = await closedPort();
    const { server, logLines } = await kindredMailingTo(port, kind);
    const email = uniqueEmail();

    expect((await postSignUp(server, { email })).statusCode).toBe(200);
    await vi.waitFor(() => expect(logLines.join("")).toMatch(/it will be tried again/));
    expect(await queued(server)).toBe(1);
    expect(logLines.join("")).not.toContain(email.split("@")[0]);

    const mail = await startMailServer(port);
    cleanups.push(mail.close);
    await vi.waitFor(() => expect(mail.received.map((m) => m.to)).toContainEqual([email]), { timeout: 5_000 });
    await vi.waitFor(async () => expect(await queued(server)).toBe(0));
    expect(mail.received.filter((m) => m.to[0] === email)).toHaveLength(1);
  });

  it("drops a mail the mail server has not taken within its time, and says so", async () => {
    const port = await closedPort();
    const { server, logLines } = await kindredMailingTo(port, kind, { ...QUICK, giveUpAfterMs: 300 });

    expect((await postSignUp(server, { email: uniqueEmail() })).statusCode).toBe(200);

    await vi.waitFor(() => expect(logLines.join("")).toMatch(/gave up sending an e-mail/), { timeout: 5_000 });
    expect(await queued(server)).toBe(0);
  });

  it("sends what a stopped instance queued, and never one mail twice from two instances", async () => {
    const { server } = await kindredMailingTo(await closedPort(), kind, { ...QUICK, sweepMs: 60_000 });
    const { db } = server.database;
    const log = server.fastify.log;
    const retry = { ...QUICK, firstMs: 50, sweepMs: 60_000 };
    const refused = createMailQueue({ db, log, retry, deliver: () => Promise.reject(new Error("down")) });
    const addresses = Array.from({ length: 24 }, () => uniqueEmail());
    for (const to of addresses) await refused.enqueue({ to, subject: "Hello", text: "A link" });
    await refused.sendDue();
    await refused.stop();
    await new Promise((due) => setTimeout(due, retry.longestMs + 50));

    const delivered: string[] = [];
    const deliver = async ({ to }: { to: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      delivered.push(to);
    };
    const first = createMailQueue({ db, log, retry, deliver });
    const second = createMailQueue({ db, log, retry, deliver });
    cleanups.push(first.stop, second.stop);
    await Promise.all([first.sendDue(), second.sendDue()]);

    expect(delivered.filter((to) => addresses.includes(to)).sort()).toEqual([...addresses].sort());
    expect(await queued(server)).toBe(0);
  });
});
