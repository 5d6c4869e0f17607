// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeServer, renderPage } from "@/testing/dom";
import { ModerationActions } from "./ModerationActions";

const reportId = "5f0c2a3e-7d4b-4e1a-9c8f-2b6d1e0a4c77";
const decisions = (calls: ReturnType<typeof fakeServer>) =>
  calls.filter((call) => call.path === `/api/admin/reports/${reportId}/action`);

describe("a moderator's decision on a report", () => {
  it("asks before a ban, says what it does, and sends nothing when kept as is", async () => {
    const calls = fakeServer(() => ({ status: 204 }));
    const { user } = renderPage(<ModerationActions reportId={reportId} />, "/admin");
    await user.click(screen.getByRole("button", { name: "Ban" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Ban this person?" });
    expect(dialog.textContent).toContain("they cannot chat on Kindred again unless a moderator lifts the ban");
    expect(dialog.textContent).toContain("Their ended chats stay ended.");
    expect(decisions(calls)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(decisions(calls)).toEqual([]);
  });

  it("asks before a suspension, naming its days, and sends it once confirmed", async () => {
    const calls = fakeServer(() => ({ status: 204 }));
    const { user } = renderPage(<ModerationActions reportId={reportId} />, "/admin");
    await user.clear(screen.getByLabelText("Days"));
    await user.type(screen.getByLabelText("Days"), "3");
    await user.click(screen.getByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Suspend this person for 3 days?" });
    expect(decisions(calls)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText("Suspended: their chats have ended.")).toBeTruthy();
    expect(decisions(calls).map((call) => call.body)).toEqual([
      { action: "suspend", reason: expect.any(String), days: 3 },
    ]);
  });

  it("is sent once for a double click on the confirmation", async () => {
    const calls = fakeServer(() => ({ status: 204 }));
    const { user } = renderPage(<ModerationActions reportId={reportId} />, "/admin");
    await user.click(screen.getByRole("button", { name: "Ban" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Ban this person?" });
    const ban = within(dialog).getByRole("button", { name: "Ban" });
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
