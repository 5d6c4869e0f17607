// @vitest-environment happy-dom
/**
 * The Crisis Counselor on the notice of someone suspended or banned (CounselWhileShutOut.tsx): offered
 * for the chat the server names, talked with on the notice itself through the counsel route (the
 * server answered at fetch), and never offered when the server names none or to someone not shut out.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StandingReply } from "@shared/moderation-api";
import { CRISIS_PERSONA } from "@shared/personas";
import { fakeServer, renderPage, type ServerCall } from "@/testing/dom";
import { StandingNotice } from "./StandingNotice";

const TALK = { name: "Talk with the Crisis Counselor" } as const;
const COUNSELOR = `ai:${CRISIS_PERSONA.name}`;
const counselCalls = (calls: ServerCall[], chatId: string) =>
  calls.filter((call) => call.method === "POST" && call.path === `/api/chats/${chatId}/counsel`);

describe("the Crisis Counselor on a suspended or banned person's notice", () => {
  it("talks with the Counselor of the chat the server named, on the notice, with what was said before", async () => {
    const chatId = crypto.randomUUID();
    let answers = 0;
    const calls = fakeServer(() => ({ status: 200, body: { sender: COUNSELOR, content: `answer ${++answers}` } }));
    const { user } = renderPage(
      <StandingNotice standing={{ state: "banned", reason: "Spam or scam", endsAt: null, counselChatId: chatId }} />,
    );
    expect(screen.getByText("The Crisis Counselor is still here for you.")).toBeTruthy();
    await user.click(screen.getByRole("button", TALK));
    const box = screen.getByRole("textbox", { name: "Write to the Crisis Counselor..." });
    await user.type(box, "i still don't feel safe{Enter}");
    expect(await screen.findByText("answer 1")).toBeTruthy();
    expect(screen.getByText("i still don't feel safe")).toBeTruthy();
    expect(screen.getByText(`${CRISIS_PERSONA.name} · AI`)).toBeTruthy();

    await user.type(box, "what do i do now");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("answer 2")).toBeTruthy();
    expect(counselCalls(calls, chatId).map((call) => call.body)).toEqual([
      { content: "i still don't feel safe", earlier: [] },
      {
        content: "what do i do now",
        earlier: [
          { role: "user", content: "i still don't feel safe" },
          { role: "assistant", content: "answer 1" },
        ],
      },
    ]);
  });

  it("says the server's refusal, and keeps the words in view", async () => {
    const chatId = crypto.randomUUID();
    fakeServer(() => ({ status: 403, body: { error: "Your account has been banned (Spam or scam)." } }));
    const { user } = renderPage(
      <StandingNotice
        standing={{
          state: "suspended",
          reason: "Spam or scam",
          endsAt: "2030-01-01T00:00:00.000Z",
          counselChatId: chatId,
        }}
      />,
    );
    await user.click(screen.getByRole("button", TALK));
    await user.type(screen.getByRole("textbox", { name: "Write to the Crisis Counselor..." }), "hello?{Enter}");
    expect(await screen.findByText("Your account has been banned (Spam or scam).")).toBeTruthy();
    expect(screen.getByText("hello?")).toBeTruthy();
  });

  it("opens again with the conversation this tab kept, after a reload", async () => {
    const chatId = crypto.randomUUID();
    fakeServer(() => ({ status: 200, body: { sender: COUNSELOR, content: "i'm here with you" } }));
    const standing = { state: "banned", reason: "Spam or scam", endsAt: null, counselChatId: chatId } as const;
    const first = renderPage(<StandingNotice standing={standing} />);
    await first.user.click(screen.getByRole("button", TALK));
    await first.user.type(screen.getByRole("textbox", { name: "Write to the Crisis Counselor..." }), "hi{Enter}");
    expect(await screen.findByText("i'm here with you")).toBeTruthy();
    first.unmount();
    renderPage(<StandingNotice standing={standing} />);
    await waitFor(() => expect(screen.getByText("i'm here with you")).toBeTruthy());
    expect(screen.queryByRole("button", TALK)).toBeNull();
  });

  it("is offered beside the youth lines to someone whose account was closed for age", () => {
    fakeServer(() => ({ status: 200, body: {} }));
    const standing: StandingReply = {
      state: "banned",
      reason: "Under the minimum age",
      endsAt: null,
      counselChatId: crypto.randomUUID(),
      urgentCrisis: false,
    };
    renderPage(<StandingNotice standing={standing} />);
    expect(screen.getByRole("link", { name: "Call 0800 1111" })).toBeTruthy();
    expect(screen.getByRole("button", TALK)).toBeTruthy();
  });

  it("is not offered when the server names no chat, nor to someone warned or held", () => {
    fakeServer(() => ({ status: 200, body: {} }));
    const page = renderPage(
      <StandingNotice standing={{ state: "banned", reason: "Spam or scam", endsAt: null, counselChatId: null }} />,
    );
    expect(screen.queryByRole("button", TALK)).toBeNull();
    page.unmount();
    for (const state of ["warned", "held"] as const) {
      const notice = renderPage(
        <StandingNotice
          standing={{ state, reason: "Spam or scam", endsAt: null, counselChatId: crypto.randomUUID() }}
        />,
      );
      expect(screen.queryByRole("button", TALK)).toBeNull();
      notice.unmount();
    }
  });
});
