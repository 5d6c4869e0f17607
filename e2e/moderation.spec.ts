/**
 * Moderators who can act: a person is reported, the admin reads the reported conversation in the
 * queue and suspends them from /admin; the chat ends at once, the partner reads the neutral line,
 * and the suspended person's open page shows the suspension page at once; lifted under Sanctions,
 * their open page shows the check-in again without a reload, and they search for a chat. Three
 * browser contexts: two people and the admin (support/accounts.ts makes the admin).
 */
import { expect, test } from "./support/test.js";
import { signUpAdmin, signUpByApi } from "./support/accounts.js";
import { checkIn, roomOf } from "./support/check-in.js";

test("a moderator suspends a reported person: the chat ends for both, and they see the suspension page at once", async ({
  browser,
}) => {
  const contexts = [await browser.newContext(), await browser.newContext(), await browser.newContext()];
  const [admin, alice, bob] = await Promise.all(contexts.map((context) => context.newPage()));
  await signUpAdmin(admin!);
  await signUpByApi(alice!, "reporting-alice");
  await signUpByApi(bob!, "reported-bob");
  await checkIn(alice!, "need-to-vent");
  await checkIn(bob!, "need-to-vent");
  const room = roomOf(alice!);
  expect(roomOf(bob!)).toBe(room);
  await bob!.getByPlaceholder("Type your message...").fill("nobody wants to talk to you");
  await bob!.getByPlaceholder("Type your message...").press("Enter");
  await expect(alice!.getByText("nobody wants to talk to you")).toBeVisible();

  // Alice reports without blocking, so the chat is still open when the moderator acts.
  const note = `unkind words ${Date.now()}`;
  const reported = await alice!.request.post(`/api/chats/${room}/report`, {
    data: { reason: "Harassment or bullying", note },
  });
  expect(reported.status()).toBe(201);

  await admin!.goto("/admin");
  const report = admin!.getByRole("article").filter({ hasText: note });
  await expect(report).toContainText("Harassment or bullying");
  await expect(report).toContainText(/Reported by [0-9a-f]{8} · about [0-9a-f]{8}/);
  const bobId = /about ([0-9a-f]{8})/.exec((await report.textContent()) ?? "")![1];
  await report.getByRole("button", { name: "Read conversation" }).click();
  await expect(report.getByRole("list", { name: "Reported conversation" })).toContainText(
    "nobody wants to talk to you",
  );
  await report.getByLabel("Reason shown to them").selectOption("Harassment or bullying");
  await report.getByLabel("Days").fill("3");
  await report.getByRole("button", { name: "Suspend" }).click();
  // Asked for twice: a suspension ends their chats at once.
  const confirm = admin!.getByRole("alertdialog", { name: "Suspend this person for 3 days?" });
  await confirm.getByRole("button", { name: "Suspend" }).click();
  await expect(admin!.getByText("Suspended: their chats have ended.")).toBeVisible();

  // At once: the partner reads the neutral line, nothing about why; Bob reads his suspension, with
  // no false connectivity banner and no toast asking him to try again.
  await expect(alice!.getByRole("status").filter({ hasText: "This chat has ended." })).toBeVisible();
  await expect(alice!.getByText(/suspended/i)).toHaveCount(0);
  await expect(bob!.getByRole("heading", { name: "Your account is suspended" })).toBeVisible();
  await expect(
    bob!.getByText(/suspended your account for: Harassment or bullying\. You can chat again from/),
  ).toBeVisible();
  await expect(bob!.getByText("Limited connectivity to our servers...")).toHaveCount(0);
  await expect(bob!.getByText(/Please try again/)).toHaveCount(0);
  // Bob's page keeps time by a clock the test can move on, to see it learn of the lifting below.
  await bob!.clock.install();
  await bob!.goto("/check-in?themeId=need-to-vent");
  await expect(bob!.getByRole("heading", { name: "Your account is suspended" })).toBeVisible();

  // The decision is in the audit log, under anonymous ids.
  await admin!.getByRole("tab", { name: "Audit log" }).click();
  const log = admin!.getByRole("list", { name: "Audit log" });
  await expect(log).toContainText(/[0-9a-f]{8} suspended [0-9a-f]{8} until .* — Harassment or bullying/);
  await expect(log).toContainText(/read the reported conversation of [0-9a-f]{8}/);

  // Lifted early, with a reason and asked for twice: Bob may search for a chat again at once.
  await admin!.getByRole("tab", { name: "Sanctions" }).click();
  const sanction = admin!.getByRole("article", { name: `Suspended: ${bobId}` });
  await sanction.getByLabel("Why lift it (kept in the audit log)").fill("Appeal accepted");
  await sanction.getByRole("button", { name: "Lift" }).click();
  await admin!
    .getByRole("alertdialog", { name: "Lift this suspension?" })
    .getByRole("button", { name: "Lift" })
    .click();
  await expect(admin!.getByText("Suspension lifted: they can chat again.")).toBeVisible();
  await expect(sanction).toHaveCount(0);
  // Bob's open page, never reloaded, reads his standing again every 30 seconds while he is shut out:
  // half a minute on, it shows the check-in in place of the suspension, and he checks in.
  await bob!.clock.fastForward("00:30");
  await expect(bob!.getByRole("heading", { name: "Your account is suspended" })).toHaveCount(0);
  await bob!.getByLabel(/Type I am Me/).fill("I am Me");
  await bob!.getByRole("button", { name: "Continue" }).click();
  await bob!.getByLabel("I'm down for either").check();
  await bob!.getByRole("button", { name: "Continue" }).click();
  await expect(bob!).toHaveURL(/\/chat\?room=[0-9a-f-]{36}/);
  await admin!.getByRole("tab", { name: "Audit log" }).click();
  await expect(log).toContainText(`lifted the sanction on ${bobId} — Suspension lifted: Appeal accepted`);
  for (const context of contexts) await context.close();
});
