/**
 * Both sides of a comparison brought to the same point: N people connected and paired in rooms,
 * with the server's memory measured before and after they connected. Kindred's people go through
 * the real flow (people.ts); the relay's just connect and join.
 */
import { sleep } from "./concurrency.js";
import type { ExchangeOutcome } from "./exchange-outcome.js";
import type { Line } from "./exchange.js";
import type { Setup } from "./kindred.js";
import { bringIn, closeSockets, linesOf, pairsOf, signUpPeople, type ErrorCounts, type Person } from "./people.js";
import { collectGarbage } from "./heap.js";
import { rssBytes, type Child } from "./processes.js";
import { closeRelaySockets, connectRelayPairs, type Relay } from "./relay.js";
import { summarize, type Summary } from "./stats.js";

export interface Prepared {
  pairs: [Line, Line][];
  errors: ErrorCounts;
  /** Server memory per connected person, in KB: what the second half of the people added, divided among them. */
  memoryPerPersonKb: number | null;
  connected: number;
  /** The server's processes, whose CPU the chat load reads (lib/cpu-use.ts). */
  pids: number[];
  close(): Promise<void>;
}

export interface PreparedKindred extends Prepared {
  setup: Setup;
  people: Person[];
  match: Summary;
  signUpSeconds: number;
  /** Stops the servers, then counts acknowledged messages the database does not hold. */
  missingFromDatabase(outcome: ExchangeOutcome): Promise<number>;
}

/**
 * Resident memory of every given process, summed, each read right after a full garbage collection;
 * the median of three readings smooths what the allocator does meanwhile (one in a quick run, whose
 * memory figure is not judged).
 */
async function residentBytes(children: Child[], count: number): Promise<number> {
  await Promise.all(children.map(collectGarbage));
  const readings: number[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) await sleep(300);
    readings.push(children.reduce((sum, child) => sum + rssBytes(child.pid), 0));
  }
  return readings.sort((a, b) => a - b)[Math.floor(count / 2)]!;
}

/** Acknowledged messages (client ids by chat) that `stored` (chat/client id) lacks. */
export function countMissing(ackedByChat: Map<string, string[]>, stored: Set<string>): number {
  let missing = 0;
  for (const [chatId, clientIds] of ackedByChat) {
    for (const clientId of clientIds) if (!stored.has(`${chatId}/${clientId}`)) missing += 1;
  }
  return missing;
}

/** Reads a stopped Kindred's messages and counts the acknowledged ones it does not hold. */
export async function missingFromKindred(setup: Setup, ackedByChat: Map<string, string[]>): Promise<number> {
  const rows = await setup.query<{ chat_id: string; client_id: string }>(
    "select chat_id, client_id from messages where client_id is not null",
  );
  return countMissing(ackedByChat, new Set(rows.map((r) => `${r.chat_id}/${r.client_id}`)));
}

export interface PrepareOptions {
  /** Read the servers' memory before and after the second half (seconds of settling and collecting). */
  measureMemory: boolean;
  /** A quick run: one memory reading after a shorter settling. */
  quick?: boolean;
}

/** The reading memoryPerPersonKb compares, after a pause for the servers to settle; none when not asked. */
export async function settledMemory(
  children: Child[],
  options: Pick<PrepareOptions, "measureMemory" | "quick">,
): Promise<number | null> {
  if (!options.measureMemory) return null;
  await sleep(options.quick ? 200 : 500);
  return residentBytes(children, options.quick ? 1 : 3);
}

/**
 * Null when memory was not measured, or fell while the second half connected: the allocator
 * returned memory to the system meanwhile (argon2 takes 19 MiB per hash at sign-up), and the
 * figure would be a lie.
 */
export const perPersonKb = (before: number | null, after: number | null, people: number) =>
  before !== null && after !== null && people > 0 && after >= before ? (after - before) / 1024 / people : null;

/** Two halves of whole pairs (people 2i and 2i+1 are meant for each other). */
export function halves<T>(items: T[]): [T[], T[]] {
  const cut = Math.floor(items.length / 4) * 2;
  return [items.slice(0, cut), items.slice(cut)];
}

/** `started`: the setup being started (lib/servers.ts), which this brings the crowd into. */
export async function prepareKindred(
  started: Promise<Setup>,
  count: number,
  options: PrepareOptions,
): Promise<PreparedKindred> {
  const setup = await started;
  try {
    const errors: ErrorCounts = {};
    const started = Date.now();
    const people = await signUpPeople(
      setup.instances.map((i) => i.url),
      count,
    );
    const signUpSeconds = (Date.now() - started) / 1000;
    // The first half warms every code path, database connection and cache; the memory per person
    // is what the second half adds, so fixed costs are not divided among the people.
    const [early, late] = halves(people);
    await bringIn(early, errors);
    const before = await settledMemory(setup.instances, options);
    await bringIn(late, errors);
    const pairs = linesOf(pairsOf(people, errors));
    const after = await settledMemory(setup.instances, options);
    const connected = people.filter((p) => p.socket?.connected).length;
    const lateConnected = late.filter((p) => p.socket?.connected).length;
    return {
      setup,
      people,
      pairs,
      errors,
      connected,
      pids: setup.instances.map((instance) => instance.pid),
      signUpSeconds,
      match: summarize(people.flatMap((p) => (p.matchMs === undefined ? [] : [p.matchMs]))),
      memoryPerPersonKb: perPersonKb(before, after, lateConnected),
      async missingFromDatabase(outcome) {
        closeSockets(people);
        await setup.stopServers();
        return missingFromKindred(setup, outcome.ackedByChat);
      },
      async close() {
        closeSockets(people);
        await setup.dispose();
      },
    };
  } catch (error) {
    await setup.dispose();
    throw error;
  }
}

export async function prepareRelay(
  started: Promise<Relay>,
  count: number,
  options: Pick<PrepareOptions, "measureMemory" | "quick">,
): Promise<Prepared & { relay: Relay }> {
  const relay = await started;
  try {
    const errors: ErrorCounts = {};
    const [early, late] = halves(Array.from({ length: count }, (_, i) => i));
    const earlyPairs = await connectRelayPairs([relay.url], early.length, errors);
    const before = await settledMemory([relay], options);
    const latePairs = await connectRelayPairs([relay.url], late.length, errors, early.length);
    const after = await settledMemory([relay], options);
    const pairs = [...earlyPairs, ...latePairs];
    const connected = pairs.length * 2;
    return {
      relay,
      pairs,
      errors,
      connected,
      pids: [relay.pid],
      memoryPerPersonKb: perPersonKb(before, after, latePairs.length * 2),
      async close() {
        closeRelaySockets(pairs);
        await relay.stop();
      },
    };
  } catch (error) {
    await relay.stop();
    throw error;
  }
}
