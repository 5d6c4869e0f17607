import { describe, expect, it } from "vitest";
import { PARTNER_REACH_MS, partnerReach } from "./partner-reach.js";

const matchedAt = "2026-11-24T10:00:00.000Z";
const endedAt = "2026-11-24T10:30:00.000Z";
const ended = { status: "completed", matchedAt, endedAt, updatedAt: endedAt };
const after = (ms: number) => new Date(new Date(endedAt).getTime() + ms);

describe("whether the partner of a chat can still be reported or blocked", () => {
  it("can while the chat goes on, and until the window after its end closes, to the millisecond", () => {
    expect(partnerReach({ ...ended, status: "active", endedAt: null }, after(PARTNER_REACH_MS * 10))).toBe("open");
    expect(partnerReach(ended, after(0))).toBe("open");
    expect(partnerReach(ended, after(PARTNER_REACH_MS))).toBe("open");
    expect(partnerReach(ended, after(PARTNER_REACH_MS + 1))).toBe("window-closed");
  });

  it("reads the server's Dates and the wire's strings alike", () => {
    const asDates = { ...ended, matchedAt: new Date(matchedAt), endedAt: new Date(endedAt) };
    expect(partnerReach(asDates, after(PARTNER_REACH_MS + 1))).toBe("window-closed");
    expect(partnerReach(asDates, after(1))).toBe("open");
  });

  it("never for a chat nobody was matched into, ended or not", () => {
    expect(partnerReach({ ...ended, matchedAt: null }, after(0))).toBe("never-matched");
    expect(partnerReach({ ...ended, status: "active", matchedAt: null, endedAt: null }, after(0))).toBe(
      "never-matched",
    );
  });

  it("counts a closed chat without an end time from its last change", () => {
    const noEnd = { ...ended, endedAt: null };
    expect(partnerReach(noEnd, after(PARTNER_REACH_MS))).toBe("open");
    expect(partnerReach(noEnd, after(PARTNER_REACH_MS + 1))).toBe("window-closed");
  });
});
