// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { QueuedReport } from "@shared/moderation-api";
import { fakeServer, renderPage, type ServerCall } from "@/testing/dom";
import { HELD_LABEL, REFUSED_LABEL } from "./ReportedConversation";
import { ReportsList } from "./ReportsList";

/** Open reports about people "a0000001", "a0000002", …, oldest first. */
const openReports = (count: number): QueuedReport[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `5f0c2a3e-7d4b-4e1a-9c8f-${String(i + 1).padStart(12, "0")}`,
    status: "open",
    reason: "Harassment or bullying",
    note: `note ${i + 1}`,
    reporter: "bbbbbbbb",
    reported: `a${String(i + 1).padStart(7, "0")}`,
    reportedStanding: "clear",
    chatId: null,
    createdAt: new Date(Date.UTC(2025, 2, 10, 11, i)).toISOString(),
    aboutAge: false,
    suggestedReason: "Harassment or bullying",
    sameChat: [],
    reportedCrisis: null,
    reporterUrged: false,
  }));

const queueReads = (calls: ServerCall[]) =>
  calls.filter((call) => call.method === "GET" && call.path.startsWith("/api/admin/reports")).map((c) => c.path);

/**
 * The queue's server, two reports a page: the cursor is the last report's id (opaque to the page),
 * and a dismissed report leaves the queue.
 */
function queueServer(count: number) {
  const open = openReports(count);
  return fakeServer((call) => {
    const url = new URL(call.path, "http://kindred.test");
    if (call.method === "POST") {
      const dismissed = open.findIndex((report) => url.pathname.includes(report.id));
      open.splice(dismissed, 1);
      return { status: 204 };
    }
    const cursor = url.searchParams.get("cursor");
    const start = cursor ? open.findIndex((report) => report.id === cursor) + 1 : 0;
    const page = open.slice(start, start + 2);
    const more = start + 2 < open.length;
    return { status: 200, body: { reports: page, nextCursor: more ? page.at(-1)!.id : null, total: open.length } };
  });
}

const shownAbout = () =>
  screen.getAllByRole("article").map((article) => within(article).getAllByRole("code").at(-1)?.textContent);

