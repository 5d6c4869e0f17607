// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ChatSummary, ReportBody, ReviewBody } from "@shared/after-chat-api";
import { fakeServer, renderPage, type ServerCall } from "@/testing/dom";
import { EndChat, reviewWaitsForTime } from "./EndChat";

const chatId = "5f0c7d2e-3b1a-4c8e-9d6f-2a4b6c8e0f13";
const newChatId = "7a1d9e4c-2b3f-4e5a-8c6d-0f1e2d3c4b5a";

function summary(over: Partial<ChatSummary> = {}, reconnect: Partial<ChatSummary["reconnect"]> = {}): ChatSummary {
  return ChatSummary.parse({
    chat: {
      id: chatId,
      themeId: "anxiety",
      status: "completed",
      matchStatus: "matched",
      you: "p1",
      yourRole: "talk",
      partnerRole: "listen",
      createdAt: "2026-11-24T10:00:00.000Z",
      updatedAt: "2026-11-24T10:10:00.000Z",
      matchedAt: "2026-11-24T10:00:10.000Z",
      endedAt: "2026-11-24T10:10:00.000Z",
      endedBy: "you",
    },
    durationMs: 600_000,
    canReview: true,
    reviewed: false,
    counselor: false,
    partner: { reachable: true, reported: false, blocked: false },
    ...over,
    reconnect: { offered: false, sent: false, newChatId: null, ...reconnect },
  });
}

/** The end-chat calls as Kindred's server reads them; `review` answers a valid review. */
function server(state: { summary: ChatSummary; review?: { status: number; body?: unknown } }) {
  return (call: ServerCall) => {
    if (call.path === `/api/chats/${chatId}/summary`) return { status: 200, body: state.summary };
    if (call.path === `/api/chats/${chatId}/review`) {
      const parsed = ReviewBody.safeParse(call.body);
      if (!parsed.success) return { status: 400, body: { error: parsed.error.issues[0]!.message } };
      return state.review ?? { status: 204 };
    }
    if (call.path === `/api/chats/${chatId}/reconnect`) {
      state.summary = summary({}, { offered: true, sent: true });
      return { status: 200, body: { status: "pending", newChatId: null, tokens: 4 } };
    }
    // Reporting and blocking after the end, as chats/service.ts answers them; the summary follows.
    if (call.path === `/api/chats/${chatId}/report`) {
      if (!ReportBody.safeParse(call.body).success) return { status: 400, body: { error: "Choose a reason." } };
      // Whoever reported the other person is offered no token for them (reconnect/service.ts).
      state.summary = {
        ...state.summary,
        partner: { ...state.summary.partner, reported: true },
        reconnect: { ...state.summary.reconnect, offered: false },
      };
      return { status: 201, body: { ok: true } };
    }
    if (call.path === `/api/chats/${chatId}/block`) {
      const { reported } = state.summary.partner;
      state.summary = {
        ...state.summary,
        partner: { ...state.summary.partner, blocked: true },
        reconnect: { ...state.summary.reconnect, offered: false },
      };
      return { status: 200, body: { chat: state.summary.chat, reported } };
    }
    return { status: 200, body: { me: null } };
  };
}

const reviewCalls = (calls: ServerCall[]) => calls.filter((call) => call.path.endsWith("/review"));

// What the tab keeps for a reload (the feeling) starts empty in each test.
beforeEach(() => sessionStorage.clear());

