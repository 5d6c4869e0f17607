/**
 * Where a page of an admin list ends (the chats, the report queue): the list it belongs to, the last
 * row's creation time to the microsecond, as the database keeps it, and its id. A JavaScript Date
 * keeps milliseconds, and rows made within one millisecond (a matching burst, a flood of reports)
 * would be skipped or repeated at a page's edge. Opaque to the client, which passes back the
 * `nextCursor` it was given; a cursor the server could not have given out is refused.
 */
import { z } from "zod";

export interface KeysetCursor {
  /** The list (a tab, a status) the cursor pages through. */
  list: string;
  /** UTC, "YYYY-MM-DDTHH:MM:SS.ffffffZ". */
  at: string;
  id: string;
}

const LIST = /^[a-z]+$/;
const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeKeysetCursor({ list, at, id }: KeysetCursor): string {
  return btoa(`${list}|${at}|${id}`).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** The cursor in `text`, or null when it is not one the server could have given out. */
export function decodeKeysetCursor(text: string): KeysetCursor | null {
  if (text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let plain: string;
  try {
    plain = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const [list, at, id, ...rest] = plain.split("|");
  if (rest.length > 0 || !list || !at || !id || !LIST.test(list) || !EXACT_TIME.test(at) || !UUID.test(id)) {
    return null;
  }
  // A real calendar time (no 30 February, no 24:00) after 1970, which the database reads as it is.
  const ms = new Date(`${at.slice(0, 23)}Z`);
  if (Number.isNaN(ms.getTime()) || ms.getTime() < 0 || ms.toISOString() !== `${at.slice(0, 23)}Z`) return null;
  return { list, at, id };
}

/** A query's `cursor`: the previous page's `nextCursor`, decoded; `invalid` is the sentence for another. */
export const keysetCursorField = (invalid: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      const cursor = decodeKeysetCursor(text);
      if (!cursor) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return cursor;
    });
