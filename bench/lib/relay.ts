/** Starts the bare Socket.IO relay (bench/relay/server.ts) as its own process, like Kindred. */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { io as connect } from "socket.io-client";
import { mapLimit } from "./concurrency.js";
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
  const child = await startNode(
    ["--import", "tsx", relayScript],
    { NODE_ENV: "production" },
    path.join(dir, "relay.log"),
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.process.exitCode === null) {
    const port = /\{"port":(\d+)\}/.exec(readFileSync(child.logFile, "utf8"))?.[1];
    if (port) {
      return {
        ...child,
        url: `http://127.0.0.1:${port}`,
        stop: async () => {
          await stopChild(child);
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopChild(child);
  throw new Error(`the relay did not start:\n${tail(child.logFile)}`);
}

/**
 * Connects `count` sockets to the relay and pairs neighbours in a room each, like matched people.
 * Their keys start at `firstKey`, so that several calls give distinct people.
 */
export async function connectRelayPairs(
  relay: Relay,
  count: number,
  errors: ErrorCounts,
  firstKey = 0,
): Promise<[Line, Line][]> {
  const sockets = await mapLimit(
    Array.from({ length: count }, (_, i) => firstKey + i),
    50,
    async (key) => {
      const socket = connect(relay.url, { transports: ["websocket"], reconnection: false, forceNew: true });
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