describe("the end-chat review", () => {
  it("answers how it felt, asks for stars first, then sends the review and thanks", async () => {
    const calls = fakeServer(server({ summary: summary() }));
    const { user } = renderPage(<EndChat chatId={chatId} />, "/end");
    await user.click(screen.getByRole("button", { name: "Good" }));
    expect(screen.getByText("We're glad. Thank you for showing up for someone today.")).toBeTruthy();

    await user.click(await screen.findByRole("button", { name: "Submit Review" }));
    expect(await screen.findByText("Please provide a rating before submitting.")).toBeTruthy();
    expect(reviewCalls(calls)).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    await user.type(screen.getByLabelText("Comment (optional)"), "  They really listened.  ");
    await user.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByText("Thank you for your review. It helps Kindred stay kind.")).toBeTruthy();
    expect(reviewCalls(calls)).toEqual([
      {
        method: "POST",
        path: `/api/chats/${chatId}/review`,
        body: { rating: 4, feedbackType: "positive", comment: "They really listened." },
      },
    ]);
  });

  it("shows the server's refusal in its words, and keeps the form", async () => {
    fakeServer(
      server({ summary: summary(), review: { status: 409, body: { error: "You have already reviewed this chat." } } }),
    );
    const { user } = renderPage(<EndChat chatId={chatId} />, "/end");
    await user.click(await screen.findByRole("radio", { name: "5 stars" }));
    await user.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByText("You have already reviewed this chat.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Submit Review" })).toBeTruthy();
  });

  it("explains why a chat too short has no review", async () => {
    fakeServer(server({ summary: summary({ canReview: false, durationMs: 30_000 }) }));
    renderPage(<EndChat chatId={chatId} />, "/end");
    expect(await screen.findByText("A review can be left once a conversation has lasted 2 minutes.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit Review" })).toBeNull();
  });

  it("sends a reconnect token once and then says it waits for the other person", async () => {
    const calls = fakeServer(server({ summary: summary({}, { offered: true }) }));
    const { user } = renderPage(<EndChat chatId={chatId} />, "/end");
    await user.click(await screen.findByRole("button", { name: "Send Reconnect Token" }));
    expect(await screen.findByText("Reconnect Token Sent")).toBeTruthy();
    expect(
      screen.getByText("If the other person also sends one, you will be matched again within 24 hours."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith("/reconnect"))).toEqual([
      { method: "POST", path: `/api/chats/${chatId}/reconnect`, body: {} },
    ]);
  });

  it("leads into the new chat once both sent a token", async () => {
    fakeServer(server({ summary: summary({}, { offered: true, sent: true, newChatId }) }));
    const { user } = renderPage(<EndChat chatId={chatId} />, "/end");
    expect(await screen.findByText("You both sent a reconnect token.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Join your new chat" }));
    expect(await screen.findByText(`Now at /chat?room=${newChatId}&themeId=anxiety`)).toBeTruthy();
  });
});

