/**
 * What a person sees instead of a chat while a sanction stands: a suspension (with the reason and
 * the date it ends), a ban, a hold, or a warning they must acknowledge before their next chat.
 * The server refuses the chat either way; this page says why and what still works. Someone held or
 * banned for being under age reads why kindly, with the youth lines of the sign-up refusal. Someone
 * suspended or banned keeps the Crisis Counselor of the chat in crisis support the server names
 * (CounselWhileShutOut.tsx).
 */
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { underAgeHeldBelow, underAgeInChat } from "@shared/age";
import { CLIENT_PAGES } from "@shared/client-pages";
import { CRISIS_URGENT_MESSAGE } from "@shared/crisis";
import {
  CLOSED_FOR_AGE,
  REPORTS_HOLD_REASON,
  UNDER_AGE_SANCTION_REASON,
  type Standing,
  type StandingReply,
} from "@shared/moderation-api";
import { UnderAgeNotice } from "@/components/age/UnderAgeNotice";
import { Button, buttonClass } from "@/components/ui/button";
import { isShutOut, useAcknowledgeWarning } from "@/lib/standing";
import { useSubmit } from "@/lib/use-submit";
import { CrisisHelp } from "@/components/CrisisHelp";
import { CounselWhileShutOut } from "./CounselWhileShutOut";

/** The sign-up refusal's last sentence (underAgeRefusal), said to someone whose account was closed for age. */
export const NOT_ALONE = "You don't have to go through things alone: the people below are there for you.";

const STILL_YOURS = "You can still download your data or delete your account from the profile menu.";

/** "community guidelines" as a link to them, wherever a notice says it. */
function GuidelinesLink() {
  return (
    <Link to={CLIENT_PAGES.guidelines.path} className="font-medium text-indigo-700 underline underline-offset-2">
      community guidelines
    </Link>
  );
}

/**
 * The reason a moderator chose, with "community guidelines" in it (SANCTION_REASONS: "Breaking the
 * community guidelines") made a link to them, so that the person can read what they broke.
 */
function Reason({ reason }: { reason: string | null }) {
  const at = reason?.indexOf("community guidelines") ?? -1;
  if (reason === null || at === -1) return <>{reason}</>;
  return (
    <>
      {reason.slice(0, at)}
      <GuidelinesLink />
      {reason.slice(at + "community guidelines".length)}
    </>
  );
}

/**
 * Someone kept from chatting may have been in crisis a moment ago (crisis mode ends with their chat):
 * the help lines stay one tap away, whatever they did. When the server says their own words told of
 * an emergency there lately (StandingReply.urgentCrisis), the chat's urgent line is said again, word
 * for word, and the lines are open: folded away, they would hide the number to call now.
 */
function HelpLinesStillHere({ urgent }: { urgent: boolean }) {
  if (urgent)
    return (
      <section
        aria-label="Help right now"
        className="mt-4 rounded-2xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-950"
      >
        <p className="font-medium">{CRISIS_URGENT_MESSAGE}</p>
        <CrisisHelp />
      </section>
    );
  return (
    <details className="mt-4 rounded-2xl border border-slate-200 px-4 py-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-800">
        If you are struggling right now, help lines are here
      </summary>
      <CrisisHelp />
    </details>
  );
}

const endDate = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: "long", timeStyle: "short" });

/**
 * The standing as the server answers it (StandingReply); without `counselChatId`, no chat is named,
 * and without `urgentCrisis`, the help lines are folded.
 */
export function StandingNotice({
  standing,
}: {
  standing: Standing & Partial<Pick<StandingReply, "counselChatId" | "urgentCrisis">>;
}) {
  const acknowledge = useAcknowledgeWarning();
  const acknowledging = useSubmit({ failure: { toast: "Could not save that" } });
  const body = {
    suspended: {
      title: "Your account is suspended",
      text: (
        <>
          A moderator suspended your account for: <Reason reason={standing.reason} />. You can chat again from{" "}
          {standing.endsAt ? endDate(standing.endsAt) : "the end of the suspension"}.
        </>
      ),
      more: STILL_YOURS,
    },
    banned: {
      title: "Your account has been banned",
      text: (
        <>
          A moderator banned your account for: <Reason reason={standing.reason} />. You can no longer chat on Kindred.
        </>
      ),
      more: STILL_YOURS,
    },
    held: {
      title: "Your account is on hold",
      text: `${standing.reason === REPORTS_HOLD_REASON ? "Several people have reported conversations with you." : "A conversation of yours has been reported."} A moderator is looking at what happened; you can start new chats once they have decided.`,
      more: "Your open chats and your data are not affected.",
    },
    warned: {
      title: "A moderator has warned you",
      text: (
        <>
          A moderator looked at a report about a conversation of yours and warned you for:{" "}
          <Reason reason={standing.reason} />.
        </>
      ),
      more: (
        <>
          Kindred is a place for kind, safe conversations between strangers. Please keep to the <GuidelinesLink />:
          another report may lead to a suspension.
        </>
      ),
    },
    clear: null,
  }[standing.state];
  if (!body) return null;
  const urgent = isShutOut(standing) && standing.urgentCrisis === true;
  // Held because they said in a chat that they are under the minimum age, or their account closed for
  // it: why, kindly, and the youth lines (the last sentence is the sign-up refusal's, word for word).
  const heldBelow = standing.state === "held" ? underAgeHeldBelow(standing.reason) : null;
  const closedForAge = standing.state === "banned" && standing.reason === UNDER_AGE_SANCTION_REASON;
  const underAge =
    heldBelow !== null ? underAgeInChat(heldBelow) : closedForAge ? `${CLOSED_FOR_AGE} ${NOT_ALONE}` : null;
  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-br from-indigo-50 via-white to-rose-50 px-4 py-10">
      <section
        aria-labelledby="standing-title"
        className="w-full max-w-md rounded-3xl border border-slate-200 bg-white/90 p-6 shadow-sm sm:p-8"
      >
        <ShieldAlert className="mb-4 size-8 text-rose-600" aria-hidden="true" />
        <h1 id="standing-title" className="text-xl font-semibold text-slate-900">
          {closedForAge ? "Your account has been closed" : body.title}
        </h1>
        {underAge !== null ? (
          <div className="mt-4">
            <UnderAgeNotice message={underAge} />
            {/* An emergency told of lately: the number to call now too, beside the youth lines. */}
            {urgent && <HelpLinesStillHere urgent />}
          </div>
        ) : (
          <>
            <p className="mt-3 text-slate-700">{body.text}</p>
            <p className="mt-3 text-sm text-slate-600">{body.more}</p>
            {standing.state !== "warned" && <HelpLinesStillHere urgent={urgent} />}
          </>
        )}
        {isShutOut(standing) && standing.counselChatId && <CounselWhileShutOut chatId={standing.counselChatId} />}
        <div className="mt-6 flex justify-end gap-2">
          <Link to="/" className={buttonClass({ variant: "secondary", size: "sm" })}>
            Return Home
          </Link>
          {standing.state === "warned" && (
            <Button
              size="sm"
              disabled={acknowledging.pending}
              onClick={() =>
                void acknowledging.run(async () => {
                  await acknowledge.mutateAsync();
                })
              }
            >
              I understand
            </Button>
          )}
        </div>
      </section>
    </main>
  );
}
