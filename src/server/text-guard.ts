/**
 * Refuses JSON bodies that carry text a store would refuse or change, anywhere (shared/stored-text.ts):
 * a NUL character (PostgreSQL cannot store U+0000 in text, so a theme suggestion or a report note
 * holding one failed with a 500; fuzzing found it) or a lone UTF-16 surrogate (stored as UTF-8 it
 * comes back as U+FFFD, so one message had two contents). No person types either, so the rule is the
 * same for every route. Better Auth's routes take their body as text: auth-request.ts applies it there.
 */
import type { FastifyRequest } from "fastify";
import { unstorableText } from "../shared/stored-text.js";
import { HttpError } from "./http-error.js";

export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  if (request.body !== null && typeof request.body === "object") refuseUnstorableFields(request.body);
}

/** Throws a 400 with the rule's sentence when any key or string in the parsed body breaks it. */
export function refuseUnstorableFields(body: object): void {
  const problem = unstorableTextIn(body);
  if (problem) throw new HttpError(400, problem);
}

/** Walks the parsed body without recursion: a 64 KiB body can nest tens of thousands of levels deep. */
function unstorableTextIn(root: object): string | null {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      const problem = unstorableText(value);
      if (problem) return problem;
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        const problem = unstorableText(key);
        if (problem) return problem;
        pending.push(inner);
      }
    }
  }
  return null;
}
