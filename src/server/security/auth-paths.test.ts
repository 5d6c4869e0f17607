/**
 * Kindred's checks in front of Better Auth — the age question, the per-address limit and the failed
 * sign-in lockout — must hold for every way of writing a request that Better Auth would still serve:
 * a path with dot segments (which its URL parser resolves, and nginx forwards as written), or a body
 * in a form the checks did not read (form-encoded, a leading byte-order mark).
 */
import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { ADULT_ANSWER, PASSWORD, serverForSuite, signUp, uniqueEmail } from "../testing/server.js";
import { listen } from "../testing/sockets.js";

const STRICT = 3;

/** Paths that resolve to Better Auth's `/sign-up/email` or `/sign-in/email`. */
const disguised = (route: string) => {
  const [first, second] = route.slice(1).split("/");
  return [
    `/api/auth/./${first}/${second}`,
    `/api/auth/${first}/x/../${second}`,
    `/api/auth/%2E/${first}/${second}`,
    `/api/auth/${first}/%2e/${second}`,
  ];
};

describe("requests that Better Auth would read differently from Kindred's checks", () => {
  const server = serverForSuite({
    limits: {
      authPerAddress: { points: 1_000, duration: 60 },
      authFailuresPerAccount: { points: STRICT, duration: 15 * 60 },
    },
  });

  let address: URL;
  beforeAll(async () => {
    address = new URL(await listen(server));
  });

  /** Over a real connection, the path exactly as written (as curl --path-as-is or a proxy sends it). */
  const post = (path: string, payload: string, contentType = "application/json") =>
    new Promise<{ statusCode: number; json: () => { error?: string; user?: { email: string } } }>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: address.hostname,
          port: address.port,
          path,
          method: "POST",
          headers: { "content-type": contentType, origin: server.origin },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve({ statusCode: response.statusCode!, json: () => JSON.parse(text) }));
        },
      );
      sent.on("error", reject);
      sent.end(payload);
    });

  it("asks the age question on every path that signs up", async () => {
    for (const url of disguised("/sign-up/email")) {
      const body = JSON.stringify({ email: uniqueEmail(), password: PASSWORD, name: "Anonymous" });
      const refused = await post(url, body);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error, url).toBe("Please enter your date of birth: day, month and year.");
    }
  });

  it("signs an adult up on a disguised path as on the plain one: the path is only written differently", async () => {
    const email = uniqueEmail();
    const body = JSON.stringify({ email, password: PASSWORD, name: "Anonymous", ...ADULT_ANSWER });
    const created = await post("/api/auth/./sign-up/email", body);
    expect(created.statusCode).toBe(200);
    expect(created.json().user?.email).toBe(email);
  });

  it("counts failed sign-ins on every path and in every body, and locks them all alike", async () => {
    const { email } = await signUp(server);
    const wrong = JSON.stringify({ email, password: "not the password" });
    for (let i = 0; i < STRICT; i++) expect((await post("/api/auth/sign-in/email", wrong)).statusCode).toBe(401);

    const right = JSON.stringify({ email, password: PASSWORD });
    for (const url of ["/api/auth/sign-in/email", ...disguised("/sign-in/email")]) {
      const refused = await post(url, right);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json().error, url).toMatch(/^Too many failed sign-ins for this account/);
    }
    const withMark = await post("/api/auth/sign-in/email", `\uFEFF${right}`);
    expect(withMark.statusCode).toBe(429);
  });

  it("takes JSON only: a form-encoded sign-in or sign-up is refused before Better Auth reads it", async () => {
    const { email } = await signUp(server);
    const form = new URLSearchParams({ email, password: PASSWORD }).toString();
    const signIn = await post("/api/auth/sign-in/email", form, "application/x-www-form-urlencoded");
    expect(signIn.statusCode).toBe(415);
    expect(signIn.json().error).toBe("Please send this request as JSON (Content-Type: application/json).");

    const signUpForm = new URLSearchParams({ email: uniqueEmail(), password: PASSWORD, name: "A" }).toString();
    expect((await post("/api/auth/sign-up/email", signUpForm, "application/x-www-form-urlencoded")).statusCode).toBe(
      415,
    );
  });

  it("answers a body that is not a JSON object with a sentence, not a failure", async () => {
    for (const [payload, error] of [
      ["{", "The request body is not valid JSON."],
      ["[1,2]", "The request body must be a JSON object of fields."],
      ["null", "The request body must be a JSON object of fields."],
    ] as const) {
      const answer = await post("/api/auth/sign-in/email", payload);
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json().error, payload).toBe(error);
    }
  });
});
