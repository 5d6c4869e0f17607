// @vitest-environment happy-dom
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatView } from "@shared/api";
import { outbox } from "@/lib/outbox";
import { useStanding } from "@/lib/standing";
import { toast } from "@/lib/toast";
import { fakeServer, pageAround, type ServerCall } from "@/testing/dom";
import { chatViewAt } from "./message-fixture";
import { useDelivery } from "./use-delivery";
import { useMatchmaking } from "./use-matchmaking";
import { useRoomParams } from "./room-params";

const ROOM = "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11";

/** The hook as the chat page holds it, in a room the server knows, while the chat is still loading. */
function openRoom() {
  return renderHook(
    () =>
      useMatchmaking(
        { room: ROOM, roomId: ROOM, themeId: "existential", role: "both", missing: false },
        null,
        () => {},
      ),
    { wrapper: pageAround(`/chat`) },
  );
}

const cancels = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === "DELETE" && call.path === `/api/chats/${ROOM}`);

describe("Cancel search", () => {
  it("ignores a second click while the first is still cancelling: one cancel, one toast", async () => {
    const calls = fakeServer(() => ({ status: 204 }));
    const { result } = openRoom();
    await act(() => Promise.all([result.current.cancelSearch(), result.current.cancelSearch()]));
    expect(await screen.findByText("Now at /check-in")).toBeTruthy();
    expect(await screen.findByText("Search cancelled")).toBeTruthy();
    expect(screen.getAllByText("Search cancelled")).toHaveLength(1);
    expect(cancels(calls)).toHaveLength(1);
  });

  it("says why it failed, and can be pressed again", async () => {
    let reachable = false;
    const calls = fakeServer(() => {
      if (!reachable) throw new TypeError("Failed to fetch");
      return { status: 204 };
    });
    const { result } = openRoom();
    await act(() => result.current.cancelSearch());
    expect(await screen.findByText("Could not cancel")).toBeTruthy();
    expect(screen.getByText("We couldn't reach Kindred. Please check your connection.")).toBeTruthy();
    expect(screen.queryByText(/Now at/)).toBeNull();

    reachable = true;
    await act(() => result.current.cancelSearch());
    expect(await screen.findByText("Now at /check-in")).toBeTruthy();
    expect(cancels(calls)).toHaveLength(2);
  });
});

describe("leaving a chat with messages still owed to it", () => {
  const NEXT = "6c2e8a4f-1d3b-4f5a-9e7c-0b2d4f6a8c1e";
  const view = chatViewAt;
  afterEach(() => {
    outbox.clear();
    vi.restoreAllMocks();
  });

  /** A new search's chat: still waiting, or matched at once. */
  const next = (matched: boolean): ChatView =>
    matched
      ? view(NEXT, "active")
      : { ...view(NEXT, "active"), matchStatus: "waiting", partnerRole: null, matchedAt: null };

  /** The server: a message is stored unless `failing.now` (503); ending and matching always work. */
  function server(failing = { now: true }, matchedAtOnce = false) {
    const calls = fakeServer((call: ServerCall) => {
      if (call.path === `/api/chats/${ROOM}/messages`) {
        if (failing.now) return { status: 503, body: { error: "Kindred's database is away for a moment." } };
        const { clientId, content } = call.body as { clientId: string; content: string };
        const message = {
          id: crypto.randomUUID(),
          chatId: ROOM,
          seq: 1,
          kind: "text",
          content,
          sender: "p1",
          clientId,
        };
        return { status: 201, body: { message: { ...message, createdAt: "2026-01-01T00:01:00Z" } } };
      }
      if (call.path === `/api/chats/${ROOM}/end`) return { status: 200, body: { chat: view(ROOM, "completed") } };
      if (call.path === "/api/chats/match") return { status: 200, body: { chat: next(matchedAtOnce) } };
      return { status: 404, body: { error: "Not here." } };
    });
    return { calls, failing };
  }

  /** The chat page's delivery and matchmaking in one active, matched chat. */
  function inChat() {
    return renderHook(
      () => {
        const deliveries = useDelivery(ROOM, () => {});
        const match = useMatchmaking(
          { room: ROOM, roomId: ROOM, themeId: "existential", role: "both", missing: false },
          view(ROOM, "active"),
          () => {},
        );
        return { deliveries, match };
      },
      { wrapper: pageAround(`/chat`) },
    );
  }

  const order = (calls: ServerCall[]) => calls.map((call) => `${call.method} ${call.path.replace(ROOM, "room")}`);

  it("New Match delivers them first, then ends the chat", async () => {
    const { calls, failing } = server();
    const { result } = inChat();
    act(() => void result.current.deliveries.send("One more thing before I go"));
    await waitFor(() => expect(calls).toHaveLength(1));
    // Kept for a retry in a second or more; New Match does not wait for it, nor leave without it.
    failing.now = false;
    await act(() => result.current.match.newMatch());
    expect(order(calls)).toEqual([
      "POST /api/chats/room/messages",
      "POST /api/chats/room/messages",
      "POST /api/chats/room/end",
      "POST /api/chats/match",
    ]);
    expect(outbox.forChat(ROOM)).toEqual([]);
    expect(await screen.findByText("Looking for a new match")).toBeTruthy();
  });

  it("New Match matched at once does not also say it is still looking", async () => {
    const { calls } = server({ now: false }, true);
    const { result } = inChat();
    // Toasts of an earlier case may still be on the page: what counts is that none is added.
    const looking = () => screen.queryAllByText("Looking for a new match").length;
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await settle();
    const before = looking();
    await act(() => result.current.match.newMatch());
    expect(order(calls)).toEqual(["POST /api/chats/room/end", "POST /api/chats/match"]);
    await settle();
    expect(looking()).toBe(before);
  });

  it("End Chat that cannot reach Kindred still leaves, and says the chat will end on its own", async () => {
    fakeServer((call: ServerCall) => {
      if (call.path === `/api/chats/${ROOM}/end`) throw new TypeError("Failed to fetch");
      return { status: 404, body: { error: "Not here." } };
    });
    const { result } = inChat();
    await act(() => result.current.match.endChat());
    expect(await screen.findByText("Could not end the chat")).toBeTruthy();
    expect(await screen.findByText(`Now at /end-chat?room=${ROOM}`)).toBeTruthy();
  });

  it("End Chat delivers them first, then ends the chat", async () => {
    const { calls, failing } = server();
    const { result } = inChat();
    act(() => void result.current.deliveries.send("Thank you for listening"));
    await waitFor(() => expect(calls).toHaveLength(1));
    failing.now = false;
    await act(() => result.current.match.endChat());
    expect(order(calls)).toEqual([
      "POST /api/chats/room/messages",
      "POST /api/chats/room/messages",
      "POST /api/chats/room/end",
    ]);
    expect(outbox.forChat(ROOM)).toEqual([]);
  });

  it("leaves all the same when they cannot be delivered now: they stay owed, for the next chat to settle", async () => {
    const { calls } = server();
    const { result } = inChat();
    act(() => void result.current.deliveries.send("Not through yet"));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => result.current.match.newMatch());
    // The owed message may be tried again at any moment (its retry, or the next chat settling it):
    // what counts is that the chat was ended, then left, with the message still owed.
    const leaving = order(calls).filter((call) => !call.endsWith("/messages"));
    expect(leaving).toEqual(["POST /api/chats/room/end", "POST /api/chats/match"]);
    expect(order(calls).indexOf("POST /api/chats/room/end")).toBeGreaterThan(0);
    expect(outbox.forChat(ROOM).map((item) => item.content)).toEqual(["Not through yet"]);
  });
});

