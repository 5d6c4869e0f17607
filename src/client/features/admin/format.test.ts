import { describe, expect, it } from "vitest";
import { duration, senderLabel, timeAgo } from "./format";

const now = Date.parse("2025-03-10T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("timeAgo", () => {
  it("counts seconds, minutes, hours and days, rounding down", () => {
    expect(timeAgo(ago(12_400), now)).toBe("12s ago");
    expect(timeAgo(ago(59_999), now)).toBe("59s ago");
    expect(timeAgo(ago(5 * 60_000 + 30_000), now)).toBe("5m ago");
    expect(timeAgo(ago(3 * 3_600_000 + 1), now)).toBe("3h ago");
    expect(timeAgo(ago(2 * 86_400_000 + 5), now)).toBe("2d ago");
  });

  it("never says a time is in the future", () => {
    expect(timeAgo(ago(-4_000), now)).toBe("0s ago");
  });
});

describe("duration", () => {
  it("reads at a glance", () => {
    expect(duration(850)).toBe("850 ms");
    expect(duration(42_000)).toBe("42 s");
    expect(duration(200_000)).toBe("3 min 20 s");
    expect(duration(180_000)).toBe("3 min");
    expect(duration(119_600)).toBe("2 min");
    expect(duration(3_900_000)).toBe("1 h 5 min");
  });
});

describe("senderLabel", () => {
  it("keeps participants anonymous and names personas", () => {
    expect(senderLabel("p1")).toBe("Person 1");
    expect(senderLabel("admin")).toBe("Moderator");
    expect(senderLabel("ai:Luna")).toBe("Luna (AI)");
  });
});
