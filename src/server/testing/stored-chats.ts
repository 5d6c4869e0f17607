/**
 * Chats and messages straight in the database, for tests of the message writer (writer.ts) that
 * call it directly rather than through a socket.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Viewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { chats, messages } from "../db/schema.js";
import type { NewMessage } from "../messages/store.js";
import { createPeople } from "./people.js";

/** A matched chat between two new people. */
export async function matchedPair(db: Db): Promise<{ chatId: string; a: Viewer; b: Viewer }> {
  const [a, b] = await createPeople(db, 2);
  const [chat] = await db
    .insert(chats)
    .values({
      themeId: "late-night",
      participant1Id: a!.id,
      participant2Id: b!.id,
      matchStatus: "matched",
      matchedAt: new Date(),
    })
    .returning();
  return { chatId: chat!.id, a: a!, b: b! };
}

/** A text message from a person, as the message service hands it to the writer. */
export const textFrom = (
  chatId: string,
  from: Viewer,
  content: string,
  clientId: string = randomUUID(),
): NewMessage => ({
  chatId,
  sentBy: from,
  senderId: from.id,
  kind: "text",
  content,
  clientId,
});

/** A chat's stored messages, in seq order. */
export async function storedMessages(db: Db, chatId: string) {
  return db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(asc(messages.seq));
}
