// @vitest-environment happy-dom
import { act, renderHook, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeServer, pageAround } from "@/testing/dom";
import { useMatchmaking } from "./use-matchmaking";

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
