// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { ChatView } from "@shared/api";
import { toast } from "@/lib/toast";
import { fakeServer, pageAround } from "@/testing/dom";
import { chatViewAt } from "./message-fixture";
import { useMatchmaking } from "./use-matchmaking";

const ROOM = "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11";

describe('"Match found!"', () => {
  const view = chatViewAt;
  const MATCHED = "3f6d2b8e-5a1c-4e7f-8b9d-2c4a6e8f0a13";
  const waiting = (id: string): ChatView => ({
    ...view(id, "active"),
    matchStatus: "waiting",
    partnerRole: null,
    matchedAt: null,
  });
  // Counted as asked for: pages of earlier cases may still be mounted, each with its own toasts.
  const found = () => announcements.mock.calls.filter(([title]) => title === "Match found!").length;
  let announcements: MockInstance<typeof toast.success>;
  beforeEach(() => {
    announcements = vi.spyOn(toast, "success");
  });
  afterEach(() => announcements.mockRestore());
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

  /** The chat page's matchmaking in the room `id`, given the chat as the page has it now. */
  function page(id: string, chat: ChatView | null) {
    return renderHook(
      ({ chat }: { chat: ChatView | null }) =>
        useMatchmaking({ room: id, roomId: id, themeId: "existential", role: "both", missing: false }, chat, () => {}),
      { wrapper: pageAround(`/chat`), initialProps: { chat } },
    );
  }

  it("is not shown when a chat already matched is opened: a reload, its link, a second tab", async () => {
    fakeServer(() => ({ status: 404, body: { error: "Not here." } }));
    const OPENED = "5d7f9b1c-3e5a-4c7e-9a1b-3d5f7b9d1f24";
    const first = page(OPENED, null);
    first.rerender({ chat: view(OPENED, "active") });
    await settle();
    first.unmount();
    // Opened again, or in another tab: the chat arrives matched, as it already was.
    const again = page(OPENED, view(OPENED, "active"));
    again.rerender({ chat: { ...view(OPENED, "active") } });
    await settle();
    expect(found()).toBe(0);
  });

  it("is shown once when the chat this page saw waiting becomes matched", async () => {
    fakeServer(() => ({ status: 404, body: { error: "Not here." } }));
    const { rerender } = page(MATCHED, waiting(MATCHED));
    await settle();
    expect(found()).toBe(0);
    rerender({ chat: view(MATCHED, "active") });
    await waitFor(() => expect(found()).toBe(1));
    // The same news again (the heartbeat, a rejoin): still one toast.
    rerender({ chat: { ...view(MATCHED, "active") } });
    await settle();
    expect(found()).toBe(1);
  });

  it("is shown once when the match call itself matches the person (New Match)", async () => {
    const NEXT = "9a1b3c5d-7e9f-4a2b-8c4d-6e8f0a2b4c6d";
    fakeServer((call) => {
      if (call.path === `/api/chats/${ROOM}/end`) return { status: 200, body: { chat: view(ROOM, "completed") } };
      if (call.path === "/api/chats/match") return { status: 200, body: { chat: view(NEXT, "active") } };
      return { status: 404, body: { error: "Not here." } };
    });
    const { result, rerender } = page(ROOM, view(ROOM, "active"));
    await settle();
    expect(found()).toBe(0);
    await act(() => result.current.newMatch());
    expect(found()).toBe(1);
    // The page then holds the matched chat (and the socket says so too): not announced again.
    rerender({ chat: view(NEXT, "active") });
    rerender({ chat: { ...view(NEXT, "active") } });
    await settle();
    expect(found()).toBe(1);
  });
});
