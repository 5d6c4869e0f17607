/**
 * The people an attack test needs: a visitor (no cookie), two participants of a chat, an outsider
 * (signed in, not in the chat) and an admin; and fresh chats between the two participants, made
 * straight in the database so that every probe acts on a chat in a known state.
 */
import { sql } from "drizzle-orm";
import { rowsOf } from "../db/client.js";
import { blocks, chats } from "../db/schema.js";
import { signUp, signUpAdmin, type TestServer } from "../testing/server.js";

export const ADMIN_EMAIL = "admin@kindred.test";

export type Account = Awaited<ReturnType<typeof signUp>>;

export interface Cast {
  participant: Account;
  partner: Account;
  outsider: Account;
  admin: Account;
}

/** Who makes a request: nobody, or one of the cast. */
export type Caller = "visitor" | keyof Cast;
export const CALLERS: readonly Caller[] = ["visitor", "outsider", "participant", "admin"];

/** The server must list ADMIN_EMAIL in adminEmails. */
export async function assembleCast(server: TestServer): Promise<Cast> {
  return {
    participant: await signUp(server),
    partner: await signUp(server),
    outsider: await signUp(server),
    admin: await signUpAdmin(server, ADMIN_EMAIL),
  };
}

export const cookieOf = (cast: Cast, caller: Caller): string | undefined =>
  caller === "visitor" ? undefined : cast[caller].cookie;

export type ChatState = "matched" | "ended" | "waiting";

/**
 * A chat of the participant: "matched" with the partner (p1 and p2), "ended" after being matched
 * (what the end-chat screen's review and reconnect token are for), or "waiting" for a match.
 */
export async function freshChat(server: TestServer, cast: Cast, state: ChatState): Promise<string> {
  const matched = state !== "waiting";
  const ended = state === "ended" ? new Date() : null;
  // Fresh means as between two people who just met: a block an earlier probe made is gone (a block
  // outlasts its chat, and would refuse this chat's reconnect token).
  await server.database.db
    .delete(blocks)
    .where(sql`${blocks.blockerId} in (${cast.participant.userId}, ${cast.partner.userId})`);
  const [row] = await server.database.db
    .insert(chats)
    .values({
      themeId: "calm",
      participant1Id: cast.participant.userId,
      participant2Id: matched ? cast.partner.userId : null,
      participant2Role: matched ? "both" : null,
      matchStatus: matched ? "matched" : "waiting",
      matchedAt: matched ? new Date() : null,
      ...(ended && { status: "completed" as const, endedAt: ended, endedBy: cast.partner.userId }),
    })
    .returning({ id: chats.id });
  return row!.id;
}

/** Rows in every table of the public schema: what a refused request must leave unchanged. */
export async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const { db } = server.database;
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`));
    counts[name] = row!.n;
  }
  return counts;
}
