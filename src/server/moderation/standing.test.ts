/**
 * The standings an instance keeps: read once and kept until a change is announced, briefly while
 * announcements cannot arrive, and never past a suspension's end.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { sanctions } from "../db/schema.js";
import { createPeople } from "../testing/people.js";
import { serverForSuite } from "../testing/server.js";
import { createStandingBook, STANDING_CACHE_MS, STANDING_KEPT_MS, type StandingChannel } from "./standing.js";

describe("the standing book", () => {
  const server = serverForSuite();
  const db = () => server.database.db;
  const book = () => createStandingBook({ db: db(), now: () => new Date() });
  const person = async () => (await createPeople(db(), 1))[0]!.id;
  const suspend = (userId: string, endsAt = new Date(Date.now() + 86_400_000)) =>
    db().insert(sanctions).values({ userId, kind: "suspension", reason: "Spam or scam", endsAt });
  afterEach(() => vi.useRealTimers());

  it("keeps a standing until it is forgotten, with nothing announced (no other instance)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const [standings, userId] = [book(), await person()];
    expect((await standings.of(userId)).state).toBe("clear");
    await suspend(userId);
    vi.advanceTimersByTime(STANDING_KEPT_MS - 1_000);
    expect((await standings.of(userId)).state).toBe("clear");
    standings.forget(userId);
    expect((await standings.of(userId)).state).toBe("suspended");
  });

  it("reads again after a minute at most, for a change made outside Kindred", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const [standings, userId] = [book(), await person()];
    await standings.of(userId);
    await suspend(userId);
    vi.advanceTimersByTime(STANDING_KEPT_MS);
    expect((await standings.of(userId)).state).toBe("suspended");
  });

  it("announces a change decided here, and forgets it at once", async () => {
    const [standings, userId] = [book(), await person()];
    const announced: string[] = [];
    standings.share({ hears: () => true, announce: (id) => announced.push(id) });
    await standings.of(userId);
    await suspend(userId);
    standings.changed(userId);
    expect(announced).toEqual([userId]);
    expect((await standings.of(userId)).state).toBe("suspended");
  });

  it("keeps a standing for half a second only while announcements cannot arrive, and forgets all when they can", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const [standings, first, second] = [book(), await person(), await person()];
    let hears = false;
    const channel: StandingChannel = { hears: () => hears, announce: () => undefined };
    standings.share(channel);
    await standings.of(first);
    await suspend(first);
    vi.advanceTimersByTime(STANDING_CACHE_MS);
    expect((await standings.of(first)).state).toBe("suspended");

    hears = true;
    await standings.of(second);
    await suspend(second);
    standings.forgetAll();
    expect((await standings.of(second)).state).toBe("suspended");
  });

  it("reads the standings of people asked for together in one statement", async () => {
    const standings = book();
    const [suspended, ...clear] = await createPeople(db(), 3);
    await suspend(suspended!.id);
    const selects = vi.spyOn(db(), "select");
    const states = await Promise.all([suspended!, ...clear].map(async ({ id }) => (await standings.of(id)).state));
    expect(states).toEqual(["suspended", "clear", "clear"]);
    expect(selects).toHaveBeenCalledTimes(1);
    selects.mockRestore();
  });

  it("lets a suspension end on its date, though the standing is still kept", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const [standings, userId] = [book(), await person()];
    await suspend(userId, new Date(Date.now() + 5_000));
    expect((await standings.of(userId)).state).toBe("suspended");
    vi.advanceTimersByTime(5_000);
    expect((await standings.of(userId)).state).toBe("clear");
  });
});
