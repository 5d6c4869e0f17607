/** A chat message and a chat as the server sends them, for the chat's tests. */
import type { ChatView, MessageView } from "@shared/api";

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

/** An active or closed chat, matched, seen from seat p1. */
export const chatViewAt = (id: string, status: ChatView["status"], extra: Partial<ChatView> = {}): ChatView => ({
  id,
  themeId: "existential",
  status,
  matchStatus: "matched",
  you: "p1",
  yourRole: "both",
  partnerRole: "both",
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  matchedAt: "2026-01-01T00:00:00Z",
  endedAt: null,
  endedBy: null,
  messagesDeletedAt: null,
  ...extra,
});
