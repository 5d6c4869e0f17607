/** A chat message as the server sends it, numbered `seq`, for the chat's tests. */
import type { MessageView } from "@shared/api";

const FIXTURE_CHAT = "00000000-0000-4000-8000-000000000000";

export const messageAt = (seq: number, extra: Partial<MessageView> = {}): MessageView => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
  chatId: FIXTURE_CHAT,
  seq,
  kind: "text",
  content: `message ${seq}`,
  sender: "p1",
  clientId: `client-${seq}`,
  createdAt: new Date(2026, 0, 1, 0, seq).toISOString(),
  ...extra,
});
