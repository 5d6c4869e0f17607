// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeServer, renderPage } from "@/testing/dom";
import { ModerationActions } from "./ModerationActions";

const reportId = "5f0c2a3e-7d4b-4e1a-9c8f-2b6d1e0a4c77";
const decisions = (calls: ReturnType<typeof fakeServer>) =>
  calls.filter((call) => call.path === `/api/admin/reports/${reportId}/action`);

describe("a moderator's decision on a report", () => {
  it("is sent once for a double click, the second click arriving before the buttons are disabled", async () => {
    const calls = fakeServer(() => ({ status: 204 }));
    renderPage(<ModerationActions reportId={reportId} />, "/admin");
    const ban = screen.getByRole("button", { name: "Ban" });
    act(() => {
      ban.click();
      ban.click();
    });
    expect(await screen.findByText("Banned: their chats have ended.")).toBeTruthy();
    expect(decisions(calls)).toEqual([
      {
        method: "POST",
        path: `/api/admin/reports/${reportId}/action`,
        body: { action: "ban", reason: expect.any(String) },
      },
    ]);
  });

  it("says the server's refusal under its own title, and can be taken again", async () => {
    const calls = fakeServer(() => ({ status: 409, body: { error: "This report has already been decided." } }));
    const { user } = renderPage(<ModerationActions reportId={reportId} />, "/admin");
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText("This report has already been decided.")).toBeTruthy();
    expect(screen.getByText("The action was not taken")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(decisions(calls)).toHaveLength(2);
  });
});
