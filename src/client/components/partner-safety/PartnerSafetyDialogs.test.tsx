// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ReportBody } from "@shared/after-chat-api";
import { ChatView } from "@shared/api";
import { routes } from "@shared/routes";
import { call } from "@/lib/api";
import { fakeServer, renderWithToasts, type ServerCall } from "@/testing/dom";
import { PartnerSafetyDialogs, type PartnerStep } from "./PartnerSafetyDialogs";

const chatId = "5f0c7d2e-3b1a-4c8e-9d6f-2a4b6c8e0f13";
const ended = ChatView.parse({
  id: chatId,
  themeId: "late-night",
  status: "completed",
  matchStatus: "matched",
  you: "p2",
  yourRole: "talk",
  partnerRole: "listen",
  createdAt: "2026-11-24T10:00:00.000Z",
  updatedAt: "2026-11-24T10:10:00.000Z",
  matchedAt: "2026-11-24T10:00:10.000Z",
  endedAt: "2026-11-24T10:10:00.000Z",
  endedBy: "partner",
});

/**
 * Report and block as Kindred's server answers them (chats/service.ts): a report is kept, and the
 * block's answer says whether this person reported the partner from this chat before.
 */
function safetyServer() {
  let reported = false;
  return fakeServer((sent: ServerCall) => {
    if (sent.path.endsWith("/report")) {
      const parsed = ReportBody.safeParse(sent.body);
      if (!parsed.success) return { status: 400, body: { error: parsed.error.issues[0]!.message } };
      reported = true;
      return { status: 201, body: { ok: true } };
    }
    return { status: 200, body: { chat: ended, reported } };
  });
}

/** The dialogs as a page holds them, with its Report and Block buttons. */
function Page({ chatEnded, onBlockDone }: { chatEnded: boolean; onBlockDone(chatId: string): void }) {
  const [step, setStep] = useState<PartnerStep>(null);
  return (
    <>
      <button type="button" onClick={() => setStep("report")}>
        Report
      </button>
      <button type="button" onClick={() => setStep("block")}>
        Block
      </button>
      <PartnerSafetyDialogs
        chatId={chatId}
        step={step}
        onStep={setStep}
        chatEnded={chatEnded}
        block={(id) => call(routes.chatBlock, { params: { chatId: id } })}
        report={(id, body) => call(routes.chatReport, { params: { chatId: id }, body })}
        onBlockDone={onBlockDone}
      />
    </>
  );
}

function open(chatEnded = true) {
  const onBlockDone = vi.fn();
  return { ...renderWithToasts(<Page chatEnded={chatEnded} onBlockDone={onBlockDone} />), onBlockDone };
}

const ASK_FOR_REPORT =
  "You won't be matched with this person again. Would you like to tell our moderators what happened?";

describe("reporting and blocking the other person", () => {
  it("after the chat ended: reports, then blocks without asking for the report again", async () => {
    const calls = safetyServer();
    const { user, onBlockDone } = open();
    await user.click(screen.getByRole("button", { name: "Report" }));
    const report = screen.getByRole("dialog", { name: "Report this person" });
    expect(report.textContent).toContain(
      "Tell our moderators what happened. They will read this chat; the other person is not told.",
    );
    await user.click(screen.getByRole("radio", { name: "Harassment or bullying" }));
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Thank you. Our moderators will look into it.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Block" }));
    const asking = screen.getByRole("dialog", { name: "Would you like to block this user?" });
    expect(asking.textContent).toContain("You won't be matched with this person again. They are not told.");
    await user.click(screen.getByRole("button", { name: "Block Anonymous User" }));

    const blocked = await screen.findByRole("dialog", { name: "User blocked" });
    expect(blocked.textContent).toContain("Our moderators have your report and will look into it.");
    expect(screen.queryByText(ASK_FOR_REPORT)).toBeNull();
    expect(screen.queryByRole("button", { name: "Send report" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(onBlockDone).toHaveBeenCalledWith(chatId);
    expect(calls.map((sent) => `${sent.method} ${sent.path}`)).toEqual([
      `POST /api/chats/${chatId}/report`,
      `POST /api/chats/${chatId}/block`,
    ]);
  });

  it("in a chat still going: blocking with no report sent asks for one, and Skip moves on", async () => {
    const calls = safetyServer();
    const { user, onBlockDone } = open(false);
    await user.click(screen.getByRole("button", { name: "Block" }));
    const asking = screen.getByRole("dialog", { name: "Would you like to block this user?" });
    expect(asking.textContent).toContain(
      "The chat ends for both of you, and you won't be matched with this person again.",
    );
    await user.click(screen.getByRole("button", { name: "Block Anonymous User" }));
    expect(await screen.findByText(ASK_FOR_REPORT)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "User blocked" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(onBlockDone).toHaveBeenCalledWith(chatId);
    expect(calls.filter((sent) => sent.path.endsWith("/report"))).toEqual([]);
  });

  it("says the server's refusal of a block in its words, and offers no report for a block that did not happen", async () => {
    const refusal =
      "This chat ended more than 7 days ago, so the other person can no longer be reported or blocked from it.";
    fakeServer(() => ({ status: 409, body: { error: refusal } }));
    const { user, onBlockDone } = open();
    await user.click(screen.getByRole("button", { name: "Block" }));
    await user.click(screen.getByRole("button", { name: "Block Anonymous User" }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByText("Could not block")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "User blocked" })).toBeNull();
    expect(onBlockDone).not.toHaveBeenCalled();
  });
});
