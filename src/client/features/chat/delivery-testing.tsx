// Set-up shared by the delivery hook's tests (use-delivery.test.tsx, delivery-left-chat.test.tsx, refused-words.test.tsx).
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { MessageView, SendMessageBody } from "@shared/api";
import { findPersonalDetails } from "@shared/personal-details";
import { personalDetailsRefusal } from "@shared/personal-details-text";
import { isRefused, refusalReason, screenText } from "@shared/screening";
import { local } from "@/lib/storage";
import { fakeServer, renderWithToasts, type ServerCall } from "@/testing/dom";
import { dismissToastsAfterEachTest } from "./composer-testing";
import { socket } from "./socket-testing";
import { useDelivery } from "./use-delivery";

export const chatId = "5f0c7d2e-3b1a-4c8e-9d6f-2a4b6c8e0f13";
let seq = 0;

/**
 * A message as Kindred's server decides it, with the shared schema and screening: stored, or refused
 * (422) with the sentence the sender is shown.
 */
export function decide(body: unknown): { status: number; body: unknown } {
  const parsed = SendMessageBody.safeParse(body);
  if (!parsed.success) return { status: 400, body: { error: parsed.error.issues[0]!.message } };
  const screening = screenText(parsed.data.content, findPersonalDetails);
  if (isRefused(screening)) return { status: 422, body: { error: refusalReason(screening) } };
  if (screening.kind === "personal-details" && !parsed.data.confirmedPersonalDetails) {
    const { found } = screening;
    return { status: 422, body: { error: personalDetailsRefusal(found), code: "personal-details", found } };
  }
  const message = MessageView.parse({
    id: crypto.randomUUID(),
    chatId,
    seq: ++seq,
    kind: parsed.data.kind ?? "text",
    content: parsed.data.content,
    sender: "p1",
    clientId: parsed.data.clientId,
    createdAt: new Date().toISOString(),
  });
  return { status: 201, body: { message } };
}

/** Words an earlier visit to this browser left unsent in the outbox, for `chatId`. */
export function leftInOutbox(content: string) {
  const earlier = { chatId, clientId: crypto.randomUUID(), content, queuedAt: "2026-01-01T00:00:00Z" };
  localStorage.setItem("kindred:outbox", JSON.stringify([earlier]));
  return earlier;
}

/** POST /api/chats/:id/messages, or no answer at all while `reachable.now` is false. */
export function messageServer(reachable = { now: true }) {
  const calls = fakeServer((call: ServerCall) => {
    if (!reachable.now) throw new TypeError("Failed to fetch");
    return decide(call.body);
  });
  return { calls, reachable };
}

/** `giveBack`: the message box's answer when a refused message's words are handed back to it. */
export function openChat(giveBack?: (words: string) => boolean) {
  const onStored = vi.fn();
  renderWithToasts(<></>);
  const hook = renderHook(() => useDelivery(chatId, onStored, giveBack));
  return { ...hook, onStored };
}

/** The server's answer when the partner ended the chat as the message went (messages/store.ts). */
export const CHAT_ENDED = "This chat has ended. Start a new chat to keep talking.";

export const queued = () => JSON.parse(localStorage.getItem("kindred:outbox") ?? "[]") as { content: string }[];

/** Each test starts with empty storage, online, the socket not connected, and no toast left over. */
export function resetDeliveryEachTest() {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    // Also what a full storage left in the page's memory in an earlier test (the page's one outbox).
    local.remove("kindred:outbox");
    socket.connected = false;
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  dismissToastsAfterEachTest();
}
