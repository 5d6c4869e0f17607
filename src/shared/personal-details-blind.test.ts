/**
 * Measures the personal-details detector on its blind held-out part (personal-details-corpus/
 * held-out-blind.ts, written on 2026-11-29 by someone who had not read the rules): how many lines of
 * each kind it finds, and how many of the lines that must pass it flags. Only totals and per-kind
 * numbers are printed, never the lines or the misses: the part is measured, never read to write rules.
 *
 * The floors are the best numbers it has measured (first when it was added, then after the second
 * round of request rules, then after the third round on handles and contact requests), so a change
 * cannot make it worse unseen; they only rise.
 */
import { describe, expect, it } from "vitest";
import { findPersonalDetails } from "./personal-details.js";
import { HELD_OUT_BLIND_FIND, HELD_OUT_BLIND_PASS } from "./personal-details-corpus/held-out-blind.js";
import type { PersonalDetailKind } from "./personal-details-text.js";

interface Count {
  caught: number;
  total: number;
}

/** Per expected kind: lines in which a detail of that kind was found. */
function measureFinds(): Map<PersonalDetailKind, Count> {
  const byKind = new Map<PersonalDetailKind, Count>();
  for (const [text, kind] of HELD_OUT_BLIND_FIND) {
    const row = byKind.get(kind) ?? { caught: 0, total: 0 };
    row.total++;
    if (findPersonalDetails(text).some((detail) => detail.kind === kind)) row.caught++;
    byKind.set(kind, row);
  }
  return byKind;
}

/** Lines that must pass but yielded a detail, and how often each kind was the one found. */
function measureFalseAlarms(): { fired: number; total: number; byKind: Map<PersonalDetailKind, number> } {
  const byKind = new Map<PersonalDetailKind, number>();
  let fired = 0;
  for (const text of HELD_OUT_BLIND_PASS) {
    const kinds = new Set(findPersonalDetails(text).map((detail) => detail.kind));
    if (kinds.size > 0) fired++;
    for (const kind of kinds) byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  return { fired, total: HELD_OUT_BLIND_PASS.length, byKind };
}

const percent = ({ caught, total }: Count): string => `${((100 * caught) / total).toFixed(1)} % (${caught}/${total})`;

/** The best the blind part has measured (2026-11-29, third round: handles, contact requests): floors, never to drop. */
const BLIND_FLOORS = {
  found: {
    phone: 15,
    email: 15,
    handle: 14,
    link: 15,
    address: 13,
    "contact-request": 14,
    "personal-request": 13,
  } as Record<PersonalDetailKind, number>,
  findTotal: 107,
  falseAlarms: { fired: 0, total: 88 },
};

describe("the personal-details detector on its blind held-out part", () => {
  const finds = measureFinds();
  const falseAlarms = measureFalseAlarms();
  const found = [...finds.values()].reduce(
    (sum, row) => ({ caught: sum.caught + row.caught, total: sum.total + row.total }),
    { caught: 0, total: 0 },
  );

  it("prints what it finds per kind and its false alarms", () => {
    console.log(
      [
        `held-out, blind (2026-11-29): found ${percent(found)}, false alarms ${percent({ caught: falseAlarms.fired, total: falseAlarms.total })}`,
        ...[...finds].map(([kind, row]) => `  ${kind.padEnd(18)} ${percent(row)}`),
        "  false alarms by kind found:",
        ...[...falseAlarms.byKind].map(([kind, count]) => `    ${kind.padEnd(16)} ${count}`),
      ].join("\n"),
    );
    expect(found.total).toBe(BLIND_FLOORS.findTotal);
  });

  it("does no worse than its best measure so far", () => {
    expect(falseAlarms.total).toBe(BLIND_FLOORS.falseAlarms.total);
    expect(falseAlarms.fired).toBeLessThanOrEqual(BLIND_FLOORS.falseAlarms.fired);
    expect([...finds.keys()].sort()).toEqual(Object.keys(BLIND_FLOORS.found).sort());
    for (const [kind, { caught }] of finds) expect(caught, kind).toBeGreaterThanOrEqual(BLIND_FLOORS.found[kind]);
  });
});
