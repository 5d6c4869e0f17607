/**
 * Better Auth's refusals in Kindred's shape: every route answers `{ error: "<sentence>" }`
 * (error-answers.ts), so a 4xx JSON reply of Better Auth's (`{ message, code }`) is rewritten to a
 * sentence a person can act on, keeping its `code` (the client may act on one). Its validator's text
 * ("[body.email] Invalid input: expected string …") never reaches anyone. A refusal the page answers
 * with a step of its own takes Kindred's code and sentence instead (KINDRED_REFUSALS).
 */
import type { RefusalCode } from "../../shared/api.js";
import { EMAIL_UNVERIFIED } from "../../shared/email-verification.js";

/**
 * Better Auth's codes that the page answers with a step of its own. A sign-in with the right password
 * to an address not verified yet: the form says so in plain words and offers a new link (Better Auth
 * said only "Email not verified").
 */
const KINDRED_REFUSALS: Record<string, { error: string; code: RefusalCode }> = {
  EMAIL_NOT_VERIFIED: { error: EMAIL_UNVERIFIED, code: "email-unverified" },
};

const FIELD_SENTENCES: Record<string, string> = {
  email: "Please enter a valid e-mail address, like name@example.com.",
  password: "Please enter your password.",
  newPassword: "Please enter a new password.",
  token: "This link is not valid. Please ask for a new one.",
};

const CHECK_DETAILS = "Some details are missing or not in the right form. Please check them and try again.";

/** The sentence for one of Better Auth's refusals. */
export function authRefusalSentence(code: unknown, message: unknown): string {
  if (code === "VALIDATION_ERROR" || (typeof message === "string" && message.startsWith("["))) {
    const field = typeof message === "string" ? /^\[body\.(\w+)\]/.exec(message)?.[1] : undefined;
    return (field && FIELD_SENTENCES[field]) ?? CHECK_DETAILS;
  }
  if (typeof message !== "string" || message.trim() === "") return CHECK_DETAILS;
  const sentence = message.trim();
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The reply's body as sent: a 4xx JSON refusal rewritten, anything else as it was. */
export function inKindredsShape(status: number, contentType: string | null, payload: Buffer | null): Buffer | null {
  if (status < 400 || status >= 500 || !payload || !contentType?.includes("json")) return payload;
  let body: unknown;
  try {
    body = JSON.parse(payload.toString("utf8"));
  } catch {
    return payload;
  }
  if (typeof body !== "object" || body === null || "error" in body) return payload;
  const { code, message } = body as { code?: unknown; message?: unknown };
  const kindreds = typeof code === "string" && Object.hasOwn(KINDRED_REFUSALS, code) ? KINDRED_REFUSALS[code] : null;
  const answer = kindreds ?? {
    error: authRefusalSentence(code, message),
    ...(typeof code === "string" ? { code } : {}),
  };
  return Buffer.from(JSON.stringify(answer));
}
