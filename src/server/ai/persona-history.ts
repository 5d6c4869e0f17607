/** What the persona may read of a chat before it answers (ai/service.ts). */
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { parseVibes } from "../../shared/api.js";
import { VIBES } from "../../shared/vibes.js";
import type { ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { messages } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";
import type { AiTurn } from "./provider.js";

/**
 * The last turns of the conversation the persona may see: text only, never vibes or system lines,
 * nor the messages `asked` (what it answers is the question, not history).
 */
export async function personaHistory(
  db: Db,
  cipher: ContentCipher,
  chat: ChatRow,
  asked?: ReadonlySet<string>,
): Promise<{ turns: AiTurn[]; vibes: string[] }> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.chatId, chat.id),
        gt(messages.seq, chat.matchStatus === "matched" ? chat.matchedSeq : 0),
        inArray(messages.kind, ["text", "vibe"]),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(50);
  const ordered = rows.reverse();
  const latestVibes = ordered.filter((m) => m.kind === "vibe").at(-1);
  return {
    // The builtin companion remembers the chat from these; a model is sent the last few (trimHistory).
    turns: ordered
      .filter((m) => m.kind === "text" && m.senderId !== "system" && !asked?.has(m.id))
      .map((m) => ({
        role: m.senderId.startsWith("ai:") ? ("assistant" as const) : ("user" as const),
        content: cipher.decrypt(m.content),
      })),
    vibes: (parseVibes(latestVibes ? cipher.decrypt(latestVibes.content) : "") ?? []).map(
      (id) => VIBES.find((v) => v.id === id)!.label,
    ),
  };
}
