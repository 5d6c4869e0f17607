/**
 * The overview: how busy Kindred is right now, how long people wait, how chats felt, and the last
 * 14 days, with how often crisis support opened.
 */
import { Activity, Hourglass, Star, Users } from "lucide-react";
import { useId, type ReactNode } from "react";
import { LIMITS } from "@shared/limits";
import { useOverview } from "./admin-api";
import { ChatsPerDayChart } from "./ChatsPerDayChart";
import { CrisisOpenings } from "./CrisisOpenings";
import { duration } from "./format";
import { LoadError, Panel } from "./Panel";

/**
 * What "now" counts (admin/service.ts overview): a chat closes once it has gone quiet this long, but
 * only when someone next opens it, so one both people walked away from is open yet left out.
 */
const NOW_MEANS = `Waiting and active now count chats with a message or a search in the last ${LIMITS.chatExpiryMs / 60_000} minutes.`;

export function Overview() {
  const overview = useOverview();
  const data = overview.data;
  const nowMeansId = useId();
  return (
    <Panel title="Overview" icon={<Activity className="size-5 text-indigo-600" aria-hidden="true" />}>
      {overview.isError ? (
        <LoadError what="the overview" onRetry={() => void overview.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center">
          <div className="flex flex-col gap-2">
            <dl className="grid grid-cols-2 gap-3" aria-busy={!data} aria-describedby={nowMeansId}>
              <Figure label="Waiting now" icon={<Users className="size-4" aria-hidden="true" />}>
                {data?.waiting}
              </Figure>
              <Figure label="Active now" icon={<Activity className="size-4" aria-hidden="true" />}>
                {data?.active}
              </Figure>
              <Figure label="Median wait" icon={<Hourglass className="size-4" aria-hidden="true" />}>
                {data && (data.medianWaitMs === null ? <Missing>No matches yet</Missing> : duration(data.medianWaitMs))}
              </Figure>
              <Figure label="Average rating" icon={<Star className="size-4" aria-hidden="true" />}>
                {data &&
                  (data.averageRating === null ? (
                    <Missing>No reviews yet</Missing>
                  ) : (
                    <>
                      {data.averageRating.toFixed(1)}
                      <span className="text-base font-normal text-slate-500"> / 5</span>
                    </>
                  ))}
              </Figure>
            </dl>
            <p id={nowMeansId} className="text-xs text-slate-500">
              {NOW_MEANS}
            </p>
          </div>
          {data ? (
            <ChatsPerDayChart days={data.chatsPerDay} />
          ) : (
            <div className="h-44 animate-pulse rounded-2xl bg-slate-100" />
          )}
        </div>
      )}
      {data && <CrisisOpenings openings={data.crisisOpenings} />}
    </Panel>
  );
}

function Figure({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-2xl bg-gradient-to-br from-slate-50 to-indigo-50/60 px-4 py-3">
      {/* Reversed so the number leads visually while the label still comes first for screen readers. */}
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="min-h-8 text-2xl font-semibold text-slate-900 tabular-nums">
        {children ?? <span className="inline-block h-6 w-10 animate-pulse rounded bg-slate-200" />}
      </dd>
    </div>
  );
}

const Missing = ({ children }: { children: ReactNode }) => (
  <span className="text-base font-normal text-slate-500">{children}</span>
);
