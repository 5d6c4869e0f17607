/**
 * Variants met while trying the fifteenth round's rules (2026-12-01) on sentences of their families,
 * after the rules were written: kept apart from the development corpus (which holds only rows written
 * before the rules), as personal-details-disguise-probes.test.ts keeps the fourteenth round's, so that
 * what was widened or narrowed then stays so: look-alike symbols and spelled-apart letters in a
 * platform's name, its short names, meetings wished for or asked along to.
 */
import { describe, expect, it } from "vitest";
import { findPersonalDetails, type PersonalDetailKind } from "./personal-details.js";
import { screenText } from "./screening.js";

const CAUGHT: readonly [string, PersonalDetailKind][] = [
  ["my te1egram is moonie22", "handle"],
  ["t-e-l-e-g-r-a-m: moonie", "handle"],
  ["message me on tele, janedoe", "handle"],
  ["my yt's moonie", "handle"],
  ["it'd be so nice to meet you in person one day", "personal-request"],
  ["would be great to hang out irl", "personal-request"],
  ["you should come hang out with me", "personal-request"],
  ["we should get boba sometime", "personal-request"],
  ["wanna grab food irl?", "personal-request"],
  // A whole message spelled apart by dots reads as typed plainly, requests too.
  ["w.h.a.t.s.a.p.p me p.l.s", "contact-request"],
  ["dm me a.n.y.t.i.m.e on i.n.s.t.a", "contact-request"],
];

/** Symbols in other words, short names in their other senses, meetings with others. */
const PASSED: readonly string[] = [
  "1'm on 1nsta way too much",
  "c++ is hard",
  "g+ was a thing",
  "1 + 1 = 2",
  "+7 is the time zone",
  "ins†agram made me feel worse",
  "i deleted t!ktok lol",
  "x-o-x-o",
  "my tele is samsung",
  "my tele is on",
  "my disc is l4",
  "my tt is monday",
  "i saw it on tele, it was awful",
  "i watched it on the te|e",
  "it would be nice to meet up one day with my old friends",
  "it'd be nice to meet someone irl",
  "my sister said come chill with me",
  "i want to get ice cream one day with my daughter",
  "on t.i.k.t.o.k I'm d.i.f.f.e.r.e.n.t",
  "my s.n.a.p is c.r.e.e.p.y",
  "I'm l.o.n.e.l.y on d.i.s.c.o.r.d",
];

describe("findPersonalDetails on the fifteenth round's variants", () => {
  it.each(CAUGHT)("finds %j (%s)", (text, kind) => {
    expect(findPersonalDetails(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each(PASSED)("lets %j through", (text) => {
    expect(findPersonalDetails(text)).toEqual([]);
  });

  it.each([
    ["my ins†agram is j.doe.22", "ins†agram is j.doe.22"],
    ["add me on d|scord, lilmoon", "add me on d|scord, lilmoon"],
    ["s-n-a-p: lilmoon", "s-n-a-p: lilmoon"],
    ["s n a p : sunnyd99", "s n a p : sunnyd99"],
    ["my i.n.s.t.a is jane_doe", "i.n.s.t.a is jane_doe"],
  ])("quotes the handle in %j as the writer typed it, symbols and spaces kept", (text, quoted) => {
    expect(findPersonalDetails(text)).toEqual([{ kind: "handle", text: quoted }]);
  });

  it("tries few readings of a word of many bars", () => {
    findPersonalDetails("warm up");
    const started = performance.now();
    // 2^11 readings of each word without MOST_READINGS (over a second here), 16 with it (under 0.1 s):
    // the bound leaves room for a busy machine.
    findPersonalDetails(Array.from({ length: 300 }, () => "|||||||||||a").join(" "));
    expect(performance.now() - started).toBeLessThan(600);
  });

  it("quotes a full-width platform and handle in the caution as the writer typed them", () => {
    expect(screenText("ｍｙ ｔｅｌｅ ｉｓ @ｊａｎｅｄｏｅ", findPersonalDetails)).toMatchObject({
      kind: "personal-details",
      found: [{ kind: "handle", text: "ｔｅｌｅ ｉｓ @ｊａｎｅｄｏｅ" }],
    });
  });
});
