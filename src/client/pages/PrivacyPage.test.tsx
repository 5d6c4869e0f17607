// @vitest-environment happy-dom
/**
 * The privacy page says how long chats' messages are kept as the server is configured
 * (CHAT_RETENTION_DAYS, read from the server since the page is built before the configuration is known).
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeServer, renderPage } from "@/testing/dom";
import { PrivacyPage } from "./PrivacyPage";

const earlyAccess = (chatRetentionDays: number | null) => ({
  profiles: 3,
  limit: 50,
  open: true,
  minimumAge: 18,
  chatRetentionDays,
});

describe("the privacy page", () => {
  it("states the retention the server is configured with, and that a reported chat waits for the decision", async () => {
    fakeServer((call) =>
      call.path === "/api/early-access" ? { status: 200, body: earlyAccess(30) } : { status: 404, body: {} },
    );
    renderPage(<PrivacyPage />, "/privacy");
    expect(await screen.findByText(/are deleted 30 days after the chat ends/)).toBeTruthy();
    expect(screen.getByText(/keeps its messages until Kindred’s moderators have decided on the report/)).toBeTruthy();
    expect(screen.queryByText(/does not delete chats or messages on a schedule/)).toBeNull();
  });

  it("says that backups an operator keeps hold what was deleted until they expire, and that Kindred makes none", async () => {
    fakeServer(() => ({ status: 200, body: earlyAccess(90) }));
    renderPage(<PrivacyPage />, "/privacy");
    expect(
      await screen.findByText(
        /Kindred itself makes no backups\. If the people who run this Kindred keep backups of its database, what was deleted \(a chat’s messages, an account\) stays in those copies until the backups themselves expire\./,
      ),
    ).toBeTruthy();
  });

  it("says nothing is deleted on a schedule when the server keeps chats for good", async () => {
    fakeServer(() => ({ status: 200, body: earlyAccess(null) }));
    renderPage(<PrivacyPage />, "/privacy");
    expect(await screen.findByText(/This Kindred does not delete chats or messages on a schedule/)).toBeTruthy();
    expect(screen.queryByText(/are deleted .* after the chat ends/)).toBeNull();
  });

  it("names the default, and that it can be set otherwise, until the server has answered", () => {
    fakeServer(() => ({ status: 500, body: { error: "Something went wrong on our side." } }));
    renderPage(<PrivacyPage />, "/privacy");
    expect(screen.getByText(/a set number of days \(90, unless this Kindred is set up otherwise\)/)).toBeTruthy();
  });
});
