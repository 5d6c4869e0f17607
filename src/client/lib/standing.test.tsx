// @vitest-environment happy-dom
/**
 * A held, suspended or banned person's open page learns from the server that it no longer stands —
 * lifted or decided by a moderator, or a suspension run out — and shows the check-in again, without a
 * reload; a page
 * in good standing never asks again on its own.
 */
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "@shared/api";
import type { StandingReply } from "@shared/moderation-api";
import { CheckInPage } from "@/pages/CheckInPage";
import { fakeServer, renderPage, type ServerCall } from "@/testing/dom";
import { recheckAfter, STANDING_RECHECK_MS, SUSPENSION_END_MARGIN_MS } from "./standing";

const ME: Me = {
  user: { id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b", email: "bob@example.com", emailVerified: true },
  role: "member",
  tokens: 0,
  profile: { role: "both", waitlisted: false, compassionPoints: 0, adultConfirmed: true },
};
const CLEAR: StandingReply = { state: "clear", reason: null, endsAt: null, counselChatId: null, urgentCrisis: false };
const BANNED: StandingReply = {
  state: "banned",
  reason: "Spam or scam",
  endsAt: null,
  counselChatId: null,
  urgentCrisis: false,
};
const HELD: StandingReply = { state: "held", reason: null, endsAt: null, counselChatId: null, urgentCrisis: false };
const suspendedUntil = (end: number): StandingReply => ({
  state: "suspended",
  reason: "Spam or scam",
  endsAt: new Date(end).toISOString(),
  counselChatId: null,
  urgentCrisis: false,
});

/** The check-in page, its session and its standing answered by the server as `standing()` says now. */
function openCheckIn(standing: () => StandingReply) {
  const calls = fakeServer((call) =>
    call.path === "/api/me/standing" ? { status: 200, body: standing() } : { status: 200, body: { me: ME } },
  );
  renderPage(<CheckInPage />, "/check-in");
  return () => calls.filter((call: ServerCall) => call.path === "/api/me/standing").length;
}

const checkInForm = () => screen.queryByRole("textbox", { name: /Type I am Me/ });
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// Time moves on its own too, so that Testing Library's waiting works; the tests move it further.
beforeEach(() => void vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => void vi.useRealTimers());

describe("a shut-out person's open page", () => {
  it("shows the check-in again once a moderator has lifted the suspension, at the next reading", async () => {
    let answer = suspendedUntil(Date.now() + 3 * 86_400_000);
    const readings = openCheckIn(() => answer);
    expect(await screen.findByRole("heading", { name: "Your account is suspended" })).toBeTruthy();

    answer = CLEAR;
    await later(STANDING_RECHECK_MS / 2);
    // Not yet asked again: the notice stays as the server last said.
    expect(readings()).toBe(1);
    expect(screen.getByRole("heading", { name: "Your account is suspended" })).toBeTruthy();

    await later(STANDING_RECHECK_MS / 2);
    expect(await screen.findByRole("textbox", { name: /Type I am Me/ })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Your account is suspended" })).toBeNull();
    expect(readings()).toBe(2);
  });

  it("asks again right as a suspension ends, before the next interval", async () => {
    const end = Date.now() + 5_000;
    const readings = openCheckIn(() => (Date.now() < end ? suspendedUntil(end) : CLEAR));
    expect(await screen.findByRole("heading", { name: "Your account is suspended" })).toBeTruthy();

    await later(5_000 + SUSPENSION_END_MARGIN_MS);
    expect(await screen.findByRole("textbox", { name: /Type I am Me/ })).toBeTruthy();
    expect(readings()).toBe(2);
  });

  it("keeps the ban's notice, and asking, while the server says it stands; asks at once back in the tab", async () => {
    let answer = BANNED;
    const readings = openCheckIn(() => answer);
    expect(await screen.findByRole("heading", { name: "Your account has been banned" })).toBeTruthy();

    await later(3 * STANDING_RECHECK_MS);
    expect(readings()).toBe(4);
    expect(screen.getByRole("heading", { name: "Your account has been banned" })).toBeTruthy();
    expect(checkInForm()).toBeNull();

    answer = CLEAR;
    act(() => void window.dispatchEvent(new Event("visibilitychange")));
    expect(await screen.findByRole("textbox", { name: /Type I am Me/ })).toBeTruthy();
    expect(readings()).toBe(5);
  });
});

describe("a held person's open page", () => {
  it("shows the check-in again once a moderator has decided the reports", async () => {
    let answer = HELD;
    const readings = openCheckIn(() => answer);
    expect(await screen.findByRole("heading", { name: "Your account is on hold" })).toBeTruthy();

    answer = CLEAR;
    await later(STANDING_RECHECK_MS);
    expect(await screen.findByRole("textbox", { name: /Type I am Me/ })).toBeTruthy();
    expect(readings()).toBe(2);
  });
});

describe("a page in good standing", () => {
  it("reads the standing once and never polls it", async () => {
    const readings = openCheckIn(() => CLEAR);
    expect(await screen.findByRole("textbox", { name: /Type I am Me/ })).toBeTruthy();
    await later(10 * STANDING_RECHECK_MS);
    expect(readings()).toBe(1);
  });
});

describe("when a standing is read again", () => {
  const now = Date.parse("2026-12-01T12:00:00Z");

  it("never in good standing or warned (the person's own acknowledgement ends a warning)", () => {
    expect(recheckAfter(undefined, now)).toBe(false);
    expect(recheckAfter(CLEAR, now)).toBe(false);
    expect(recheckAfter({ state: "warned", reason: "Spam or scam", endsAt: null }, now)).toBe(false);
  });

  it("at the interval for a hold, which a moderator's decision ends", () => {
    expect(recheckAfter(HELD, now)).toBe(STANDING_RECHECK_MS);
  });

  it("at the interval for a ban or a suspension ending later, just after the end when it is sooner", () => {
    expect(recheckAfter(BANNED, now)).toBe(STANDING_RECHECK_MS);
    expect(recheckAfter(suspendedUntil(now + 86_400_000), now)).toBe(STANDING_RECHECK_MS);
    expect(recheckAfter(suspendedUntil(now + 4_000), now)).toBe(4_000 + SUSPENSION_END_MARGIN_MS);
  });

  it("at the interval once the end has passed by this page's clock: the server's clock decides", () => {
    expect(recheckAfter(suspendedUntil(now - 1), now)).toBe(STANDING_RECHECK_MS);
  });
});
