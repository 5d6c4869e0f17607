/**
 * Messages at rest: after people (and the persona, which echoes their words) have talked, the
 * database is read directly, every column of every row of every table as text, and holds none of
 * what was said, while the API still returns it. On PostgreSQL a separate client reads it too; the
 * embedded database's files on disk are searched byte by byte.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { MessageList } from "../../shared/api.js";
import { rowsOf, type Db } from "../db/client.js";
import { joinWaiting, say, waitIn } from "../testing/chats.js";
import { databaseKinds, getJson, signUp, serverForSuite, startTestServer, type TestServer } from "../testing/server.js";

const SAID = [
  "the lighthouse keeper never wrote back",
  "@luna my grandmother's recipe book smells of cardamom",
  "zanzibar marmalade confession",
];
/** Distinctive pieces of what was said; the persona's echo of them must be encrypted too. */
const NEEDLES = ["lighthouse keeper", "cardamom", "zanzibar marmalade"];

async function talk(server: TestServer) {
  const [a, b] = [await signUp(server), await signUp(server)];
  const chat = await waitIn(server, a, "late-night");
  await joinWaiting(server, b, "late-night", chat.id);
  const said = [];
  for (const [i, text] of SAID.entries()) said.push(await say(server, i % 2 ? b : a, chat.id, text));
  // The persona answers the @luna message in the background (before or after the next one is
  // stored); wait until its reply is.
  const asked = said.find((m) => m.content.startsWith("@luna"))!;
  for (let attempt = 0; attempt < 500; attempt++) {
    const list = MessageList.parse((await getJson(server, `/api/chats/${chat.id}/messages`, a.cookie)).json());
    if (list.messages.some((m) => m.sender.startsWith("ai:") && m.seq > asked.seq)) return { a, chatId: chat.id };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the persona never answered");
}

/** Every row of every table in the database, each as one line of text, read with raw SQL. */
async function everyRow(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<string[]> {
  const tables = await query(
    "select table_schema, table_name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')",
  );
  const rows: string[] = [];
  for (const { table_schema, table_name } of tables) {
    const found = await query(`select t::text as row from "${String(table_schema)}"."${String(table_name)}" t`);
    rows.push(...found.map((r) => String(r.row)));
  }
  return rows;
}

const throughDrizzle = (db: Db) => async (text: string) =>
  rowsOf<Record<string, unknown>>(await db.execute(sql.raw(text)));

describe.each(databaseKinds)("messages at rest on the %s database", (kind) => {
  const server = serverForSuite({ kind });

  it("are nowhere in the database as plaintext, yet the API reads them", async () => {
    const { a, chatId } = await talk(server);
    const shown = (await getJson(server, `/api/chats/${chatId}/messages`, a.cookie)).body;
    for (const needle of NEEDLES) expect(shown).toContain(needle);

    const rows = await everyRow(throughDrizzle(server.database.db));
    // The scan is real: it reads the tables the messages live in (their ciphertext) and the accounts.
    expect(rows.filter((row) => row.includes("enc:v1:")).length).toBeGreaterThanOrEqual(SAID.length + 1);
    expect(rows.some((row) => row.includes(chatId))).toBe(true);
    for (const needle of NEEDLES) expect(rows.filter((row) => row.includes(needle))).toEqual([]);

    if (kind === "postgres") {
      const client = new pg.Client({ connectionString: server.config.databaseUrl });
      await client.connect();
      try {
        const direct = await everyRow(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
        expect(direct.length).toBe(rows.length);
        for (const needle of NEEDLES) expect(direct.filter((row) => row.includes(needle))).toEqual([]);
      } finally {
        await client.end();
      }
    }
  });
});

describe("messages at rest in the embedded database's files", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kindred-at-rest-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function filesUnder(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
  }

  it("are not in any file on disk, while the e-mail addresses (stored as they are) can be found", async () => {
    const server = await startTestServer({ config: { dataDir } });
    let email: string;
    try {
      const { a } = await talk(server);
      email = a.email;
    } finally {
      // Closing shuts the database down cleanly, so everything is written to its files.
      await server.close();
    }
    const contents = filesUnder(dataDir).map((file) => readFileSync(file));
    expect(contents.some((bytes) => bytes.includes(email))).toBe(true);
    for (const needle of NEEDLES) expect(contents.filter((bytes) => bytes.includes(needle))).toHaveLength(0);
  });
});
