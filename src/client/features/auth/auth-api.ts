/**
 * Better Auth's e-mail and password endpoints. Their replies belong to Better Auth, not to our wire
 * contract in src/shared, so we read only the one field we act on: whether a session was started.
 */
import { api } from "@/lib/api";

/** Loaded with the first reply, so that zod is not part of the pages' first download. */
const SessionStarted = () => import("./session-started").then((m) => m.SessionStarted);

/**
 * The address as the server will take it (the shared rule, shared/email-address.ts), checked before
 * anything is sent: a person reads the rule's sentence, never a validator's "[body.email] …".
 * Loaded when first needed, like SessionStarted, to keep zod out of the first download.
 */
export async function checkedEmail(email: string): Promise<string> {
  const { emailProblem } = await import("@shared/email-address");
  const problem = emailProblem(email);
  if (problem) throw new Error(problem);
  return email.trim();
}

/** Better Auth wants a display name; ours stays private, so the e-mail's local part will do. */
export function displayNameFor(email: string): string {
  const local = email.split("@")[0]?.trim();
  return local || "Kindred member";
}

/** The age answer travels with the sign-up: the server refuses the account before it exists when under age. */
export async function signUp(
  email: string,
  password: string,
  age: { dateOfBirth: string; acceptTerms: boolean },
): Promise<{ signedIn: boolean }> {
  email = await checkedEmail(email);
  const reply = await api.post(
    "/api/auth/sign-up/email",
    { email, password, name: displayNameFor(email), ...age },
    SessionStarted,
  );
  return { signedIn: Boolean(reply.token) };
}

export async function signIn(email: string, password: string): Promise<void> {
  await api.post("/api/auth/sign-in/email", { email: await checkedEmail(email), password }, SessionStarted);
}

/** The mail's link opens /reset-password?token=… (or ?error=INVALID_TOKEN) on this site. */
export async function requestPasswordReset(email: string): Promise<void> {
  return api.send("/api/auth/request-password-reset", {
    email: await checkedEmail(email),
    redirectTo: "/reset-password",
  });
}

/**
 * Asks for a new verification link (Better Auth's endpoint, limited by Kindred). The server answers
 * the same for any address, and mails only an account that is not verified yet.
 */
export async function requestVerificationLink(email: string): Promise<void> {
  return api.send("/api/auth/send-verification-email", { email: await checkedEmail(email) });
}

export function resetPassword(token: string, newPassword: string): Promise<void> {
  return api.send("/api/auth/reset-password", { token, newPassword });
}
