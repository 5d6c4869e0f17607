/** What a test sees of the database's locks, from a connection of its own. */
import type pg from "pg";

/** The kind of lock a session of this database is waiting for, if any. */
export async function lockAwaited(client: pg.Client): Promise<string | undefined> {
  const { rows } = await client.query<{ locktype: string }>(
    `select l.locktype from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where not l.granted and a.datname = current_database()`,
  );
  return rows[0]?.locktype;
}
