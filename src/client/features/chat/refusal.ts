/**
 * What the server's refusal of the room in the URL means for the page (PRODUCT.md §4, §8): a chat that
 * does not exist (404) starts a new search; one that is not ours (403) sends the person away.
 * Any other failure (offline, 5xx) is not a refusal: the room is tried again.
 */
import { HttpError } from "@/lib/http";
import { AckError } from "@/lib/socket";

export type Refusal = "missing" | "not-yours";

export function refusalOf(error: unknown): Refusal | null {
  const status = error instanceof HttpError || error instanceof AckError ? error.status : 0;
  if (status === 404) return "missing";
  if (status === 403) return "not-yours";
  return null;
}
