import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { themeSuggestions } from "../db/schema.js";
import { databaseKinds, sendJson, signUp, serverForSuite } from "../testing/server.js";

describe.each(databaseKinds)("theme suggestions on the %s database", (kind) => {
  const server = serverForSuite({ kind });

  const suggest = (body: object, cookie?: string) => sendJson(server, "POST", "/api/theme-suggestions", body, cookie);
  const suggestionsOf = (userId: string) =>
    server.database.db.select().from(themeSuggestions).where(eq(themeSuggestions.userId, userId));

  it("asks a visitor to sign in before anything else", async () => {
    const response = await suggest({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Please sign in to continue." });
  });

  it.each([
    [{ name: "  ", description: "A room for night owls" }],
    [{ name: "Night owls", description: "\n\t " }],
    [{ name: "Night owls" }],
    [{}],
  ])("requires a name and a description after trimming: %o", async (body) => {
    const { cookie } = await signUp(server);
    const response = await suggest(body, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Both theme name and description are required." });
  });

  it("refuses an overlong name with a sentence saying the limit", async () => {
    const { cookie } = await signUp(server);
    const response = await suggest({ name: "x".repeat(81), description: "d" }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("A theme name can be at most 80 characters.");
  });

  it("stores a trimmed suggestion with its author", async () => {
    const { cookie, userId } = await signUp(server);
    const response = await suggest({ name: "  Night owls ", description: " For people awake at 4am " }, cookie);
    expect(response.statusCode).toBe(201);
    const rows = await server.database.db.select().from(themeSuggestions);
    expect(rows).toContainEqual(
      expect.objectContaining({
        id: response.json().id,
        name: "Night owls",
        description: "For people awake at 4am",
        userId,
      }),
    );
  });

  it("stores the same suggestion sent twice at once only once, and answers both as stored", async () => {
    const { cookie, userId } = await signUp(server);
    const body = { name: "Double click", description: "Sent twice by one impatient click" };
    const responses = await Promise.all([suggest(body, cookie), suggest(body, cookie)]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = await suggestionsOf(userId);
    expect(rows).toHaveLength(1);
    expect(responses.map((r) => r.json().id)).toEqual([rows[0]!.id, rows[0]!.id]);
  });

  it("takes a repeat differing only in case and spacing as the same suggestion", async () => {
    const { cookie, userId } = await signUp(server);
    const first = await suggest({ name: "Night owls", description: "For people awake at 4am" }, cookie);
    const again = await suggest({ name: " night  OWLS", description: "For people\nawake at 4AM " }, cookie);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const rows = await suggestionsOf(userId);
    expect(rows).toHaveLength(1);
  });

  it("still stores a different suggestion, and the same one from another person", async () => {
    const one = await signUp(server);
    const other = await signUp(server);
    const body = { name: "Early birds", description: "For people awake at 4am, on purpose" };
    const responses = [
      await suggest(body, one.cookie),
      await suggest({ ...body, name: "Earlier birds" }, one.cookie),
      await suggest(body, other.cookie),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(3);
  });
});
