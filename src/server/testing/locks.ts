/** What a test sees of the database's locks, from a connection of its own. */
import pg from "pg";
import { expect } from "vitest";
import { MATCH_LOCK } from "../chats/matching.js";

/** The kind of lock a session of this database is waiting for, if any. */
export async function lockAwaited(client: pg.Client): Promise<string | undefined> {
  const { rows } = await client.query<{ locktype: string }>(
    `select l.locktype from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where not l.granted and a.datname = current_database()`,
  );
  return rows[0]?.locktype;
}

/**
 * Another instance's transaction under the matcher's lock (PostgreSQL only: the embedded database is
 * private to the server): it takes the lock and makes its `write`, uncommitted; `request` starts and
 * must wait for the lock; `whileWaiting` looks at the database meanwhile. Then the transaction commits,
 * and the request's answer is returned.
 */
export async function whileMatchLockHeld<T>(
  databaseUrl: string | undefined,
  steps: {
    write(other: pg.Client): Promise<unknown>;
    request(): Promise<T>;
    whileWaiting?(): Promise<void>;
  },
): Promise<T> {
  const other = new pg.Client({ connectionString: databaseUrl });
  await other.connect();
  try {
    await other.query("begin");
    await other.query("select pg_advisory_xact_lock($1)", [MATCH_LOCK]);
    await steps.write(other);
    let settled = false;
    const answer = steps.request();
    answer.then(
      () => (settled = true),
      () => (settled = true),
    );
    let blockedOn: string | undefined;
    while (!settled && !blockedOn) blockedOn = await lockAwaited(other);
    expect(blockedOn).toBe("advisory");
    await steps.whileWaiting?.();
    await other.query("commit");
    return await answer;
  } finally {
    await other.end();
  }
}
