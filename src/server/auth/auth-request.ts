/**
 * What a request to /api/auth/* asks, read once. Kindred's checks in front of Better Auth (the age
 * gate, barred addresses, per-address limits, the failed sign-in lockout) decide on its path and
 * fields, and Better Auth must then act on exactly those: were it handed the raw request, it would
 * route `/api/auth/./sign-up/email` to sign-up (its URL parser resolves dot segments) and read a
 * form-encoded or BOM-prefixed body that the checks could not, and every check would be passed by.
 * So the path is the URL's own pathname, resolved as Better Auth resolves it, and the body is parsed
 * here and handed on as the JSON of what was parsed.
 */
import { HttpError } from "../http-error.js";
import { refuseUnstorableFields } from "../text-guard.js";

export const AUTH_BASE = "/api/auth";

export interface AuthRequest {
  /** The URL Better Auth is given. */
  url: URL;
  /** Its path under AUTH_BASE (`/sign-up/email`); empty when it is not under it, which Better Auth refuses. */
  path: string;
  /** The body's fields, or undefined when there is no body. */
  fields: Record<string, unknown> | undefined;
}

/** The media types Better Auth reads as JSON (better-call's test). */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
const NOT_JSON = "Please send this request as JSON (Content-Type: application/json).";

export function readAuthRequest(
  rawUrl: string,
  body: string | undefined,
  contentType: string | undefined,
  publicUrl: string,
): AuthRequest {
  const url = new URL(rawUrl, publicUrl);
  const path = url.pathname.startsWith(`${AUTH_BASE}/`) ? url.pathname.slice(AUTH_BASE.length) : "";
  return { url, path, fields: body ? fieldsOf(body, contentType) : undefined };
}

function fieldsOf(body: string, contentType: string | undefined): Record<string, unknown> {
  if (!contentType || !JSON_TYPE.test(contentType)) throw new HttpError(415, NOT_JSON);
  let parsed: unknown;
  try {
    // A byte-order mark is dropped, as a fetch Request's json() drops it.
    parsed = JSON.parse(body.replace(/^\uFEFF/, ""));
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, "The request body must be a JSON object of fields.");
  }
  // The rule every other route's body meets (text-guard.ts): no NUL, no lone surrogate.
  refuseUnstorableFields(parsed);
  return parsed as Record<string, unknown>;
}

/** One field, as Better Auth will read it. */
export function fieldOf(request: AuthRequest, name: string): unknown {
  return request.fields && Object.hasOwn(request.fields, name) ? request.fields[name] : undefined;
}

/** The e-mail address a request names, as Better Auth compares addresses. */
export function emailOf(request: AuthRequest): string | undefined {
  const email = fieldOf(request, "email");
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
}
