// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SanctionInForce } from "@shared/sanctions-api";
import { fakeServer, renderPage } from "@/testing/dom";
import { SanctionsList } from "./SanctionsList";

const ban: SanctionInForce = {
  id: "5f0c2a3e-7d4b-4e1a-9c8f-2b6d1e0a4c77",
  kind: "ban",
  person: "a1b2c3d4",
  reason: "Spam or scam",
  endsAt: null,
  createdAt: "2025-03-10T11:00:00Z",
};
const liftPath = `/api/admin/sanctions/${ban.id}/lift`;

/** The list's server: the ban is in force until lifted; `refusal` answers the lifting instead. */
function server(refusal?: { status: number; error: string }) {
  let lifted = false;
  return fakeServer((call) => {
    if (call.method === "POST") {
      if (refusal) return { status: refusal.status, body: { error: refusal.error } };
      lifted = true;
      return { status: 204 };
    }
    return { status: 200, body: { sanctions: lifted ? [] : [ban] } };
  });
}
const lifts = (calls: ReturnType<typeof fakeServer>) => calls.filter((call) => call.path === liftPath);

describe("the sanctions in force", () => {
  it("asks before lifting, sends nothing on Cancel, then lifts with the reason given", async () => {
    const calls = server();
    const { user } = renderPage(<SanctionsList />, "/admin");
    const item = await screen.findByRole("article", { name: "Banned: a1b2c3d4" });
    await user.type(within(item).getByLabelText("Why lift it (kept in the audit log)"), "Appeal accepted");
    await user.click(within(item).getByRole("button", { name: "Lift" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Lift this ban?" });
    expect(dialog.textContent).toContain("can match and chat on Kindred again at once");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(lifts(calls)).toEqual([]);

    await user.click(within(item).getByRole("button", { name: "Lift" }));
    const again = await screen.findByRole("alertdialog", { name: "Lift this ban?" });
    await user.click(within(again).getByRole("button", { name: "Lift" }));
    expect(await screen.findByText("Ban lifted: they can chat again.")).toBeTruthy();
    expect(lifts(calls).map((call) => call.body)).toEqual([{ reason: "Appeal accepted" }]);
    expect(await screen.findByText("Nobody is suspended or banned.")).toBeTruthy();
  });

  it("without a reason, asks nothing and shows the server's sentence", async () => {
    const calls = server({ status: 400, error: "Say why you are lifting this sanction." });
    const { user } = renderPage(<SanctionsList />, "/admin");
    const item = await screen.findByRole("article", { name: "Banned: a1b2c3d4" });
    await user.click(within(item).getByRole("button", { name: "Lift" }));
    expect(await screen.findByText("Say why you are lifting this sanction.")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(lifts(calls)).toHaveLength(1);
  });
});
