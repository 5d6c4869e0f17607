/** The command line of `npm run bench`, shared by every benchmark. */
import { scaleOutAvailable, type SetupKind } from "./kindred.js";

export interface BenchOptions {
  /** Fewer people and shorter phases: the whole suite in under two minutes. */
  quick: boolean;
  /** Overrides each benchmark's number of simulated people. */
  people?: number;
  /** Overrides the length of a message phase, in seconds. */
  seconds?: number;
  /** Writes V8 CPU profiles of the Kindred instances to bench/results/profiles/. */
  profile: boolean;
  /**
   * The Kindred setups to measure: embedded always; two instances when PostgreSQL and Redis are
   * given; `--setup=` one of them alone.
   */
  setups: SetupKind[];
  only?: string[];
}

export function parseOptions(argv: string[]): BenchOptions {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const number = (name: string) => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    const parsed = Number(raw);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number`);
    return parsed;
  };
  const available: SetupKind[] = scaleOutAvailable ? ["embedded", "scale-out"] : ["embedded"];
  const setup = value("setup");
  if (setup !== undefined && !available.includes(setup as SetupKind)) {
    throw new Error(
      `--setup must be one of: ${available.join(", ")} (scale-out needs TEST_DATABASE_URL and TEST_REDIS_URL)`,
    );
  }
  const people = number("people");
  if (people !== undefined && people % 2 !== 0) throw new Error("--people must be even (people are paired)");
  return {
    quick: argv.includes("--quick"),
    people,
    seconds: number("seconds"),
    profile: argv.includes("--profile"),
    setups: setup ? [setup as SetupKind] : available,
    only: value("only")?.split(","),
  };
}
