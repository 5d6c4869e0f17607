/**
 * Variants met while trying the fourteenth round's rules (2026-12-01) on sentences of their families,
 * after the rules were written: kept apart from the development corpus (which holds only rows written
 * before the rules), as personal-details-probes.test.ts keeps earlier rounds', so that what was
 * widened or narrowed then stays so: platforms' names disguised by symbols, handles given "at" a
 * platform, casual meetings, whether adults are around or know.
 */
import { describe, expect, it } from "vitest";
import { findPersonalDetails, type PersonalDetailKind } from "./personal-details.js";

const CAUGHT: readonly [string, PersonalDetailKind][] = [
  ["add me on snap, lilmoon", "handle"],
  ["is there a grown up near you?", "personal-request"],
  ["what station are you nearest to", "personal-request"],
  ["which stop do you live near", "personal-request"],
  ["does anyone know you're on here? i mean, it's anonymous", "personal-request"],
  ["i'd love to meet up with you sometime", "personal-request"],
  ["want to hang out sometime?", "personal-request"],
  ["can we link up soon", "personal-request"],
];

/** Digits and symbols in other words, "at" as a place or a time, a supporter's words, oneself. */
const PASSED: readonly string[] = [
  "it is 5c outside",
  "b4 i go, l8r",
  "g00gle it",
  "$nap decisions",
  "snap decisions",
  "my snap is at home on my old phone",
  "my insta is at 200 followers",
  "i slipped a disc at work",
  "my disc is scratched",
  "are there any adults around you could talk to?",
  "is there an adult with you?",
  "do your friends know you are struggling online",
  "my parents don't know i'm talking to people online",
  "we should hang in there",
  "let's meet again here tomorrow",
];

describe("findPersonalDetails on the fourteenth round's variants", () => {
  it.each(CAUGHT)("finds %j (%s)", (text, kind) => {
    expect(findPersonalDetails(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each(PASSED)("lets %j through", (text) => {
    expect(findPersonalDetails(text)).toEqual([]);
  });

  it("reads a pet name after an invitation as no handle, though the invitation is still held", () => {
    expect(findPersonalDetails("add me on snap, babe")).toEqual([{ kind: "contact-request", text: "add me on snap" }]);
  });

  it("quotes a disguised platform's handle as the writer typed it", () => {
    // Since the fifteenth round the request finder reads the platform plainly too, as it reads "add me
    // on snapchat: lilmoon", and quotes the invitation as typed as well.
    expect(findPersonalDetails("add me on sn@pchat: lilmoon")).toEqual([
      { kind: "handle", text: "sn@pchat: lilmoon" },
      { kind: "contact-request", text: "add me on sn@pchat" },
    ]);
  });
});
