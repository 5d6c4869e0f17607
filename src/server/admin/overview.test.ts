/**
 * The overview's "now" figures count the chats that are open and not stale by the rule that closes
 * them (chats/lifecycle.ts expireIfStale: 10 minutes without an update). A chat both people walked
 * away from stays open in the database until someone opens it, and is not counted meanwhile.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { AdminOverview } from "../../shared/admin-api.js";
import { chats } from "../db/schema.js";
import { createPeople } from "../testing/people.js";
import { getJson, serverForSuite, signUpAdmin } from "../testing/server.js";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("the admin overview's figures for now", () => {
  let admin: { cookie: string };
  const server = serverForSuite({ config: { adminEmails: new Set(["overview-admin@kindred.test"]) } });
  beforeAll(async () => {
    admin = await signUpAdmin(server, "overview-admin@kindred.test");
  });

  it("counts a conversation with a message a minute ago, and neither chat untouched for 11 minutes", async () => {
    const [a, b, c, d, e, f] = await createPeople(server.database.db, 6);
    const matched = (p1: string, p2: string, updatedAt: Date) => ({
      themeId: "calm",
      participant1Id: p1,
      participant2Id: p2,
      matchStatus: "matched" as const,
      createdAt: minutesAgo(30),
      matchedAt: minutesAgo(29),
      updatedAt,
    });
    const waiting = (p1: string, updatedAt: Date) => ({
      themeId: "calm",
      participant1Id: p1,
      matchStatus: "waiting" as const,
      createdAt: updatedAt,
      updatedAt,
    });
    // A stored message sets its chat's updatedAt, so "a message a minute ago" leaves it so.
    await server.database.db
      .insert(chats)
      .values([
        matched(a!.id, b!.id, minutesAgo(1)),
        matched(c!.id, d!.id, minutesAgo(11)),
        waiting(e!.id, minutesAgo(1)),
        waiting(f!.id, minutesAgo(11)),
      ]);
    const overview = AdminOverview.parse((await getJson(server, "/api/admin/overview", admin.cookie)).json());
    expect({ active: overview.active, waiting: overview.waiting }).toEqual({ active: 1, waiting: 1 });
  });
});
