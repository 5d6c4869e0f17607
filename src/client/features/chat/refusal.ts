/**
 * What the server's refusal of the room in the URL means for the page (PRODUCT.md §4, §8): a chat that
 * does not exist (404) starts a new search; one that is not ours (403) sends the person away.
 * Any other failure (offline, 5xx) is not a refusal: the room is tried again. A search refused
 * because the person is still in a conversation open on another page names it: the page joins it.
 */
import { ApiError } from "@shared/api";
import { HttpError } from "@/lib/http";
import { AckError } from "@/lib/socket";

export type Refusal = "missing" | "not-yours";

export function refusalOf(error: unknown): Refusal | null {
  const status = error instanceof HttpError || error instanceof AckError ? error.status : 0;
  if (status === 404) return "missing";
  if (status === 403) return "not-yours";
  return null;
}

/** The conversation a search was refused for: the person is still in it on another page (server: chats/service.ts). */
export function conversationStillOpen(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.code !== "in-conversation") return null;
  const answer = ApiError.safeParse(error.reply);
  return answer.success ? (answer.data.chatId ?? null) : null;
}
