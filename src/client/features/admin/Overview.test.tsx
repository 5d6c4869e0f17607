// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminOverview } from "@shared/admin-api";
import { fakeServer, renderPage } from "@/testing/dom";
import { Overview } from "./Overview";

const overview: AdminOverview = {
  chatsPerDay: [{ day: "2025-03-10", count: 4 }],
  waiting: 2,
  active: 3,
  medianWaitMs: 45_000,
  averageRating: 4.5,
  crisisOpenings: [],
};

describe("the admin overview", () => {
  it("says what the figures for now count, and ties the saying to them", async () => {
    fakeServer(() => ({ status: 200, body: overview }));
    renderPage(<Overview />, "/admin");
    const active = await screen.findByText("3");
    expect(active.previousElementSibling?.textContent).toBe("Active now");
    expect(screen.getByText("2").previousElementSibling?.textContent).toBe("Waiting now");
    const saying = screen.getByText(
      "Waiting and active now count chats with a message or a search in the last 10 minutes.",
    );
    expect(active.closest("dl")?.getAttribute("aria-describedby")).toBe(saying.id);
  });
});