describe("New Match refused for a sanction (403)", () => {
  it("asks for no retry that cannot help: the standing is read again, and no 'try again' toast", async () => {
    const suspended =
      "Your account is suspended until 2026-12-03 (Harassment or bullying). You can chat again after that.";
    const calls = fakeServer((call) => {
      if (call.path === `/api/chats/${ROOM}/end`) return { status: 403, body: { error: suspended } };
      if (call.path === "/api/me/standing")
        return {
          status: 200,
          body: {
            state: "suspended",
            reason: "Harassment or bullying",
            endsAt: "2026-12-03T09:00:00.000Z",
            counselChatId: null,
          },
        };
      return { status: 404, body: { error: "Not here." } };
    });
    const { result } = renderHook(
      () => {
        // The chat page reads the standing beside the chat (ChatPage's useStanding).
        const standing = useStanding();
        const match = useMatchmaking(
          { room: ROOM, roomId: ROOM, themeId: "existential", role: "both", missing: false },
          chatViewAt(ROOM, "active"),
          () => {},
        );
        return { ...match, standing: standing.data };
      },
      { wrapper: pageAround(`/chat`) },
    );
    const reads = () => calls.filter((call) => call.path === "/api/me/standing");
    await waitFor(() => expect(result.current.standing).toBeTruthy());
    const errors = vi.spyOn(toast, "error");
    await act(() => result.current.newMatch());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // Read when the page opened, and again after the refusal: the notice takes the page's place.
    expect(reads()).toHaveLength(2);
    // The notice says it all: no toast, least of all one asking to try again.
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("a waiting room that expired", () => {
  it("is named in the new search, so that another tab's newer search is followed, not replaced", async () => {
    const calls = fakeServer((call: ServerCall) =>
      call.path === "/api/chats/match"
        ? { status: 200, body: { chat: { ...chatViewAt(ROOM, "active"), matchStatus: "waiting", matchedAt: null } } }
        : { status: 404, body: { error: "Not here." } },
    );
    const { result } = openRoom();
    await act(() => result.current.newMatch(ROOM));
    const searches = calls.filter((call) => call.path === "/api/chats/match");
    expect(searches).toHaveLength(1);
    expect(searches[0]!.body).toMatchObject({ themeId: "existential", role: "both", waitingChatId: ROOM });
  });
});

describe("a search refused because a conversation is open in another tab", () => {
  it("joins that conversation here, says so, and neither says it failed nor leaves for check-in", async () => {
    const refusal = {
      error:
        "You're still in a conversation open in another tab or window. Go back to it, or end it there, before starting a new one.",
      code: "in-conversation",
      chatId: ROOM,
    };
    fakeServer((call) => (call.path === "/api/chats/match" ? { status: 409, body: refusal } : { status: 404 }));
    const { result } = renderHook(
      () => {
        // The room as the chat page reads it from the address (ChatPage.tsx).
        const params = useRoomParams({});
        useMatchmaking({ ...params, missing: false }, null, () => {});
        return params.roomId;
      },
      { wrapper: pageAround(`/chat?themeId=calm`) },
    );
    await waitFor(() => expect(result.current).toBe(ROOM));
    expect(await screen.findByText("You're still in a chat")).toBeTruthy();
    expect(
      screen.getByText("Your conversation is open in another tab or window, so you're back in it here."),
    ).toBeTruthy();
    expect(screen.queryByText("Matching Error")).toBeNull();
    expect(screen.queryByText(/Now at/)).toBeNull();
  });
});