describe("how it felt", () => {
  it("is kept for a reload of this chat's screen, and is not another chat's", async () => {
    fakeServer(server({ summary: summary() }));
    const first = renderPage(<EndChat chatId={chatId} />, "/end");
    await first.user.click(screen.getByRole("button", { name: "Not Good" }));
    first.unmount();

    renderPage(<EndChat chatId={chatId} />, "/end");
    expect(screen.getByRole("button", { name: "Not Good" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("We're sorry it didn't feel right. Be gentle with yourself.")).toBeTruthy();
    // It goes with the review sent from the reloaded screen.
    expect(await screen.findByRole("button", { name: "Submit Review" })).toBeTruthy();
  });

  it("starts unchosen on another chat's screen", () => {
    sessionStorage.setItem("kindred:end-chat-feeling", JSON.stringify({ chatId: newChatId, feeling: "negative" }));
    fakeServer(server({ summary: summary() }));
    renderPage(<EndChat chatId={chatId} />, "/end");
    for (const name of ["Good", "Okay", "Not Good"])
      expect(screen.getByRole("button", { name }).getAttribute("aria-pressed")).toBe("false");
  });
});

describe("reporting or blocking the other person after the chat", () => {
  const panel = () => screen.findByRole("region", { name: "Report or block this person" });

  it("is offered after any feeling, and first of all, with a word on it, after Not Good", async () => {
    fakeServer(server({ summary: summary() }));
    const { user } = renderPage(<EndChat chatId={chatId} />, "/end");
    const review = await screen.findByRole("button", { name: "Submit Review" });
    // Below the review while nothing or something else was chosen.
    expect(review.compareDocumentPosition(await panel()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Not Good" }));
    expect(review.compareDocumentPosition(await panel()) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect((await panel()).textContent).toContain("our moderators can look into it");
  });

  it("blocks, then asks for a report, sends it, and the screen says both", async () => {
    const calls = fakeServer(server({ summary: summary({}, { offered: true }) }));
    const { user } = renderPage(<EndChat chatId={chatId} />, "/end");
    await user.click(screen.getByRole("button", { name: "Not Good" }));
    await user.click(await screen.findByRole("button", { name: "Block" }));
    await user.click(screen.getByRole("button", { name: "Block Anonymous User" }));
    expect(
      await screen.findByText(
        "You won't be matched with this person again. Would you like to tell our moderators what happened?",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "Made me feel unsafe" }));
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("You reported this person. Our moderators will look into it.")).toBeTruthy();
    expect(screen.getByText("You blocked this person.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Block" })).toBeNull();
    // Whoever blocked is offered no way back to them.
    expect(screen.queryByRole("button", { name: "Send Reconnect Token" })).toBeNull();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      `/api/chats/${chatId}/block`,
      `/api/chats/${chatId}/report`,
    ]);
  });

  it("reports from the screen, and a block after it does not ask for the report again", async () => {
    fakeServer(server({ summary: summary() }));
    const { user } = renderPage(<EndChat chatId={chatId} />, "/end");
    await user.click(await screen.findByRole("button", { name: "Report" }));
    await user.click(screen.getByRole("radio", { name: "Harassment or bullying" }));
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("You reported this person. Our moderators will look into it.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Block" }));
    await user.click(screen.getByRole("button", { name: "Block Anonymous User" }));
    const blocked = await screen.findByRole("dialog", { name: "User blocked" });
    expect(blocked.textContent).toContain("Our moderators have your report and will look into it.");
    expect(screen.queryByRole("button", { name: "Send report" })).toBeNull();
  });

  it("reports, and then offers no reconnect token for the person reported", async () => {
    const calls = fakeServer(server({ summary: summary({}, { offered: true }) }));
    const { user } = renderPage(<EndChat chatId={chatId} />, "/end");
    expect(await screen.findByRole("button", { name: "Send Reconnect Token" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Report" }));
    await user.click(screen.getByRole("radio", { name: "Made me feel unsafe" }));
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("You reported this person. Our moderators will look into it.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send Reconnect Token" })).toBeNull();
    expect(calls.some((call) => call.path.endsWith("/reconnect"))).toBe(false);
  });

  it("is not offered once the server says the other person can no longer be reached", async () => {
    fakeServer(server({ summary: summary({ partner: { reachable: false, reported: false, blocked: false } }) }));
    renderPage(<EndChat chatId={chatId} />, "/end");
    expect(await screen.findByRole("button", { name: "Submit Review" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Report or block this person" })).toBeNull();
  });
});

describe("the line that explains why no review is offered", () => {
  it("stays away when a review is offered, done, pointless (never matched or still going) or not theirs (a moderator)", () => {
    const base = summary({ canReview: false });
    expect(reviewWaitsForTime(base)).toBe(true);
    expect(reviewWaitsForTime({ ...base, canReview: true })).toBe(false);
    expect(reviewWaitsForTime({ ...base, reviewed: true })).toBe(false);
    expect(reviewWaitsForTime({ ...base, chat: { ...base.chat, matchedAt: null } })).toBe(false);
    expect(reviewWaitsForTime({ ...base, chat: { ...base.chat, you: "admin" } })).toBe(false);
    expect(reviewWaitsForTime({ ...base, chat: { ...base.chat, status: "active" } })).toBe(false);
  });
});

describe("after a chat in crisis support", () => {
  it("offers the way back to the Crisis Counselor, whoever ended the chat, and not after other chats", async () => {
    fakeServer(server({ summary: summary({ counselor: true }) }));
    renderPage(<EndChat chatId={chatId} />);
    const counselor = await screen.findByRole("region", { name: "Crisis Counselor" });
    expect(counselor.textContent).toContain("The Crisis Counselor is still here for you.");
    expect(screen.getByRole("link", { name: "Talk with the Crisis Counselor" }).getAttribute("href")).toBe(
      `/chat?room=${chatId}`,
    );
  });

  it("offers nothing of the kind after a chat that was not", async () => {
    fakeServer(server({ summary: summary() }));
    renderPage(<EndChat chatId={chatId} />);
    // The summary has come: its review form is shown.
    expect(await screen.findByRole("button", { name: "Submit Review" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Crisis Counselor" })).toBeNull();
  });
});
