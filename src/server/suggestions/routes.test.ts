import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { themeSuggestions } from "../db/schema.js";
import { databaseKinds, sendJson, signUp, startTestServer, type TestServer } from "../testing/server.js";

describe.each(databaseKinds)("theme suggestions on the %s database", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  it("asks a visitor to sign in before anything else", async () => {
    const response = await sendJson(server, "POST", "/api/theme-suggestions", {});
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
    const response = await sendJson(server, "POST", "/api/theme-suggestions", body, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Both theme name and description are required." });
  });

  it("refuses an overlong name with a sentence saying the limit", async () => {
    const { cookie } = await signUp(server);
    const response = await sendJson(
      server,
      "POST",
      "/api/theme-suggestions",
      { name: "x".repeat(81), description: "d" },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("A theme name can be at most 80 characters.");
  });

  it("stores a trimmed suggestion with its author", async () => {
    const { cookie, userId } = await signUp(server);
    const response = await sendJson(
      server,
      "POST",
      "/api/theme-suggestions",
      { name: "  Night owls ", description: " For people awake at 4am " },
      cookie,
    );
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
});