describe("the report queue, a page at a time", () => {
  it("says how many reports there are, and appends the next page on Show newer reports", async () => {
    const calls = queueServer(5);
    const { user } = renderPage(<ReportsList />, "/admin");
    expect(await screen.findByText("Showing 2 of 5 open reports")).toBeTruthy();
    expect(shownAbout()).toEqual(["a0000001", "a0000002"]);

    await user.click(screen.getByRole("button", { name: "Show newer reports" }));
    expect(await screen.findByText("Showing 4 of 5 open reports")).toBeTruthy();
    expect(shownAbout()).toEqual(["a0000001", "a0000002", "a0000003", "a0000004"]);

    await user.click(screen.getByRole("button", { name: "Show newer reports" }));
    expect(await screen.findByText("Showing 5 of 5 open reports")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show newer reports" })).toBeNull();
    const second = openReports(5)[1]!.id;
    const fourth = openReports(5)[3]!.id;
    expect(queueReads(calls)).toEqual([
      "/api/admin/reports?status=open",
      `/api/admin/reports?status=open&cursor=${second}`,
      `/api/admin/reports?status=open&cursor=${fourth}`,
    ]);
  });

  it("re-reads the pages shown after a decision, so the list closes up without a gap", async () => {
    const calls = queueServer(5);
    const { user } = renderPage(<ReportsList />, "/admin");
    await user.click(await screen.findByRole("button", { name: "Show newer reports" }));
    expect(await screen.findByText("Showing 4 of 5 open reports")).toBeTruthy();
    const before = queueReads(calls).length;

    const first = screen.getByRole("article", { name: "Report about a0000001" });
    await user.click(within(first).getByRole("button", { name: "Dismiss" }));
    const asked = await screen.findByRole("alertdialog", { name: "Dismiss this report?" });
    await user.click(within(asked).getByRole("button", { name: "Dismiss" }));
    // Two pages were shown, and two are read again from the top: the fifth report moves up.
    expect(await screen.findByText("Showing 4 of 4 open reports")).toBeTruthy();
    expect(shownAbout()).toEqual(["a0000002", "a0000003", "a0000004", "a0000005"]);
    expect(queueReads(calls).slice(before)).toEqual([
      "/api/admin/reports?status=open",
      `/api/admin/reports?status=open&cursor=${openReports(5)[2]!.id}`,
    ]);
    expect(screen.queryByRole("button", { name: "Show newer reports" })).toBeNull();
  });

  it("keeps the reports shown when the next page cannot be read, and tries again", async () => {
    let failing = false;
    const open = openReports(3);
    fakeServer((call) => {
      if (call.path.includes("cursor=") && failing) return { status: 503, body: { error: "Busy." } };
      const page = call.path.includes("cursor=") ? open.slice(2) : open.slice(0, 2);
      return { status: 200, body: { reports: page, nextCursor: page.length === 2 ? page[1]!.id : null, total: 3 } };
    });
    const { user } = renderPage(<ReportsList />, "/admin");
    failing = true;
    await user.click(await screen.findByRole("button", { name: "Show newer reports" }));
    expect(await screen.findByText("We couldn't load more reports.")).toBeTruthy();
    expect(shownAbout()).toEqual(["a0000001", "a0000002"]);

    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Showing 3 of 3 open reports")).toBeTruthy();
  });
});

describe("a report as the moderator reads it", () => {
  const RLO = "\u202e";
  const report = (overrides: Partial<QueuedReport>): QueuedReport => ({ ...openReports(1)[0]!, ...overrides });
  const serve = (
    reports: QueuedReport[],
    messages: { content: string; sender?: string; refused?: boolean; held?: boolean }[] = [],
    messagesDeletedAt?: string,
  ) =>
    fakeServer((call) =>
      call.path.endsWith("/conversation")
        ? {
            status: 200,
            body: {
              messages: messages.map((m) => ({ sender: "p2", ...m, kind: "text", createdAt: "2025-03-10T11:00:00Z" })),
              messagesDeletedAt: messagesDeletedAt ?? null,
            },
          }
        : { status: 200, body: { reports, nextCursor: null, total: reports.length } },
    );

  it("isolates a person's note and messages, so a right-to-left override cannot reverse the page around them", async () => {
    serve(
      [report({ note: `${RLO}gnirts desrever`, chatId: "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11" })],
      [{ content: `hi ${RLO}olleh` }],
    );
    const { user } = renderPage(<ReportsList />, "/admin");
    const note = await screen.findByText(`${RLO}gnirts desrever`);
    expect(note.tagName).toBe("BDI");
    // The override stays inside the isolate: the sentence around it is not part of it.
    expect(note.textContent).toBe(`${RLO}gnirts desrever`);
    await user.click(screen.getByRole("button", { name: "Read conversation" }));
    const message = await screen.findByText(`hi ${RLO}olleh`);
    expect(message.tagName).toBe("BDI");
  });

  it("marks a message Kindred refused as urging as refused and not delivered, isolated like every person's words", async () => {
    serve(
      [report({ reporter: null, chatId: "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11" })],
      [
        { content: "maybe i should call someone", sender: "p1" },
        { content: `you should ${RLO}`, refused: true },
        { content: "thank you", sender: "p1" },
      ],
    );
    const { user } = renderPage(<ReportsList />, "/admin");
    await user.click(await screen.findByRole("button", { name: "Read conversation" }));
    const refused = await screen.findByText(`you should ${RLO}`);
    expect(refused.tagName).toBe("BDI");
    const items = within(screen.getByRole("list", { name: "Reported conversation" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.includes(REFUSED_LABEL))).toEqual([false, true, false]);
  });

  it("marks a send the personal-details warning held apart from a refused one, isolated alike", async () => {
    serve(
      [report({ reporter: null, chatId: "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11" })],
      [
        { content: "hey, rough week here", sender: "p1" },
        { content: `r u home alone rn? ${RLO}`, held: true },
        { content: "you should", refused: true },
      ],
    );
    const { user } = renderPage(<ReportsList />, "/admin");
    await user.click(await screen.findByRole("button", { name: "Read conversation" }));
    const held = await screen.findByText(`r u home alone rn? ${RLO}`);
    expect(held.tagName).toBe("BDI");
    const items = within(screen.getByRole("list", { name: "Reported conversation" })).getAllByRole("listitem");
    const marks = items.map((item) => [HELD_LABEL, REFUSED_LABEL].filter((label) => item.textContent?.includes(label)));
    expect(marks).toEqual([[], [HELD_LABEL], [REFUSED_LABEL]]);
  });

  it("says a conversation's messages were deleted by the retention schedule, rather than that it had none", async () => {
    const deletedAt = "2025-06-10T03:00:00Z";
    serve([report({ status: "dismissed", chatId: "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11" })], [], deletedAt);
    const { user } = renderPage(<ReportsList />, "/admin");
    await user.click(await screen.findByRole("button", { name: "Read conversation" }));
    const notice = await screen.findByRole("note");
    expect(notice.textContent).toMatch(
      /^The messages of this chat were deleted on .+, as Kindred’s privacy policy says\.$/,
    );
    expect(notice.querySelector("time")?.getAttribute("dateTime")).toBe(deletedAt);
    expect(screen.queryByText("This chat has no messages.")).toBeNull();
  });

  it("shows the other report on the same chat, and on an under-age report offers only a decision about age", async () => {
    const chatId = "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11";
    const partnerReport = {
      id: "5f0c2a3e-7d4b-4e1a-9c8f-00000000aaaa",
      status: "open" as const,
      reason: "Personal details in a chat with someone under age (automatic report)",
      reporter: null,
      reported: "cccccccc",
    };
    serve([
      report({
        reporter: null,
        reason: "They seem to be too young for Kindred",
        chatId,
        aboutAge: true,
        suggestedReason: "Under the minimum age",
        sameChat: [partnerReport],
      }),
    ]);
    renderPage(<ReportsList />, "/admin");
    const article = await screen.findByRole("article", { name: "Report about a0000001" });
    const linked = within(article).getByRole("list", { name: "Other reports on this chat" });
    expect(linked.textContent).toBe(
      "Another report on this chat: Personal details in a chat with someone under age (automatic report) · Automatic · about cccccccc · open",
    );
    for (const name of ["Warn", "Suspend", "Ban", "Dismiss"]) {
      expect(within(article).queryByRole("button", { name })).toBeNull();
    }
    expect(within(article).getByRole("button", { name: "Dismiss: they are an adult" })).toBeTruthy();
    expect(within(article).getByRole("button", { name: "Close account: under age" })).toBeTruthy();
  });

  it("offers no decision on a report already decided", async () => {
    serve([report({ status: "actioned", reportedStanding: "warned" })]);
    renderPage(<ReportsList />, "/admin");
    const article = await screen.findByRole("article", { name: "Report about a0000001" });
    for (const name of ["Warn", "Suspend", "Ban", "Dismiss"]) {
      expect(within(article).queryByRole("button", { name })).toBeNull();
    }
  });
});
