// @vitest-environment happy-dom
/**
 * Once a chat in crisis support has ended, the box says its words go to the Crisis Counselor alone,
 * in words for whoever reads it: the person in crisis, or the partner who was there to support them.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COUNSELOR_FOR_SUPPORTER, COUNSELOR_ONLY } from "./Composer";
import { dismissToastsAfterEachTest, openComposer } from "./composer-testing";

describe("the composer after a chat in crisis support ends", () => {
  dismissToastsAfterEachTest();

  it("tells the person in crisis that the Counselor is still here for them", () => {
    openComposer({ crisis: true, counselorOnly: true });
    expect(screen.getByText(COUNSELOR_ONLY)).toBeTruthy();
    expect(screen.queryByText(COUNSELOR_FOR_SUPPORTER)).toBeNull();
  });

  it("tells the partner who supported them that the Counselor is there if they want to talk about it", () => {
    openComposer({ crisis: true, counselorOnly: true, supporting: true });
    expect(screen.getByText(COUNSELOR_FOR_SUPPORTER)).toBeTruthy();
    expect(screen.queryByText(COUNSELOR_ONLY)).toBeNull();
  });

  it("says neither while the chat is open", () => {
    openComposer({ crisis: true, supporting: true });
    expect(screen.queryByText(COUNSELOR_FOR_SUPPORTER)).toBeNull();
    expect(screen.queryByText(COUNSELOR_ONLY)).toBeNull();
  });
});
