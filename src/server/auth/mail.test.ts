/**
 * The answer to a request that may cause a mail does not wait for the mail server (mail-queue.ts): were it
 * to, a slow or failing server would tell a stranger which addresses have an account. Here the mail
 * server takes connections and never says a word, so a mail handed to it never goes; every answer
 * still comes, and the mails that fail are logged, without their address.
 */
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../config.js";
import { authPost, postSignUp, serverForSuite, uniqueEmail } from "../testing/server.js";

const silent: { server?: Server; sockets: Set<Socket> } = { sockets: new Set() };
const logLines: string[] = [];

beforeAll(async () => {
  const server = createServer((socket) => {
    silent.sockets.add(socket);
    socket.on("close", () => silent.sockets.delete(socket));
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  silent.server = server;
});
afterAll(async () => {
  // Mails handed over since the hang-up below hold connections too: closing waits for every one.
  for (const socket of silent.sockets) socket.destroy();
  await new Promise<void>((closed) => silent.server?.close(() => closed()));
});

describe("mail to a mail server that never answers", () => {
  const server = serverForSuite(() => {
    const address = silent.server!.address();
    const port = typeof address === "object" && address ? address.port : 0;
    return {
      config: {
        requireEmailVerification: true,
        mail: { ...testConfig().mail, smtpUrl: `smtp://127.0.0.1:${port}` },
        logLevel: "warn",
      },
      logStream: { write: (line: string) => logLines.push(line) },
    };
  });

  it("answers sign-ups, a sign-up again with a taken address and a reset without waiting for it", async () => {
    const email = uniqueEmail();
    const fresh = await postSignUp(server, { email });
    const again = await postSignUp(server, { email, password: "another long password" });
    const reset = await authPost(server, "/request-password-reset", { email, redirectTo: "/reset-password" });
    expect([fresh.statusCode, again.statusCode, reset.statusCode]).toEqual([200, 200, 200]);
    // The mails were handed over (the server holds their connections) and none has gone.
    await vi.waitFor(() => expect(silent.sockets.size).toBeGreaterThan(0));
    expect(logLines.join("")).not.toMatch(/could not send an e-mail/);

    // The mail server hangs up: each mail fails, and is logged by its kind, never its address.
    for (const socket of silent.sockets) socket.destroy();
    await vi.waitFor(() => expect(logLines.join("")).toMatch(/could not send an e-mail/));
    const failures = logLines.filter((line) => line.includes("could not send an e-mail"));
    expect(failures.join("")).not.toContain(email.split("@")[0]);
    expect(JSON.parse(failures[0]!).mailError).toMatch(/ECONNECTION|ESOCKET/);
  });
});
