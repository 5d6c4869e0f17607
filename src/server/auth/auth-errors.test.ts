/** Better Auth's refusals reach people as Kindred's `{ error: sentence }`, never a validator's text. */
import { describe, expect, it } from "vitest";
import { authPost, PASSWORD, serverForSuite, signUp } from "../testing/server.js";

describe("Better Auth's refusals", () => {
  const server = serverForSuite();

  it("answers a sign-in without a password with a sentence in the project's shape", async () => {
    const { email } = await signUp(server);
    const response = await authPost(server, "/sign-in/email", { email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Please enter your password.", code: "VALIDATION_ERROR" });
    expect(response.body).not.toContain("[body.");
  });

  it("keeps Better Auth's code with its sentence for a wrong password", async () => {
    const { email } = await signUp(server);
    const response = await authPost(server, "/sign-in/email", { email, password: `${PASSWORD}!` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.stringMatching(/\.$/), code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("answers an empty body with the address rule's sentence", async () => {
    const response = await authPost(server, "/sign-in/email", {});
    expect([response.statusCode, Object.keys(response.json())]).toEqual([400, ["error"]]);
    expect(response.body).not.toContain("[body.");
  });
});
