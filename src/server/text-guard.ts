/**
 * Refuses JSON bodies that carry a NUL character anywhere. PostgreSQL cannot store U+0000 in text,
 * so without this a theme suggestion or a report note holding one failed with a 500 (fuzzing found
 * it). Message text is encrypted before storage and would survive, but no person types a NUL, so the
 * rule is the same for every route. Better Auth's routes receive the raw text and refuse it themselves.
 */
import type { FastifyRequest } from "fastify";
import { NUL_REFUSED } from "../shared/api.js";
import { HttpError } from "./http-error.js";

export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  if (request.body !== null && typeof request.body === "object" && holdsNul(request.body)) {
    throw new HttpError(400, NUL_REFUSED);
  }
}

/** Walks the parsed body without recursion: a 64 KiB body can nest tens of thousands of levels deep. */
function holdsNul(root: object): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000")) return true;
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes("\u0000")) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
