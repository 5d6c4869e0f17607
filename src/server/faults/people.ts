/**
 * People for fault tests, over real HTTP: the servers there are child processes or sit behind a
 * proxy, where Fastify's inject() cannot reach.
 */
import { expect } from "vitest";
import { ChatView } from "../../shared/api.js";
import { ADULT_ANSWER, cookiesFrom, PASSWORD, uniqueEmail } from "../testing/server.js";

export interface HttpPerson {
  cookie: string;
  /** The address the person's requests go to (an instance, or the proxy in front of them). */
  url: string;
  /** The page's origin, as a browser sends it: Kindred's PUBLIC_URL. */
  origin: string;
}

/** What a browser would send: its session and the page's origin. */
export const headersOf = (person: HttpPerson) => ({
  "content-type": "application/json",
  origin: person.origin,
  cookie: person.cookie,
});

export async function signUpOver(url: string, origin = url): Promise<HttpPerson> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD, name: "Anonymous", ...ADULT_ANSWER }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return { cookie: cookiesFrom(response.headers.getSetCookie()), url, origin };
}

export async function matchOver(person: HttpPerson, themeId: string): Promise<ChatView> {
  const response = await fetch(`${person.url}/api/chats/match`, {
    method: "POST",
    headers: headersOf(person),
    body: JSON.stringify({ themeId }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ChatView.parse(((await response.json()) as { chat: unknown }).chat);
}

/** Two people matched in one chat: the first waits in the room, the second takes the chat. */
export async function matchedOver(first: HttpPerson, second: HttpPerson, themeId: string): Promise<string> {
  const waiting = await matchOver(first, themeId);
  const taken = await matchOver(second, themeId);
  expect(taken).toMatchObject({ id: waiting.id, matchStatus: "matched" });
  return waiting.id;
}

/** GET /readyz as a load balancer sees it. */
export async function readiness(url: string): Promise<{ status: number; body: ReadyBody }> {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as ReadyBody };
}

interface ReadyBody {
  status: string;
  checks: Record<string, string>;
}

/** Waits until /readyz answers `status` (a service came back or went away); fails after a while. */
export async function readinessBecomes(url: string, status: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await readiness(url).catch(() => null);
    if (now?.status === status) return now;
    if (Date.now() > deadline) throw new Error(`/readyz did not answer ${status}: ${JSON.stringify(now?.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
