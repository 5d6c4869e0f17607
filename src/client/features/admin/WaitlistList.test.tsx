// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeServer, renderPage, type ServerCall } from "@/testing/dom";
import { WaitlistList } from "./WaitlistList";

const ada = {
  userId: "1d6f3b2a-4c5e-4f7a-8b9c-0d1e2f3a4b5c",
  email: "ada@example.org",
  createdAt: "2025-03-10T11:00:00Z",
};
const bo = {
  userId: "2e7a4c3b-5d6f-4a8b-9cad-1e2f3a4b5c6d",
  email: "bo@example.org",
  createdAt: "2025-03-10T11:30:00Z",
};
const admissions = (calls: ServerCall[]) => calls.filter((call) => call.path.endsWith("/admit"));

/** The waitlist server: an admitted person leaves the list. */
function waitlistServer() {
  const waiting = [ada, bo];
  return fakeServer((call) => {
    if (call.method === "GET") return { status: 200, body: { people: waiting } };
    const admitted = waiting.findIndex((person) => call.path.includes(person.userId));
    waiting.splice(admitted, 1);
    return { status: 204 };
  });
}

describe("admitting people from the waitlist", () => {
  it("admits a person once for a double click", async () => {
    const calls = waitlistServer();
    renderPage(<WaitlistList />, "/admin");
    const admit = await screen.findByRole("button", { name: "Admit ada@example.org" });
    act(() => {
      admit.click();
      admit.click();
    });
    expect(await screen.findByText("ada@example.org can start chatting now.")).toBeTruthy();
    expect(admissions(calls).map((call) => call.path)).toEqual([`/api/admin/waitlist/${ada.userId}/admit`]);
  });

  it("admits another person while the first admission is still on its way", async () => {
    const calls = waitlistServer();
    renderPage(<WaitlistList />, "/admin");
    const admitAda = await screen.findByRole("button", { name: "Admit ada@example.org" });
    const admitBo = screen.getByRole("button", { name: "Admit bo@example.org" });
    act(() => {
      admitAda.click();
      admitBo.click();
    });
    expect(await screen.findByText("Nobody is waiting.")).toBeTruthy();
    expect(admissions(calls)).toHaveLength(2);
  });
});
