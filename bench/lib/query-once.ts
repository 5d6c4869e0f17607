/**
 * One query on a benchmark's database after the run, on a connection of its own: PostgreSQL by
 * URL, or the embedded database's folder (opened here, so only once its server has stopped).
 */
import pg from "pg";

export async function queryOnce<T extends Record<string, unknown>>(
  database: { url: string } | { dataDir: string },
  text: string,
): Promise<T[]> {
  if ("url" in database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const embedded = new PGlite(database.dataDir);
  try {
    return (await embedded.query<T>(text)).rows;
  } finally {
    await embedded.close();
  }
}
