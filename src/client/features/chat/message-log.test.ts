import { describe, expect, it } from "vitest";
import { CRISIS_PARTNER_MESSAGE, CRISIS_SYSTEM_MESSAGE, crisisLineClientId } from "@shared/crisis";
import {
  caughtUpTo,
  crisisLineText,
  inCrisis,
  lastSeq,
  latestCrisisLine,
  mergeMessages,
  ownRecentTexts,
} from "./message-log";
import { messageAt } from "./message-fixture";

const message = messageAt;

describe("the message log", () => {
  it("keeps each message once, in sequence order, however it arrived", () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(1)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(lastSeq(merged)).toBe(3);
    expect(lastSeq([])).toBe(0);
  });

  it("catches up from the first missing message, not from the last one held", () => {
    // 3 was lost on the way; the acknowledgement of 4 (one's own) arrived anyway.
    const held = [message(1), message(2), message(4)];
    expect(caughtUpTo(held, 0)).toBe(2);
    expect(caughtUpTo(held, 3)).toBe(4);
    // A partner's log starts after the match: a join left it complete up to 6.
    expect(caughtUpTo([message(7), message(8), message(10)], 6)).toBe(8);
    expect(caughtUpTo([], 5)).toBe(5);
  });

  it("recognises crisis mode from a system message", () => {
    expect(inCrisis([message(1)])).toBe(false);
    expect(inCrisis([message(1, { kind: "system", sender: "system", content: "We're here: a Crisis line…" })])).toBe(
      true,
    );
  });

  it("finds the newest crisis line, the one a new crisis signal posted", () => {
    const crisisLine = (seq: number) => message(seq, { kind: "system", sender: "system", content: "a Crisis line" });
    expect(latestCrisisLine([message(1)])).toBeUndefined();
    expect(latestCrisisLine([message(1), crisisLine(2), message(3), crisisLine(4), message(5)])?.seq).toBe(4);
  });

  it("addresses the crisis line to the person in crisis, and tells their partner what is happening", () => {
    const words = message(1, { sender: "p1", clientId: "written-1" });
    const offline = message(2, {
      kind: "system",
      sender: "system",
      content: CRISIS_SYSTEM_MESSAGE,
      clientId: crisisLineClientId("written-1"),
    });
    const log = [words, offline];
    expect(crisisLineText(offline, log, "p1")).toBe(CRISIS_SYSTEM_MESSAGE);
    expect(crisisLineText(offline, log, "p2")).toBe(CRISIS_PARTNER_MESSAGE);
    // The conversation window names its line after the stored message it read.
    const window = message(3, { kind: "system", sender: "system", content: CRISIS_SYSTEM_MESSAGE });
    const named = { ...window, clientId: `crisis-window-${words.id}` };
    expect(crisisLineText(named, log, "p2")).toBe(CRISIS_PARTNER_MESSAGE);
    expect(crisisLineText(named, log, "p1")).toBe(CRISIS_SYSTEM_MESSAGE);
    // A moderator, or a line whose words are not in view, reads it as stored.
    expect(crisisLineText(offline, log, "admin")).toBe(CRISIS_SYSTEM_MESSAGE);
    expect(crisisLineText(offline, [offline], "p2")).toBe(CRISIS_SYSTEM_MESSAGE);
  });
});

describe("ownRecentTexts", () => {
  it("gives the writer's last two text messages of the last two minutes, oldest first", () => {
    const now = Date.parse("2026-01-01T00:10:00Z");
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const messages = [
      messageAt(1, { content: "too old", createdAt: at(3) }),
      messageAt(2, { content: "07911", createdAt: at(1.5) }),
      messageAt(3, { content: "theirs", sender: "p2", createdAt: at(1) }),
      messageAt(4, { content: "😊", kind: "reaction", createdAt: at(1) }),
      messageAt(5, { content: "123", createdAt: at(0.5) }),
    ];
    expect(ownRecentTexts(messages, "p1", now)).toEqual(["07911", "123"]);
    expect(ownRecentTexts(messages, undefined, now)).toEqual([]);
  });
});
