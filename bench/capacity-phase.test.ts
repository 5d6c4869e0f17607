/**
 * Which failed phases the capacity climb tries again: only one whose tail alone passed the limit.
 * Anything lost, duplicated, refused or left out fails the crowd at once.
 */
import { describe, expect, it } from "vitest";
import { judge } from "./capacity-phase.js";
import type { ExchangeOutcome } from "./lib/exchange-outcome.js";
import type { Summary } from "./lib/stats.js";

const summary = (p99: number | null): Summary => ({ count: 100, p50: 5, p95: 9, p99, max: p99, mean: 6 });

function outcome(overrides: Partial<ExchangeOutcome>): ExchangeOutcome {
  return {
    people: 100,
    offeredPerSecond: 10,
    due: 300,
    sent: 300,
    acked: 300,
    delivered: 300,
    lost: 0,
    duplicated: 0,
    errors: {},
    ack: summary(10),
    delivery: summary(10),
    throughput: 10,
    clientLoopDelayP99: 12,
    clientLoopDelayMax: 20,
    ackedByChat: new Map(),
    ...overrides,
  };
}

describe("judging a capacity phase", () => {
  it("holds a phase with nothing wrong", () => {
    expect(judge(outcome({}), 0, {})).toEqual({ why: undefined, onlyTheTail: false });
  });

  it("tries a phase again when its p99 alone passed 100 ms", () => {
    expect(judge(outcome({ delivery: summary(104.4) }), 0, {})).toEqual({
      why: "delivery p99 104 ms",
      onlyTheTail: true,
    });
  });

  it("fails a phase at once for anything lost, duplicated, refused, left out or fallen behind, whatever its tail", () => {
    const slow = { delivery: summary(250) };
    const verdicts = [
      judge(outcome({ ...slow, lost: 1 }), 0, {}),
      judge(outcome({ ...slow, duplicated: 2 }), 0, {}),
      judge(outcome({ ...slow, errors: { "message:send 503": 3 } }), 0, {}),
      judge(outcome(slow), 4, {}),
      judge(outcome(slow), 0, { "sign-up 429": 5 }),
      judge(outcome({ ...slow, delivered: 200 }), 0, {}),
    ];
    expect(verdicts.map((v) => v.why)).toEqual([
      "1 lost, 0 duplicated",
      "0 lost, 2 duplicated",
      "3 × message:send 503",
      "4 people not connected and paired",
      "5 × sign-up 429",
      "fell behind (under 95 % delivered in time)",
    ]);
    expect(verdicts.every((v) => !v.onlyTheTail)).toBe(true);
  });
});
