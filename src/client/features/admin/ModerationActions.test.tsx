// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { QueuedReport } from "@shared/moderation-api";
import { fakeServer, renderPage } from "@/testing/dom";
import { ModerationActions } from "./ModerationActions";

const reportId = "5f0c2a3e-7d4b-4e1a-9c8f-2b6d1e0a4c77";
const decisions = (calls: ReturnType<typeof fakeServer>) =>
  calls.filter((call) => call.path === `/api/admin/reports/${reportId}/action`);
type Report = Pick<QueuedReport, "id" | "aboutAge" | "suggestedReason">;
const harassment: Report = { id: reportId, aboutAge: false, suggestedReason: "Harassment or bullying" };

describe("a moderator's decision on a report", () => {
  it("asks before a ban, says what it does, and sends nothing when kept as is", async () => {
    const calls = fakeServer(() => ({ status: 204 }));
    const { user } = renderPage(<ModerationActions report={harassment} />, "/admin");
    await user.click(screen.getByRole("button", { name: "Ban" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Ban this person?" });
    expect(dialog.textContent).toContain("they cannot chat on Kindred again unless a moderator lifts the ban");
    expect(dialog.textContent).toContain("Their ended chats stay ended.");
    expect(decisions(calls)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(decisions(calls)).toEqual([]);
  });

  it("asks before a warning too, naming the reason they will be shown", async () => {
    const calls = fakeServer(() => ({ status: 204 }));
    const { user } = renderPage(<ModerationActions report={harassment} />, "/admin");
    await user.click(screen.getByRole("button", { name: "Warn" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Warn this person?" });
    expect(dialog.textContent).toContain("They are shown the reason: Harassment or bullying.");
    expect(decisions(calls)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Warn" }));
    expect(await screen.findByText("Warning sent: they will read it before their next chat.")).toBeTruthy();
    expect(decisions(calls).map((call) => call.body)).toEqual([{ action: "warn", reason: "Harassment or bullying" }]);
  });

  it("starts the reason at the one the report points to, or at none, never a fixed one", async () => {
    fakeServer(() => ({ status: 204 }));
    const sexual: Report = { id: reportId, aboutAge: false, suggestedReason: "Sexual or explicit content" };
    const { unmount } = renderPage(<ModerationActions report={sexual} />, "/admin");
    expect((screen.getByLabelText("Reason shown to them") as HTMLSelectElement).value).toBe(
      "Sexual or explicit content",
    );
    unmount();
    const { user } = renderPage(<ModerationActions report={{ ...sexual, suggestedReason: null }} />, "/admin");
    expect((screen.getByLabelText("Reason shown to them") as HTMLSelectElement).value).toBe("");
    for (const name of ["Warn", "Suspend", "Ban"])
      expect(screen.getByRole("button", { name }).hasAttribute("disabled")).toBe(true);
    await user.selectOptions(screen.getByLabelText("Reason shown to them"), "Spam or scam");
    expect(screen.getByRole("button", { name: "Warn" }).hasAttribute("disabled")).toBe(false);
  });

  it("offers only a ban for the age reason: a warning or a suspension would let them back", async () => {
    fakeServer(() => ({ status: 204 }));
    const seemsYoung: Report = { id: reportId, aboutAge: false, suggestedReason: "Under the minimum age" };
    renderPage(<ModerationActions report={seemsYoung} />, "/admin");
    expect(screen.getByRole("button", { name: "Warn" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Suspend" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Ban" }).hasAttribute("disabled")).toBe(false);
  });

  it("on Kindred's under-age report, asks before dismissing or closing the account, and sends the age ban", async () => {
    const calls = fakeServer(() => ({ status: 204 }));
    const underAge: Report = { id: reportId, aboutAge: true, suggestedReason: "Under the minimum age" };
    const { user } = renderPage(<ModerationActions report={underAge} />, "/admin");
    expect(screen.queryByRole("button", { name: "Warn" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Dismiss: they are an adult" }));
    const dismissing = await screen.findByRole("alertdialog", { name: "Dismiss: they are an adult?" });
    expect(dismissing.textContent).toContain("they can be matched with anyone again at once");
    await user.click(within(dismissing).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Close account: under age" }));
    const closing = await screen.findByRole("alertdialog", { name: "Close this account as under age?" });
    await user.click(within(closing).getByRole("button", { name: "Close account" }));
    expect(await screen.findByText("Banned: their chats have ended.")).toBeTruthy();
    expect(decisions(calls).map((call) => call.body)).toEqual([{ action: "ban", reason: "Under the minimum age" }]);
  });

  it("asks before a suspension, naming its days, and sends it once confirmed", async () => {
    const calls = fakeServer(() => ({ status: 204 }));
    const { user } = renderPage(<ModerationActions report={harassment} />, "/admin");
    await user.clear(screen.getByLabelText("Days"));
    await user.type(screen.getByLabelText("Days"), "3");
    await user.click(screen.getByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Suspend this person for 3 days?" });
    expect(decisions(calls)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText("Suspended: their chats have ended.")).toBeTruthy();
    expect(decisions(calls).map((call) => call.body)).toEqual([
      { action: "suspend", reason: "Harassment or bullying", days: 3 },
    ]);
  });

  it("is sent once for a double click on the confirmation", async () => {
    const calls = fakeServer(() => ({ status: 204 }));
    const { user } = renderPage(<ModerationActions report={harassment} />, "/admin");
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
        body: { action: "ban", reason: "Harassment or bullying" },
      },
    ]);
  });

  it("says the server's refusal under its own title, and can be taken again", async () => {
    const calls = fakeServer(() => ({ status: 409, body: { error: "This report has already been decided." } }));
    const { user } = renderPage(<ModerationActions report={harassment} />, "/admin");
    const dismiss = async () => {
      await user.click(screen.getByRole("button", { name: "Dismiss" }));
      const dialog = await screen.findByRole("alertdialog", { name: "Dismiss this report?" });
      await user.click(within(dialog).getByRole("button", { name: "Dismiss" }));
    };
    await dismiss();
    expect(await screen.findByText("This report has already been decided.")).toBeTruthy();
    expect(screen.getByText("The action was not taken")).toBeTruthy();

    await dismiss();
    await waitFor(() => expect(decisions(calls)).toHaveLength(2));
  });
});
