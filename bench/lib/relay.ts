/**
 * Starts the baselines as processes of their own, like Kindred: the bare Socket.IO relay
 * (bench/relay/server.ts) and the durable peer (bench/durable-peer/server.ts), and connects a crowd
 * to them that joins rooms in pairs, as matched people do.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { io as connect } from "socket.io-client";
import { mapLimit } from "../../src/server/testing/map-limit.js";
import type { Line } from "./exchange.js";
import { countError, type ErrorCounts } from "./people.js";
import { startNode, stopChild, tail, type Child } from "./processes.js";

export interface Relay extends Child {
  url: string;
  stop(): Promise<void>;
}

const relayScript = fileURLToPath(new URL("../relay/server.ts", import.meta.url));

export async function startRelay(): Promise<Relay> {
  const dir = mkdtempSync(path.join(tmpdir(), "kindred-relay-"));
  const relay = await startScript(relayScript, {}, path.join(dir, "relay.log"));
  return {
    ...relay,
    stop: async () => {
      await relay.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs a TypeScript server as its own process and waits for the {"port": n} it prints once listening. */
export async function startScript(script: string, env: Record<string, string>, logFile: string): Promise<Relay> {
  const child = await startNode(["--import", "tsx", script], { NODE_ENV: "production", ...env }, logFile);
  // Generous: a start on a busy machine, tsx compiling the script first, can take a while.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.process.exitCode === null) {
    const port = /\{"port":(\d+)\}/.exec(readFileSync(child.logFile, "utf8"))?.[1];
    if (port) {
      return {
        ...child,
        url: `http://127.0.0.1:${port}`,
        stop: () => stopChild(child),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopChild(child);
  throw new Error(`${path.basename(path.dirname(script))} did not start:\n${tail(child.logFile)}`);
}

/**
 * Connects `count` sockets to a baseline and pairs neighbours in a room each, like matched people;
 * person k uses server k mod n, so with two servers partners sit on different ones, as in Kindred's
 * two-instance setup. Their keys start at `firstKey`, so that several calls give distinct people.
 */
export async function connectRelayPairs(
  urls: string[],
  count: number,
  errors: ErrorCounts,
  firstKey = 0,
): Promise<[Line, Line][]> {
  const sockets = await mapLimit(
    Array.from({ length: count }, (_, i) => firstKey + i),
    50,
    async (key) => {
      const socket = connect(urls[key % urls.length]!, {
        transports: ["websocket"],
        reconnection: false,
        forceNew: true,
      });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once("connect", resolve);
          socket.once("connect_error", reject);
        });
        return { key, socket };
      } catch {
        socket.close();
        countError(errors, "socket connection refused");
        return null;
      }
    },
  );
  const pairs: [Line, Line][] = [];
  for (let i = 0; i + 1 < sockets.length; i += 2) {
    const [a, b] = [sockets[i], sockets[i + 1]];
    if (!a || !b) continue;
    const chatId = randomUUID();
    const joined = await Promise.all(
      [a, b].map((s) =>
        s.socket
          .timeout(60_000)
          .emitWithAck("chat:join", { chatId, afterSeq: 0 })
          .catch(() => null),
      ),
    );
    if (joined.every((reply) => (reply as { ok?: boolean } | null)?.ok)) {
      pairs.push([
        { key: a.key, chatId, socket: a.socket },
        { key: b.key, chatId, socket: b.socket },
      ]);
    } else countError(errors, "chat:join refused or timed out");
  }
  return pairs;
}

export function closeRelaySockets(pairs: [Line, Line][]): void {
  for (const pair of pairs) for (const line of pair) line.socket.close();
}
