/**
 * Who is asking: read from the session cookie on the server, for REST and socket handshakes alike.
 * Every permission in Kindred starts here; the browser's own idea of who it is counts for nothing.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { FastifyRequest } from "fastify";
import { unauthorized } from "../http-error.js";
import { isAdmin } from "./members.js";
import type { ReadSession } from "./sessions.js";

export interface Viewer {
  id: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  sessionId: string;
  /** Whether they have answered the age question (an adult): until then they may not chat. */
  adultConfirmed: boolean;
}

export type ReadViewer = (headers: IncomingHttpHeaders) => Promise<Viewer | null>;

export function createViewerReader(readSession: ReadSession, adminEmails: ReadonlySet<string>): ReadViewer {
  return async (headers) => {
    const found = await readSession(headers);
    if (!found) return null;
    const { userId, email, emailVerified, sessionId, adultConfirmed } = found;
    const admin = isAdmin({ email, emailVerified }, adminEmails);
    return { id: userId, email, emailVerified, isAdmin: admin, sessionId, adultConfirmed };
  };
}

export async function requireViewer(read: ReadViewer, headers: IncomingHttpHeaders): Promise<Viewer> {
  const viewer = await read(headers);
  if (!viewer) throw unauthorized();
  return viewer;
}

declare module "fastify" {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/**
 * A route hook that admits only signed-in people (401 otherwise). It runs before body validation,
 * so a visitor learns that they must sign in rather than what the body should have been.
 */
export function signedIn(read: ReadViewer) {
  return async (request: FastifyRequest) => {
    request.viewer = await requireViewer(read, request.headers);
  };
}

/** The viewer a signedIn hook admitted. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}
