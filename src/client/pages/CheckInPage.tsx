/** /check-in — the emotional check-in before a chat; the theme arrives in navigation state. */
import { Navigate, useLocation, useSearchParams } from "react-router";
import { themeOrDefault } from "@shared/themes";
import { ThemeIcon } from "@/components/ThemeIcon";
import { CheckIn } from "@/features/check-in/CheckIn";
import { UnknownRoomNote } from "@/components/UnknownRoomNote";
import { WaitlistDialog } from "@/features/check-in/WaitlistDialog";
import { StandingNotice } from "@/features/standing/StandingNotice";
import { useMe } from "@/lib/session";
import { AgeQuestion } from "@/components/age/AgeQuestion";
import { SessionLoadError } from "@/components/SessionLoadError";
import { useStanding } from "@/lib/standing";
import { usePageTitle } from "@/lib/use-page-title";

export function CheckInPage() {
  usePageTitle();
  const me = useMe();
  const location = useLocation();
  const [params] = useSearchParams();
  const asked = (location.state as { theme?: string } | null)?.theme ?? params.get("themeId");
  const theme = themeOrDefault(asked);
  const standing = useStanding(Boolean(me.data));

  if (me.isPending || (me.data && standing.isPending)) {
    return <main className="min-h-dvh bg-slate-50" aria-busy="true" />;
  }
  if (me.isError) return <SessionLoadError fullScreen />;
  if (!me.data) return <Navigate to="/auth" replace />;
  // A warning, a hold or a sanction comes before a new chat (the server refuses the match anyway).
  if (standing.data && standing.data.state !== "clear") return <StandingNotice standing={standing.data} />;
  // Members from before the age question answer it once, here, before any chat.
  if (!me.data.profile.adultConfirmed) return <AgeQuestion />;

  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-br from-indigo-50 via-white to-rose-50 px-4 py-10">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white/90 p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <div className={`grid size-11 place-items-center rounded-xl bg-gradient-to-br ${theme.gradient} text-white`}>
            <ThemeIcon name={theme.icon} className="size-5" />
          </div>
          <div>
            <p className="text-xs tracking-wide text-slate-500 uppercase">Your room</p>
            <p className="font-medium text-slate-900">{theme.title}</p>
          </div>
        </div>
        <UnknownRoomNote asked={asked} theme={theme} />
        <CheckIn theme={theme} />
      </div>
      <WaitlistDialog open={me.data.profile.waitlisted} />
    </main>
  );
}
