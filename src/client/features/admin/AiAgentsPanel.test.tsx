// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeServer, renderPage } from "@/testing/dom";
import { AiAgentsPanel } from "./AiAgentsPanel";

/** The panel on the admin page, with the server answering every call with `answer`; the calls are recorded. */
function renderPanel(answer: { status: number; body: unknown }) {
  const calls = fakeServer(() => answer);
  return { ...renderPage(<AiAgentsPanel />, "/admin"), calls };
}

const initializations = (calls: ReturnType<typeof fakeServer>) =>
  calls.filter((call) => call.path === "/api/admin/ai-agents/init");
const initialize = () => screen.getByRole("button", { name: /Initializ/ });

describe("initializing AI agents", () => {
  it("runs once for a double click, and shows the outcome", async () => {
    const { calls } = renderPanel({ status: 200, body: { successful: 3, failed: 0, duration: 1200 } });
    act(() => {
      initialize().click();
      initialize().click();
    });
    expect(await screen.findByText("AI agents initialized")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Last initialization" }).textContent).toContain("3 successful");
    expect(initializations(calls)).toHaveLength(1);
  });

  it("says an admin must be signed in when the server refuses the session", async () => {
    const { user } = renderPanel({ status: 403, body: { error: "Forbidden." } });
    await user.click(initialize());
    expect(await screen.findByText("You need to be logged in as an admin to initialize AI agents.")).toBeTruthy();
    expect(screen.getByText("Authorization required")).toBeTruthy();
    expect(screen.queryByText("Forbidden.")).toBeNull();
  });

  it("says any other failure in the server's words", async () => {
    const { user } = renderPanel({ status: 502, body: { error: "The AI provider did not answer." } });
    await user.click(initialize());
    expect(await screen.findByText("The AI provider did not answer.")).toBeTruthy();
    expect(screen.getByText("Initialization failed")).toBeTruthy();
    expect((initialize() as HTMLButtonElement).disabled).toBe(false);
  });
});
