/**
 * Loopback origins: without PUBLIC_URL, http://localhost, http://127.0.0.1 and http://[::1] on
 * Kindred's port are one site (sign-up, sign-in and the socket work from any of them); with
 * PUBLIC_URL set only that address is, and a refusal names it. Other sites stay refused either way.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { otherSiteRefusal, siteOrigins } from "./same-origin.js";
import { authPost, PASSWORD, postSignUp, signUp, serverForSuite, uniqueEmail } from "./testing/server.js";
import { listen, socketOutcome } from "./testing/sockets.js";

const LOOPBACK = ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"];

describe("the site's origins", () => {
  it("are the loopback names of the port when PUBLIC_URL is unset", () => {
    const config = loadConfig({
      PORT: "3000",
      DATABASE_URL: "postgres://x/y",
      AUTH_SECRET: "s".repeat(32),
      MESSAGE_KEY: Buffer.alloc(32).toString("base64"),
    });
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(siteOrigins(config)).toEqual(LOOPBACK);
  });

  it("are PUBLIC_URL alone when it is set, loopback included", () => {
    const secrets = {
      DATABASE_URL: "postgres://x/y",
      AUTH_SECRET: "s".repeat(32),
      MESSAGE_KEY: Buffer.alloc(32).toString("base64"),
    };
    expect(siteOrigins(loadConfig({ ...secrets, PUBLIC_URL: "https://kindred.example/" }))).toEqual([
      "https://kindred.example",
    ]);
    expect(siteOrigins(loadConfig({ ...secrets, PUBLIC_URL: "http://127.0.0.1:8080" }))).toEqual([
      "http://127.0.0.1:8080",
    ]);
  });
});

describe("without PUBLIC_URL", () => {
  let url: string;
  const server = serverForSuite();
  beforeAll(async () => {
    url = await listen(server);
  });

  it("signs people up and in from each loopback name of the port", async () => {
    for (const origin of LOOPBACK) {
      const email = uniqueEmail();
      const signedUp = await postSignUp(server, { email }, { origin });
      expect([origin, signedUp.statusCode]).toEqual([origin, 200]);
      const signedIn = await authPost(server, "/sign-in/email", { email, password: PASSWORD }, { origin });
      expect([origin, signedIn.statusCode]).toEqual([origin, 200]);
    }
  });

  it("opens the socket from each loopback name, and from nowhere else", async () => {
    const { cookie } = await signUp(server);
    for (const origin of LOOPBACK)
      expect([origin, await socketOutcome(url, cookie, origin)]).toEqual([origin, "connected"]);
    for (const origin of ["http://localhost:3001", "https://localhost:3000", "https://evil.example"]) {
      expect([origin, await socketOutcome(url, cookie, origin)]).toEqual([origin, "refused"]);
    }
  });

  it("still refuses another port and other sites, saying where Kindred is", async () => {
    for (const origin of ["http://localhost:5173", "http://127.0.0.1:3001", "https://evil.example"]) {
      const response = await postSignUp(server, {}, { origin });
      expect([origin, response.statusCode, response.json()]).toEqual([
        origin,
        403,
        { error: "Requests from other sites are not accepted. Open Kindred at http://localhost:3000 and try again." },
      ]);
    }
  });
});

describe("with PUBLIC_URL set", () => {
  const server = serverForSuite({ config: { publicUrl: "https://kindred.example", loopbackAliases: false } });

  it("accepts its own address and refuses the loopback names, naming the address to use", async () => {
    const own = await postSignUp(server, {}, { origin: "https://kindred.example" });
    expect(own.statusCode).toBe(200);
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000"]) {
      const response = await postSignUp(server, {}, { origin });
      expect([origin, response.statusCode, response.json()]).toEqual([
        origin,
        403,
        { error: otherSiteRefusal("https://kindred.example") },
      ]);
    }
    expect(otherSiteRefusal("https://kindred.example")).toContain("Open Kindred at https://kindred.example");
  });
});
