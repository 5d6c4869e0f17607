/**
 * `column = any($1::type[])`: a list of values as one array parameter. Drizzle's `inArray` writes one
 * parameter per value, so a batch of 500 costs 500 parameters to build, send and plan, and every
 * batch size is a new statement text; here the text and its cost stay the same whatever the
 * length. For the lists that grow with load (the batches of the message writer, the matcher, the
 * session reader).
 */
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

export function anyOf(column: PgColumn, values: readonly unknown[]): SQL {
  return sql`${column} = any(${arrayOf(column, values)})`;
}

/** One array parameter typed like the column's values, e.g. for `unnest`. */
export function arrayOf(column: PgColumn, values: readonly unknown[]): SQL {
  return sql`${sql.param(values)}::${sql.raw(arrayTypeOf(column))}`;
}

/**
 * `select * from unnest(…)` of whole rows, one array parameter per column in the table's order: for
 * `insert(table).select(…)`, whose text stays the same however many rows a batch inserts.
 */
export function unnestRows<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]): SQL {
  const arrays = Object.entries(getTableColumns(table)).map(([key, column]) =>
    arrayOf(
      column,
      rows.map((row) => {
        const value = (row as Record<string, unknown>)[key];
        return value === null || value === undefined ? null : column.mapToDriverValue(value);
      }),
    ),
  );
  return sql`select * from unnest(${sql.join(arrays, sql`, `)})`;
}

/** The `type[]` of a column's values: for arrayOf, and for the text of a statement written once. */
export function arrayTypeOf(column: PgColumn): string {
  return `${column.getSQLType()}[]`;
}

/** `"column" as "key"` for each column of a table: a raw row then has the keys Drizzle's rows have. */
export function selectedAs(table: PgTable): string {
  return Object.entries(getTableColumns(table))
    .map(([key, column]) => `"${column.name}" as "${key}"`)
    .join(", ");
}
