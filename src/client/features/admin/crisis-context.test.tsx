// @vitest-environment happy-dom
/**
 * A crisis behind a report, as the moderator reads it (crisis-context.ts): the card says that the
 * reported person's words opened crisis support there (with the tier when it says more) and that the
 * reporter's urging was refused, from the server's facts alone; a sanction's confirmation says it
 * again, and the decision still goes through.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { QueuedReport } from "@shared/moderation-api";
import { fakeServer, renderPage } from "@/testing/dom";
import { crisisNotes, REPORTED_IN_CRISIS, REPORTER_URGED } from "./crisis-context";
import { ReportsList } from "./ReportsList";

const reportId = "5f0c2a3e-7d4b-4e1a-9c8f-000000000001";
const chatId = "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11";
const report = (overrides: Partial<QueuedReport>): QueuedReport => ({
  id: reportId,
  status: "open",
  reason: "Harassment or bullying",
  note: "they were rude",
  reporter: "bbbbbbbb",
  reported: "a0000001",
  reportedStanding: "clear",
  chatId,
  createdAt: "2025-03-10T11:00:00.000Z",
  aboutAge: false,
  suggestedReason: "Harassment or bullying",
  sameChat: [],
  reportedCrisis: null,
  reporterUrged: false,
  ...overrides,
});

/** The queue's server with these reports; a decision answers 204. */
const serve = (reports: QueuedReport[]) =>
  fakeServer((call) =>
    call.method === "POST"
      ? { status: 204 }
      : { status: 200, body: { reports, nextCursor: null, total: reports.length } },
  );

describe("a crisis behind a report", () => {
  it("is on the card: the reported person's urgent crisis and the reporter's refused urging", async () => {
    serve([report({ reportedCrisis: { tier: "high", urgent: true }, reporterUrged: true })]);
    renderPage(<ReportsList />, "/admin");
    const article = await screen.findByRole("article", { name: "Report about a0000001" });
    const notes = within(article).getByRole("list", { name: "Crisis in this chat" });
    expect(
      within(notes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([`${REPORTED_IN_CRISIS} (urgent: the line to call the emergency number now went out).`, REPORTER_URGED]);
  });

  it("names the tier only when it is high or urgent, and says nothing when there was no crisis", () => {
    expect(crisisNotes({ reportedCrisis: { tier: "high", urgent: false }, reporterUrged: false })).toEqual([
      `${REPORTED_IN_CRISIS} (high tier).`,
    ]);
    for (const tier of ["moderate", "low"] as const)
      expect(crisisNotes({ reportedCrisis: { tier, urgent: false }, reporterUrged: false })).toEqual([
        `${REPORTED_IN_CRISIS}.`,
      ]);
    expect(crisisNotes({ reportedCrisis: null, reporterUrged: true })).toEqual([REPORTER_URGED]);
    expect(crisisNotes({ reportedCrisis: null, reporterUrged: false })).toEqual([]);
  });

  it("is said again before a suspension, which still goes through", async () => {
    const calls = serve([report({ reportedCrisis: { tier: "moderate", urgent: false }, reporterUrged: true })]);
    const { user } = renderPage(<ReportsList />, "/admin");
    const article = await screen.findByRole("article", { name: "Report about a0000001" });
    await user.click(within(article).getByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Suspend this person for 7 days?" });
    expect(dialog.textContent).toContain(`${REPORTED_IN_CRISIS}. ${REPORTER_URGED}`);
    expect(dialog.textContent).toContain("They are shown the reason: Harassment or bullying.");
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText("Suspended: their chats have ended.")).toBeTruthy();
    const decided = calls.filter((call) => call.path === `/api/admin/reports/${reportId}/action`);
    expect(decided.map((call) => call.body)).toEqual([
      { action: "suspend", reason: "Harassment or bullying", days: 7 },
    ]);
  });

  it("is not in the question of a dismissal, nor on a card without a crisis", async () => {
    serve([
      report({ reportedCrisis: { tier: "high", urgent: true } }),
      report({ id: crypto.randomUUID(), reported: "a0000002" }),
    ]);
    const { user } = renderPage(<ReportsList />, "/admin");
    const plain = await screen.findByRole("article", { name: "Report about a0000002" });
    expect(within(plain).queryByRole("list", { name: "Crisis in this chat" })).toBeNull();
    const inCrisis = screen.getByRole("article", { name: "Report about a0000001" });
    await user.click(within(inCrisis).getByRole("button", { name: "Dismiss" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Dismiss this report?" });
    expect(dialog.textContent).not.toContain(REPORTED_IN_CRISIS);
  });
});
