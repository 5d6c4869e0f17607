/**
 * Keyset paging by (creation time, id) for the admin lists, with shared/keyset-cursor.ts: the
 * position compared as a row, so rows made in the same microsecond are ordered by id, and the exact
 * time read as text, since a JavaScript Date would round it to the millisecond.
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { KeysetCursor } from "../../shared/keyset-cursor.js";

/** A timestamp column to the microsecond, in UTC, in the cursor's format. */
export const exactTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The rows after the cursor's in the list's order: later when oldest first, earlier when newest first. */
export function afterCursor(
  createdAt: AnyColumn,
  id: AnyColumn,
  cursor: KeysetCursor | undefined,
  order: "oldest first" | "newest first",
): SQL | undefined {
  if (!cursor) return undefined;
  const comparison = order === "oldest first" ? sql`>` : sql`<`;
  return sql`(${createdAt}, ${id}) ${comparison} (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}
