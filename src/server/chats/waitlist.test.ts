import { describe, expect, it } from "vitest";
import { sendJson, signUp, serverForSuite } from "../testing/server.js";
import { WAITLISTED } from "./service.js";

describe("the waitlist at matching", () => {
  const server = serverForSuite({ config: { earlyAccessLimit: 1 } });

  it("lets the admitted member search and keeps a waitlisted one out, whatever the browser sends", async () => {
    const admitted = await signUp(server);
    const waitlisted = await signUp(server);
    const ok = await sendJson(server, "POST", "/api/chats/match", { themeId: "calm" }, admitted.cookie);
    expect(ok.statusCode).toBe(200);
    const refused = await sendJson(server, "POST", "/api/chats/match", { themeId: "calm" }, waitlisted.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: WAITLISTED });
  });

  it("refuses a room that does not exist", async () => {
    const member = await signUp(server);
    const response = await sendJson(server, "POST", "/api/chats/match", { themeId: "no-such-room" }, member.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "There is no room with that theme." });
  });
});
