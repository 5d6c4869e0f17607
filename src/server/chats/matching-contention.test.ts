/**
 * Matching under contention: hundreds of people asking at once, two instances sharing one PostgreSQL,
 * and another instance holding the matching lock. Nobody is ever in two chats or in one with themselves.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createPeople } from "../testing/people.js";
import {
  canStartTwoInstances,
  databaseKinds,
  sendJson,
  signUp,
  serverForSuite,
  twoInstancesForSuite,
} from "../testing/server.js";
import { POOL_MAX } from "../db/client.js";
import { mapLimit } from "../testing/map-limit.js";
import { DEFAULT_MATCH_SETTINGS, findMatch, MATCH_LOCK, type MatchOutcome } from "./matching.js";

describe.each(databaseKinds)("matching a crowd on the %s database", (kind) => {
  const settings = DEFAULT_MATCH_SETTINGS;
  const server = serverForSuite({ kind });

  it("never double-matches under hundreds of simultaneous requests", async () => {
    const crowd = await createPeople(server.database.db, 300);
    // As many at once as the pool has connections: every one holds a matching transaction racing for
    // the lock, and none waits for a connection. (All at once, those past the pool's size waited for
    // one no longer than the pool allows, 5 s, and on a loaded machine the lock's queue took longer:
    // the test failed on the pool, not on matching.)
    const outcomes = await mapLimit(crowd, POOL_MAX, (person) =>
      findMatch(server.database.db, { userId: person.id, themeId: "self-love-practice", role: "both" }, settings),
    );
    expectNoDoubleMatch(outcomes, crowd.length);
  });
});

describe.runIf(canStartTwoInstances)("matching across two instances", () => {
  const instances = twoInstancesForSuite();

  it("never double-matches when two instances share one PostgreSQL", async () => {
    const { first, second } = instances;
    const crowd = await createPeople(first.database.db, 400);
    // One at a time per pooled connection of both instances: both pools full, every one racing.
    const outcomes = await mapLimit(crowd, 2 * POOL_MAX, (person, i) =>
      findMatch(
        (i % 2 ? second : first).database.db,
        { userId: person.id, themeId: "late-night", role: "both" },
        DEFAULT_MATCH_SETTINGS,
      ),
    );
    expectNoDoubleMatch(outcomes, crowd.length);
  });
});

describe.runIf(databaseKinds.includes("postgres"))("matching while the lock is held elsewhere", () => {
  const server = serverForSuite({ kind: "postgres" });

  it("keeps more waiting requests than the pool has connections, and answers them all once the lock is free", async () => {
    // Another instance holds the matching lock longer than a pooled connection may be waited for
    // (5 s). Requests queued on the pool instead of in memory would fail with a 503 meanwhile.
    const crowd = await Promise.all(Array.from({ length: 30 }, () => signUp(server)));
    const other = new pg.Client({ connectionString: server.config.databaseUrl });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("select pg_advisory_xact_lock($1)", [MATCH_LOCK]);
      const answers = Promise.all(
        crowd.map((person) =>
          sendJson(server, "POST", "/api/chats/match", { themeId: "late-night", role: "both" }, person.cookie),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await other.query("commit");
      const statuses = (await answers).map((answer) => answer.statusCode);
      expect(statuses).toEqual(crowd.map(() => 200));
    } finally {
      await other.end();
    }
  }, 30_000);
});

/** Every person sits in exactly one chat, no chat pairs someone with themselves, and all are paired. */
function expectNoDoubleMatch(outcomes: MatchOutcome[], people: number) {
  const matched = new Map(outcomes.filter((o) => o.matchedNow).map((o) => [o.chat.id, o.chat]));
  const seats = [...matched.values()].flatMap((chat) => [chat.participant1Id, chat.participant2Id]);
  expect(new Set(seats).size).toBe(seats.length);
  for (const chat of matched.values()) expect(chat.participant1Id).not.toBe(chat.participant2Id);
  expect(matched.size).toBe(Math.floor(people / 2));
}
