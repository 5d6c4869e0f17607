import { describe, expect, it } from "vitest";
import type { ChatSummary } from "../../../shared/api";
import { reviewWaitsForTime } from "./EndChat";

const summary = (over: { canReview?: boolean; reviewed?: boolean; matchedAt?: string | null; you?: "p1" | "admin" }) =>
  ({
    canReview: over.canReview ?? false,
    reviewed: over.reviewed ?? false,
    chat: {
      matchedAt: over.matchedAt === undefined ? "2026-11-24T10:00:00.000Z" : over.matchedAt,
      you: over.you ?? "p1",
    },
  }) as ChatSummary;

describe("the line that explains why no review is offered", () => {
  it("shows for a matched chat its person has not reviewed and may not yet: it was too short", () => {
    expect(reviewWaitsForTime(summary({}))).toBe(true);
  });

  it("stays away when a review is offered, done, pointless (never matched) or not theirs (a moderator)", () => {
    expect(reviewWaitsForTime(summary({ canReview: true }))).toBe(false);
    expect(reviewWaitsForTime(summary({ reviewed: true }))).toBe(false);
    expect(reviewWaitsForTime(summary({ matchedAt: null }))).toBe(false);
    expect(reviewWaitsForTime(summary({ you: "admin" }))).toBe(false);
  });
});
