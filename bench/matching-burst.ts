/**
 * Matching burst: people who have all signed up ask for a match at the same instant (one instance on
 * the embedded database; two instances on PostgreSQL). Pairs per second, time to match, and, read
 * from the database afterwards, double matches (a person in two open chats) and self matches, which
 * must be zero. Baseline: the same burst against the relay's trivial in-memory matcher (first caller
 * waits, next one pairs), which shows what HTTP alone costs on this machine.
 */
import { performance } from "node:perf_hooks";
import { MatchResult } from "../src/shared/api.js";
import { SETUP_LABELS, type Setup, type SetupKind } from "./lib/kindred.js";
import type { BenchOptions } from "./lib/options.js";
import { postOnOwnConnection } from "./lib/own-connection.js";
import { signUpPeople, type Person } from "./lib/people.js";
import type { Relay } from "./lib/relay.js";
import { atLeast, atMost, forSize, type BenchmarkResult, type Row, type Table } from "./lib/report.js";
import { startServers, type StartedServers } from "./lib/servers.js";
import { ratio, summarize } from "./lib/stats.js";

/** The burst the issue sets the target for: 2,000 people at once. */
const FULL_SIZE = 2_000;

interface Answer {
  chatId: string;
  matched: boolean;
  /** Since the burst instant. */
  atMs: number;
}

interface Burst {
  answers: (Answer | null)[];
  failures: number;
  /** Why requests failed: the answer's status and sentence, or the client's error, with counts. */
  failureReasons: Record<string, number>;
  pairs: number;
  pairsPerSecond: number | null;
  timeToMatch: ReturnType<typeof summarize>;
  /** Chats that did not end up with exactly two different people, as the answers tell it. */
  wrongChats: number;
}

/** Fires every request at once and reads, per person, when they were matched (their answer or their partner's). */
async function burst(count: number, ask: (index: number) => Promise<Answer>): Promise<Burst> {
  const started = performance.now();
  const failureReasons: Record<string, number> = {};
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      ask(i).then(
        (answer) => ({ ...answer, atMs: performance.now() - started }),
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          failureReasons[reason] = (failureReasons[reason] ?? 0) + 1;
          return null;
        },
      ),
    ),
  );
  const byChat = new Map<string, Answer[]>();
  for (const answer of answers) if (answer) byChat.set(answer.chatId, [...(byChat.get(answer.chatId) ?? []), answer]);
  const matchTimes: number[] = [];
  let pairs = 0;
  let lastMatch = 0;
  let wrongChats = 0;
  for (const members of byChat.values()) {
    // A chat still waiting for someone is not wrong; more than two people in one is. Both answers
    // may say "matched": a request that opened a chat and the one that joined it can be decided
    // in the same batch, and then both are told the truth at once.
    const completing = members.filter((m) => m.matched);
    if (members.length > 2) wrongChats += 1;
    if (members.length !== 2 || completing.length === 0) continue;
    pairs += 1;
    const at = Math.min(...completing.map((m) => m.atMs));
    matchTimes.push(at, at);
    lastMatch = Math.max(lastMatch, at);
  }
  return {
    answers,
    failures: answers.filter((a) => a === null).length,
    failureReasons,
    pairs,
    pairsPerSecond: lastMatch > 0 ? pairs / (lastMatch / 1000) : null,
    timeToMatch: summarize(matchTimes),
    wrongChats,
  };
}

async function kindredBurst(started: Promise<Setup>, count: number) {
  const setup = await started;
  try {
    const people = await signUpPeople(
      setup.instances.map((i) => i.url),
      count,
    );
    // Everyone in one room, so that every request competes with every other.
    const themeId = people[0]!.themeId;
    const ask = async (index: number) => {
      const person: Person = people[index]!;
      const { status, json } = await postOnOwnConnection(
        `${person.url}/api/chats/match`,
        { themeId, role: person.role },
        { origin: person.url, cookie: person.cookie, "x-forwarded-for": person.address },
      );
      if (status !== 200) {
        const reply = (json ?? {}) as { error?: string; message?: string };
        throw new Error(`match answered ${status} ${reply.error ?? reply.message ?? ""}`.trim());
      }
      const chat = MatchResult.parse(json).chat;
      return { chatId: chat.id, matched: chat.matchStatus === "matched", atMs: 0 };
    };
    const result = await burst(count, ask);
    await setup.stopServers();
    const [database] = await setup.query<{ double: number; self: number; matched: number; waiting: number }>(`
      with open_seats as (
        select participant1_id as person from chats where status = 'active' and participant1_id is not null
        union all
        select participant2_id from chats where status = 'active' and participant2_id is not null
      )
      select
        (select count(*)::int from (select person from open_seats group by person having count(*) > 1) d) as double,
        (select count(*)::int from chats where participant1_id = participant2_id) as self,
        (select count(*)::int from chats where status = 'active' and match_status = 'matched') as matched,
        (select count(*)::int from chats where status = 'active' and match_status = 'waiting') as waiting
    `);
    return { ...result, database: database! };
  } finally {
    await setup.dispose();
  }
}

