/**
 * Suspensions and bans in force as moderators see them, lifting one early, and the audit log of
 * what moderators did (Sanctions and the audit log on the admin page; server/moderation/).
 */
import { z } from "zod";

/** A suspension or ban in force, as moderators see it: the person by their anonymous id only. */
export const SanctionInForce = z.object({
  id: z.string().uuid(),
  kind: z.enum(["suspension", "ban"]),
  person: z.string(),
  reason: z.string(),
  /** When a suspension ends (ISO); null for a ban. */
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SanctionInForce = z.infer<typeof SanctionInForce>;
export const SanctionList = z.object({ sanctions: z.array(SanctionInForce) });
export type SanctionList = z.infer<typeof SanctionList>;

export const SanctionIdParams = z.object({ sanctionId: z.string().uuid("This sanction id is not valid.") });

export const MAX_LIFT_REASON_CHARS = 500;
/** Why a moderator lifts a suspension or a ban early: required, and kept in the audit log. */
export const LiftSanctionBody = z.object({
  reason: z
    .string({ error: "Say why you are lifting this sanction." })
    .trim()
    .min(1, "Say why you are lifting this sanction.")
    .max(MAX_LIFT_REASON_CHARS, `Say why in at most ${MAX_LIFT_REASON_CHARS} characters.`),
});
export type LiftSanctionBody = z.infer<typeof LiftSanctionBody>;

export const SANCTION_NOT_FOUND = "This sanction could not be found.";
export const SANCTION_NOT_IN_FORCE =
  "This sanction is no longer in force (already lifted, or the suspension has ended), so there is nothing to lift. Reload the list of sanctions.";
export const LIFT_OWN_SANCTION = "You cannot lift a sanction on yourself. Ask another moderator.";

/** What the audit log records; the database's column holds exactly these (server/db/schema/moderation.ts). */
export const AUDIT_ACTIONS = [
  "warn",
  "suspend",
  "ban",
  "dismiss",
  "read_conversation",
  "hold",
  "read_chat",
  "write_in_chat",
  "end_chat",
  "lift",
  "read_chat_list",
] as const;

export const AuditEntry = z.object({
  id: z.string().uuid(),
  moderator: z.string(),
  subject: z.string().nullable(),
  /** A moderator's reading of, writing in or ending of a chat they have no seat in names the chat. */
  action: z.enum(AUDIT_ACTIONS),
  chatId: z.string().uuid().nullable(),
  reason: z.string(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditLog = z.object({ entries: z.array(AuditEntry) });
export type AuditLog = z.infer<typeof AuditLog>;
