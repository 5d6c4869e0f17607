import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useMatchmaking, type Matchmaking } from "./use-matchmaking";

const { cancel, navigate, toast } = vi.hoisted(() => ({
  cancel: vi.fn<(chatId: string) => Promise<unknown>>(),
  navigate: vi.fn(),
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));
vi.mock("./chat-api", () => ({ chatApi: { cancel } }));
vi.mock("../../lib/toast", () => ({ toast }));
vi.mock("react-router", async (original) => ({ ...(await original<object>()), useNavigate: () => navigate }));

const ROOM = "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11";

/**
 * The hook as a page holds it. These tests have no DOM: it renders once on React's server renderer
 * (no effects run, so no search starts) and its functions are called as the page's buttons would.
 */
function matchmaking(): Matchmaking {
  let held: Matchmaking | undefined;
  function Page() {
    held = useMatchmaking(
      { room: ROOM, roomId: ROOM, themeId: "existential", role: "both", missing: false },
      null,
      () => {},
    );
    return null;
  }
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return held!;
}

describe("Cancel search", () => {
  beforeEach(() => vi.clearAllMocks());

  it("ignores a second click while the first is still cancelling: one cancel, one toast", async () => {
    let answer!: () => void;
    cancel.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    const match = matchmaking();
    const first = match.cancelSearch();
    const second = match.cancelSearch();
    answer();
    await Promise.all([first, second]);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith("Search cancelled");
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("can be pressed again once a cancel has failed", async () => {
    cancel.mockRejectedValueOnce(new Error("Could not reach Kindred.")).mockResolvedValueOnce({});
    const match = matchmaking();
    await match.cancelSearch();
    expect(toast.error).toHaveBeenCalledWith("Could not cancel", { description: "Could not reach Kindred." });
    await match.cancelSearch();
    expect(cancel).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledWith("Search cancelled");
  });
});
