// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileRoleBody } from "@shared/api";
import { themeOrDefault } from "@shared/themes";
import { fakeServer, renderPage, type ServerCall } from "@/testing/dom";
import { CheckIn } from "./CheckIn";

const theme = themeOrDefault(null);

/** PUT /api/me/role as Kindred's server reads it: the shared schema, then 204. */
const savesRole = (call: ServerCall) =>
  ProfileRoleBody.safeParse(call.body).success ? { status: 204 } : { status: 400, body: { error: "Bad role" } };

function openCheckIn() {
  const page = renderPage(<CheckIn theme={theme} />, "/check-in");
  const phrase = screen.getByRole("textbox", { name: /Type I am Me to show you're a human/ });
  const next = () => screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
  return { ...page, phrase, next };
}

describe("the check-in, step by step", () => {
  it("starts in the phrase box and lets Continue on only for the phrase, in any case", async () => {
    const { user, phrase, next } = openCheckIn();
    expect(document.activeElement).toBe(phrase);
    await user.type(phrase, "I am you");
    expect(next().disabled).toBe(true);
    await user.keyboard("{Enter}");
    expect(screen.queryByText("What brings you here today?")).toBeNull();

    await user.clear(phrase);
    await user.type(phrase, "  i am me {Enter}");
    expect(await screen.findByText("What brings you here today?")).toBeTruthy();
    // Focus moves to the first choice, not to the page, as the step appears.
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "I want to talk to someone" }));
  });

  it("saves the chosen role and opens the chat in this room with it", async () => {
    const calls = fakeServer(savesRole);
    const { user, phrase, next } = openCheckIn();
    await user.type(phrase, "I am Me{Enter}");
    expect(next().disabled).toBe(true);
    await user.click(screen.getByRole("radio", { name: "I want to help and listen to someone" }));
    await user.click(next());
    expect(await screen.findByText(`Now at /chat?themeId=${encodeURIComponent(theme.id)}&role=listen`)).toBeTruthy();
    expect(calls).toEqual([{ method: "PUT", path: "/api/me/role", body: { role: "listen" } }]);
  });

  it("shows the server's refusal in its words and lets the person try again", async () => {
    fakeServer(() => ({ status: 401, body: { error: "Please sign in to continue." } }));
    const { user, phrase, next } = openCheckIn();
    await user.type(phrase, "I am Me{Enter}");
    await user.click(screen.getByRole("radio", { name: "I'm down for either" }));
    await user.click(next());
    expect(await screen.findByText("Please sign in to continue.")).toBeTruthy();
    expect(next().disabled).toBe(false);
    expect(screen.queryByText(/Now at/)).toBeNull();
  });

  it("goes back from the second step to the phrase, and from the first to the rooms", async () => {
    const { user, phrase } = openCheckIn();
    await user.type(phrase, "I am Me{Enter}");
    await user.click(await screen.findByRole("button", { name: "Back" }));
    expect(screen.getByRole("textbox", { name: /Type I am Me/ })).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Back to the rooms" }));
    expect(await screen.findByText("Now at /")).toBeTruthy();
  });
});
