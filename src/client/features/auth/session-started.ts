/** Better Auth's reply to sign-up and sign-in, as far as we read it (auth-api.ts loads it on use). */
import { z } from "zod";

/** `token` is null when the server requires a verified e-mail before the first sign-in. */
export const SessionStarted = z.object({ token: z.string().nullable().optional() });
