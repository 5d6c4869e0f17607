// @vitest-environment happy-dom
/**
 * The community guidelines say what the server enforces: the minimum age it is configured with (read
 * from the server, since the page is built before the configuration is known), and the content
 * filter's words exactly as the filter refuses and spares them.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HURT_WORDS, isBlocked } from "@shared/content-filter";
import { FILTERED_WORDS, HURT_WORDS_ALLOWED } from "@/features/policies/filter-words";
import { fakeServer, renderPage } from "@/testing/dom";
import { GuidelinesPage } from "./GuidelinesPage";

const earlyAccess = (minimumAge: number) => ({ profiles: 3, limit: 50, open: true, minimumAge, chatRetentionDays: 90 });

describe("the community guidelines", () => {
  it("state the minimum age the server is configured with", async () => {
    const calls = fakeServer((call) =>
      call.path === "/api/early-access" ? { status: 200, body: earlyAccess(21) } : { status: 404, body: {} },
    );
    renderPage(<GuidelinesPage />, "/guidelines");
    expect(await screen.findByText(/Kindred is for adults aged 21 and over\./)).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain("/api/early-access");
  });

  it("say adults only, naming no age, until the server has answered", () => {
    fakeServer(() => ({ status: 500, body: { error: "Something went wrong on our side." } }));
    renderPage(<GuidelinesPage />, "/guidelines");
    expect(screen.getByText(/Kindred is for adults only\./)).toBeTruthy();
    expect(screen.queryByText(/aged 18/)).toBeNull();
  });

  it("link to how Kindred handles data", () => {
    fakeServer(() => ({ status: 200, body: earlyAccess(18) }));
    renderPage(<GuidelinesPage />, "/guidelines");
    const link = screen.getByRole("link", { name: "how Kindred handles your data" });
    expect(link.getAttribute("href")).toBe("/privacy");
  });
});

describe("the words the guidelines name", () => {
  it("are the ones the content filter refuses", () => {
    expect(FILTERED_WORDS.filter((word) => !isBlocked(word))).toEqual([]);
  });

  it("and the words of hurt it lets through, every one of them", () => {
    expect([...HURT_WORDS_ALLOWED].sort()).toEqual([...HURT_WORDS].sort());
    expect(HURT_WORDS_ALLOWED.filter((word) => isBlocked(word))).toEqual([]);
  });
});