async function relayBurst(started: Promise<Relay>, count: number) {
  const relay = await started;
  try {
    return await burst(count, async () => {
      const { json } = await postOnOwnConnection(`${relay.url}/match`, { themeId: "any", role: "both" });
      const { chat } = json as { chat: { chatId: string; matched: boolean } };
      return { ...chat, atMs: 0 };
    });
  } finally {
    await relay.stop();
  }
}

export async function matchingBurst(options: BenchOptions): Promise<BenchmarkResult> {
  const count = options.people ?? (options.quick ? 50 : FULL_SIZE);
  console.log(`matching burst: ${count} people at once — the relay's in-memory matcher first`);
  const servers = startServers(options.setups, { profile: options.profile, durablePeers: false });
  try {
    return await burstAll(servers, options.setups, count);
  } finally {
    await servers.dispose();
  }
}

async function burstAll(servers: StartedServers, kinds: SetupKind[], count: number): Promise<BenchmarkResult> {
  const relay = await relayBurst(servers.relay, count);
  const tables: Table[] = [];
  const details: Record<string, unknown> = { people: count, relay: withoutAnswers(relay) };
  let correctnessFailed = false;
  for (const kind of kinds) {
    console.log(`matching burst: Kindred, ${SETUP_LABELS[kind]}`);
    const kindred = await kindredBurst(servers.kindred(kind), count);
    details[SETUP_LABELS[kind]] = withoutAnswers(kindred);
    const doubles = kindred.database.double + kindred.wrongChats;
    if (kindred.failures > 0) console.log("matching burst: failed requests —", kindred.failureReasons);
    correctnessFailed ||= doubles + kindred.database.self > 0;
    const rows: Row[] = [
      { figure: "pairs matched", unit: "count", kindred: kindred.pairs, baseline: relay.pairs },
      {
        figure: "pairs per second",
        unit: "pairs/s",
        kindred: kindred.pairsPerSecond,
        baseline: relay.pairsPerSecond,
        ratio: ratio(kindred.pairsPerSecond, relay.pairsPerSecond),
        ...(kind === "embedded"
          ? { target: forSize(atLeast(kindred.pairsPerSecond, 1_000, "≥ 1,000 on one instance"), count, FULL_SIZE) }
          : {}),
      },
      {
        figure: "time to match p50",
        unit: "ms",
        kindred: kindred.timeToMatch.p50,
        baseline: relay.timeToMatch.p50,
        ratio: ratio(kindred.timeToMatch.p50, relay.timeToMatch.p50),
      },
      {
        figure: "time to match p99",
        unit: "ms",
        kindred: kindred.timeToMatch.p99,
        baseline: relay.timeToMatch.p99,
        ratio: ratio(kindred.timeToMatch.p99, relay.timeToMatch.p99),
      },
      { figure: "still waiting afterwards", unit: "count", kindred: kindred.database.waiting, baseline: null },
      { figure: "failed requests", unit: "count", kindred: kindred.failures, baseline: relay.failures },
      {
        figure: "double matches",
        unit: "count",
        kindred: doubles,
        baseline: relay.wrongChats,
        target: atMost(doubles, 0, "= 0"),
      },
      {
        figure: "self matches",
        unit: "count",
        kindred: kindred.database.self,
        baseline: null,
        target: atMost(kindred.database.self, 0, "= 0"),
      },
    ];
    tables.push({
      title: `Matching burst — ${SETUP_LABELS[kind]}: ${count} people ask at the same instant`,
      baseline: "in-memory matcher over HTTP",
      rows,
    });
  }
  return { name: "matching-burst", tables, details, correctnessFailed };
}

function withoutAnswers<T extends { answers: unknown }>(burst: T): Omit<T, "answers"> {
  const { answers: _answers, ...rest } = burst;
  return rest;
}
