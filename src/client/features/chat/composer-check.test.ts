import { describe, expect, it } from "vitest";
import { HARASSMENT_REASON } from "@shared/harassment";
import { BLOCKED_REASON } from "@shared/screening";
import { composerCheck } from "./composer-check";

describe("the message box decides as the server does", () => {
  it.each(["I want to kill myself", "I'm thinking about suicide", "i feel suicidal"])(
    "never holds back or marks crisis words: %j is sent and cleared from the box",
    (text) => {
      expect(composerCheck(text)).toEqual({ invalid: false, heldBack: false, keepAfterSend: false, reason: null });
    },
  );

  it("holds back the content filter's words, with the reason", () => {
    expect(composerCheck("this is so fucking hard")).toEqual({
      invalid: true,
      heldBack: true,
      keepAfterSend: false,
      reason: BLOCKED_REASON,
    });
  });

  it("marks abuse aimed at the partner and lets the server refuse it (and count it), keeping the words", () => {
    expect(composerCheck("go kys")).toEqual({
      invalid: true,
      heldBack: false,
      keepAfterSend: true,
      reason: HARASSMENT_REASON,
    });
  });

  it("lets everyday words and venting through", () => {
    expect(composerCheck("my life is a mess")).toMatchObject({ invalid: false, heldBack: false });
  });

  it("reads nothing past the length limit, where the box sends nothing, and reads the words once they fit", () => {
    const refused = "this is so fucking hard ";
    const pasted = refused.repeat(Math.ceil(100_000 / refused.length));
    expect(composerCheck(pasted).reason).toBeNull();
    expect(composerCheck(pasted.slice(0, 2_000)).reason).toBe(BLOCKED_REASON);
  });
});
