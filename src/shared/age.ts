/**
 * Adults only, asked honestly: the date of birth a person gives at sign-up (or, for members from
 * before, at their next visit) and their acceptance of the terms. The server decides with its own
 * clock; the page only asks. Kindred keeps only when the answer was given, never the date itself.
 */
import { z } from "zod";

const DATE_OF_BIRTH = "Please enter your date of birth: day, month and year.";

/** "YYYY-MM-DD", a real calendar day, not before 1900 and not in the future; each with its own sentence. */
export const DateOfBirth = z
  .string({ error: DATE_OF_BIRTH })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_OF_BIRTH, abort: true })
  .refine(
    (value) => {
      const [year, month, day] = value.split("-").map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    },
    { message: "That date does not exist. Please check the day, month and year.", abort: true },
  )
  .refine((value) => value >= "1900-01-01", {
    message: "Please check the year of birth: it should be 1900 or later.",
    abort: true,
  })
  .refine(
    (value) => value <= isoDay(latestDateOnEarth(new Date())),
    "That date is in the future. Please check the year of birth.",
  );

export const AgeAnswer = z.object({
  dateOfBirth: DateOfBirth,
  acceptTerms: z.literal(true, { error: "Please accept the terms to continue." }),
});
export type AgeAnswer = z.infer<typeof AgeAnswer>;

/**
 * The day it is now somewhere on Earth: the calendar date at UTC+14, the first time zone to reach a
 * new day. So nobody is refused on their own birthday, whichever time zone they live in; someone
 * behind it may be let in up to a day early, which the honest question accepts.
 */
export function latestDateOnEarth(now: Date): { year: number; month: number; day: number } {
  const ahead = new Date(now.getTime() + 14 * 60 * 60 * 1000);
  return { year: ahead.getUTCFullYear(), month: ahead.getUTCMonth() + 1, day: ahead.getUTCDate() };
}

/** Whole years from the date of birth to the given day (a 29 February birthday comes on 1 March). */
export function ageOn(dateOfBirth: string, today: { year: number; month: number; day: number }): number {
  const [year, month, day] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const birthdayPassed = today.month > month || (today.month === month && today.day >= day);
  return today.year - year - (birthdayPassed ? 0 : 1);
}

/** Whether someone born on that day has reached the minimum age today (their birthday counts). */
export function isOldEnough(dateOfBirth: string, now: Date, minimumAge: number): boolean {
  return ageOn(dateOfBirth, latestDateOnEarth(now)) >= minimumAge;
}

export function underAgeRefusal(minimumAge: number): string {
  return `Kindred is for adults aged ${minimumAge} and over, so we can't open an account for you. You don't have to go through things alone: the people below are there for you.`;
}

/**
 * The same refusal for a member from before the age question: their account exists, and is not
 * erased by the answer (only the password erases an account: SECURITY.md), so they are told how.
 */
export function underAgeMemberRefusal(minimumAge: number): string {
  return `Kindred is for adults aged ${minimumAge} and over, so you can't chat here. Your account has not been deleted: to delete it and everything in it, sign in and choose Delete account on the Account page. You don't have to go through things alone: the people below are there for you.`;
}

export const AGE_UNCONFIRMED = "Before you chat, please tell us your date of birth: Kindred is for adults only.";

function isoDay({ year, month, day }: { year: number; month: number; day: number }): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * Someone who says in a chat that they are under the minimum age (stated-age.ts): the chat ends for
 * both, and this is what the writer reads, in the closed chat and on the check-in page after, with the
 * youth lines of the sign-up refusal (its last sentence word for word).
 */
export function underAgeInChat(minimumAge: number): string {
  return `You said you are under ${minimumAge}. Kindred is for adults aged ${minimumAge} and over, so your chat has ended and you can't start a new one for now; if that was a misunderstanding, a moderator will look at it soon. You don't have to go through things alone: the people below are there for you.`;
}

/** The reason of the hold that follows (sanctions.reason), seen by moderators and read back by the page. */
export function underAgeHoldReason(minimumAge: number): string {
  return `${UNDER_AGE_HOLD_PREFIX}${minimumAge}`;
}
export const UNDER_AGE_HOLD_PREFIX = "Said in a chat that they are under ";

/** The minimum age named by an under-age hold's reason; null for any other reason. */
export function underAgeHeldBelow(reason: string | null): number | null {
  if (!reason?.startsWith(UNDER_AGE_HOLD_PREFIX)) return null;
  const minimum = Number(reason.slice(UNDER_AGE_HOLD_PREFIX.length));
  return Number.isInteger(minimum) ? minimum : null;
}
