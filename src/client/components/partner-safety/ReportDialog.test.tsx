// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ReportBody } from "@shared/after-chat-api";
import { routes } from "@shared/routes";
import { call } from "@/lib/api";
import { fakeServer, renderWithToasts, type ServerCall } from "@/testing/dom";
import { ReportDialog } from "./ReportDialog";

const chatId = "5f0c7d2e-3b1a-4c8e-9d6f-2a4b6c8e0f13";

/** POST …/report as Kindred's server reads it: the shared schema (its first sentence), then 204. */
function reports(call: ServerCall) {
  const parsed = ReportBody.safeParse(call.body);
  return parsed.success ? { status: 204 } : { status: 400, body: { error: parsed.error.issues[0]!.message } };
}

/** The dialog as the chat page holds it: done closes it. */
function ReportFromMenu() {
  const [open, setOpen] = useState(true);
  return (
    <ReportDialog
      open={open}
      moment="chat-going"
      onSend={(body) => call(routes.chatReport, { params: { chatId }, body })}
      onDone={() => setOpen(false)}
    />
  );
}

const open = () => renderWithToasts(<ReportFromMenu />);
const dialog = () => screen.queryByRole("dialog", { name: "Report this person" });

const send = () => screen.getByRole("button", { name: "Send report" }) as HTMLButtonElement;

describe("the report dialog", () => {
  it("sends the reason and the note, thanks, and closes", async () => {
    const calls = fakeServer(reports);
    const { user } = open();
    expect(send().disabled).toBe(true);
    await user.click(screen.getByRole("radio", { name: "Harassment or bullying" }));
    await user.type(screen.getByLabelText("Note (optional)"), "  They kept insulting me.  ");
    await user.click(send());
    expect(await screen.findByText("Thank you. Our moderators will look into it.")).toBeTruthy();
    expect(screen.getByText("Report sent")).toBeTruthy();
    expect(dialog()).toBeNull();
    expect(calls).toEqual([
      {
        method: "POST",
        path: `/api/chats/${chatId}/report`,
        body: { reason: "Harassment or bullying", note: "They kept insulting me." },
      },
    ]);
  });

  it("offers the reasons for someone who seems under 18 or asked for personal details", async () => {
    const calls = fakeServer(reports);
    const { user } = open();
    expect(screen.getByRole("radio", { name: "They asked for my personal details" })).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "They seem to be too young for Kindred" }));
    await user.click(send());
    await waitFor(() => expect(dialog()).toBeNull());
    expect(calls.map((c) => c.body)).toEqual([{ reason: "They seem to be too young for Kindred" }]);
  });

  it("says the server's refusal in its words and stays open to try again", async () => {
    fakeServer(() => ({ status: 429, body: { error: "You have sent many reports. Please wait a few minutes." } }));
    const { user } = open();
    await user.click(screen.getByRole("radio", { name: "Harassment or bullying" }));
    await user.click(send());
    expect(await screen.findByText("You have sent many reports. Please wait a few minutes.")).toBeTruthy();
    expect(screen.getByText("Could not send the report")).toBeTruthy();
    expect(dialog()).toBeTruthy();
    expect(send().disabled).toBe(false);
  });
});
