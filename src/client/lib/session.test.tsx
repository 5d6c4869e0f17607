// @vitest-environment happy-dom
import { act, renderHook, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminPage } from "@/pages/AdminPage";
import { fakeServer, pageAround, renderPage } from "@/testing/dom";
import { outbox } from "./outbox";
import { useSignOut } from "./session";
import { TAB_WORDS } from "./tab-words";

/** A session reply whose person fails the Me schema (an id that is not a uuid, no profile). */
const UNREADABLE = { me: { user: { id: "42", email: "a@example.com", emailVerified: true }, role: "member" } };

describe("a session that cannot be read", () => {
  it("is shown as an error to retry, not as being signed out", async () => {
    let answer: unknown = UNREADABLE;
    fakeServer(() => ({ status: 200, body: answer }));
    const { user } = renderPage(<AdminPage />, "/admin");

    expect((await screen.findByRole("alert")).textContent).toContain("We couldn't load your session.");
    // Signed out, the page would have sent the person home.
    expect(screen.queryByText(/^Now at/)).toBeNull();

    answer = { me: null };
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Now at /")).toBeTruthy();
  });
});

describe("signing out", () => {
  it("forgets the words this tab kept for a reload: the next person here must not find them", async () => {
    fakeServer(() => ({ status: 200, body: { me: null } }));
    sessionStorage.setItem(TAB_WORDS.draft, "something I was about to say");
    sessionStorage.setItem(TAB_WORDS.notSent, JSON.stringify({ chatId: "c", items: [] }));
    const { result } = renderHook(() => useSignOut(), { wrapper: pageAround("/") });
    await act(() => result.current());
    expect(sessionStorage.getItem(TAB_WORDS.draft)).toBeNull();
    expect(sessionStorage.getItem(TAB_WORDS.notSent)).toBeNull();
  });

  it("forgets messages still waiting to be sent: no one signed in here next may read or send them", async () => {
    fakeServer(() => ({ status: 200, body: { me: null } }));
    outbox.add({ chatId: "c", clientId: "m1", content: "written offline", queuedAt: new Date().toISOString() });
    const { result } = renderHook(() => useSignOut(), { wrapper: pageAround("/") });
    await act(() => result.current());
    expect(outbox.chats()).toEqual([]);
    expect(localStorage.getItem("kindred:outbox")).not.toContain("written offline");
  });
});
