/**
 * Better Auth endpoints Kindred does not offer answer 404 to a signed-in person: listing sessions would
 * hand out their tokens, and a profile edit would store a name or picture unchecked (auth.ts).
 */
import { describe, expect, it } from "vitest";
import { authPost, getJson, serverForSuite, signUp } from "../testing/server.js";

describe("Better Auth endpoints Kindred does not offer", () => {
  const server = serverForSuite();

  it("do not list a person's sessions, nor their tokens", async () => {
    const { cookie } = await signUp(server);
    const answer = await getJson(server, "/api/auth/list-sessions", cookie);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toMatch(/token/i);
  });

  it("do not let a person set a name or a picture", async () => {
    const { cookie } = await signUp(server);
    const answer = await authPost(
      server,
      "/update-user",
      { name: "<script>", image: "javascript:alert(1)" },
      { cookie },
    );
    expect(answer.statusCode).toBe(404);
  });
});
