/**
 * A person banned in the middle of their crisis keeps the Crisis Counselor (PRODUCT.md §10,
 * Moderation): their open page shows the ban notice at once, and the notice offers "Talk with the
 * Crisis Counselor" for that chat; the Counselor answers there, a reload keeps the conversation, and
 * the chat itself stays shut to them. The moderator acts over the API (moderation.spec.ts drives the
 * admin's page).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { signUpAdmin } from "./support/accounts.js";
import { say } from "./support/conversation.js";
import { twoPeopleMatched } from "./support/two-people.js";

const CRISIS_VIEW = "You don't have to face this alone";
const TO_COUNSELOR = "Write to the Crisis Counselor...";

const counselorSection = (page: Page) => page.getByRole("region", { name: "Crisis Counselor" });

test("a person banned during their crisis keeps the Counselor on the ban notice, and nothing else", async ({
  browser,
}) => {
  const { writer, listener, close } = await twoPeopleMatched(browser, "late-night", {
    writer: { locale: "en-GB", timezoneId: "Europe/London" },
    listener: { locale: "en-US", timezoneId: "America/New_York" },
  });
  await say(writer, "i want to die, i can't go on");
  await writer.getByRole("dialog", { name: CRISIS_VIEW }).getByRole("button", { name: "Close" }).click();
  const room = new URL(writer.url()).searchParams.get("room")!;

  // The partner reports them, and a moderator bans them for it.
  const note = `crisis then a ban ${Date.now()}`;
  const reported = await listener.request.post(`/api/chats/${room}/report`, {
    data: { reason: "Harassment or bullying", note },
  });
  expect(reported.status()).toBe(201);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signUpAdmin(admin);
  const queue = (await (await admin.request.get("/api/admin/reports?limit=200")).json()) as {
    reports: { id: string; note: string | null }[];
  };
  const report = queue.reports.find((row) => row.note === note)!;
  const banned = await admin.request.post(`/api/admin/reports/${report.id}/action`, {
    data: { action: "ban", reason: "Harassment or bullying" },
  });
  expect(banned.status()).toBe(204);

  // Their open page shows the ban at once, with the Counselor of the chat that just ended.
  await expect(writer.getByRole("heading", { name: "Your account has been banned" })).toBeVisible();
  await expect(counselorSection(writer).getByText("The Crisis Counselor is still here for you.")).toBeVisible();
  await writer.getByRole("button", { name: "Talk with the Crisis Counselor" }).click();
  const box = writer.getByPlaceholder(TO_COUNSELOR);
  await box.fill("they banned me and i'm still not safe");
  await box.press("Enter");
  await expect(counselorSection(writer).getByText("they banned me and i'm still not safe")).toBeVisible();
  await expect(counselorSection(writer).getByText("Crisis Counselor · AI")).toHaveCount(1, { timeout: 20_000 });

  // A reload keeps the conversation on the notice; the chat itself stays shut to them.
  await writer.reload();
  await expect(writer.getByRole("heading", { name: "Your account has been banned" })).toBeVisible();
  await expect(counselorSection(writer).getByText("they banned me and i'm still not safe")).toBeVisible();
  expect((await writer.request.get(`/api/chats/${room}/messages`)).status()).toBe(403);
  const sent = await writer.request.post(`/api/chats/${room}/messages`, {
    data: { clientId: crypto.randomUUID(), content: "hello?" },
  });
  expect(sent.status()).toBe(403);

  // The partner reads the neutral line, and nothing said to the Counselor since.
  await expect(listener.getByRole("status").filter({ hasText: "This chat has ended." })).toBeVisible();
  await expect(listener.getByText("they banned me and i'm still not safe")).toHaveCount(0);
  await adminContext.close();
  await close();
});
