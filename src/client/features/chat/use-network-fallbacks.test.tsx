// @vitest-environment happy-dom
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { pageAround } from "@/testing/dom";
import { useOfflineHandling } from "./use-network-fallbacks";

const socket = vi.hoisted(() => ({ connect: vi.fn(), disconnect: vi.fn() }));
vi.mock("@/lib/socket", () => ({ getSocket: () => socket }));

const OFFLINE = "Messages will be saved locally until connection is restored.";

describe("the browser going offline and back", () => {
  it("says so with the spec's toast once per drop, beside the banner, and says it is back", async () => {
    const setConnection = vi.fn();
    renderHook(() => useOfflineHandling(setConnection), { wrapper: pageAround("/chat") });

    act(() => {
      window.dispatchEvent(new Event("offline"));
      // A browser may repeat itself: still one drop, one toast.
      window.dispatchEvent(new Event("offline"));
    });
    expect(await screen.findByText("You're offline")).toBeTruthy();
    expect(screen.getAllByText(OFFLINE)).toHaveLength(1);
    expect(setConnection).toHaveBeenLastCalledWith("offline");
    expect(socket.disconnect).toHaveBeenCalled();

    act(() => void window.dispatchEvent(new Event("online")));
    expect(await screen.findByText("You're back online")).toBeTruthy();
    expect(screen.getByText("Reconnecting to chat service.")).toBeTruthy();
    // What the offline toast said is no longer true.
    await waitFor(() => expect(screen.queryByText(OFFLINE)).toBeNull());
    expect(setConnection).toHaveBeenLastCalledWith("limited");
    expect(socket.connect).toHaveBeenCalled();

    // The next drop is said again.
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(await screen.findByText(OFFLINE)).toBeTruthy();
  });
});
