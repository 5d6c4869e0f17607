/**
 * Chats started per day, as a hand-drawn bar chart: an SVG named for screen readers (title and a
 * one-line summary), each bar titled with its day and count for pointer users, and the numbers
 * themselves one click away for anyone who would rather read them.
 */
import { useId } from "react";
import type { AdminOverview } from "@shared/admin-api";

type Day = AdminOverview["chatsPerDay"][number];

const WIDTH = 420;
const HEIGHT = 120;
const TOP = 8;
const SLOT_GAP = 6;

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString([], { month: "short", day: "numeric", timeZone: "UTC" });

export function ChatsPerDayChart({ days }: { days: Day[] }) {
  const titleId = useId();
  const summaryId = useId();
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const max = Math.max(1, ...days.map((d) => d.count));
  const busiest = days.reduce<Day | null>((best, d) => (!best || d.count > best.count ? d : best), null);
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = slot - SLOT_GAP;
  const summary =
    total === 0
      ? `No chats started in the last ${days.length} days.`
      : `${total} chats started in the last ${days.length} days; the busiest day was ${dayLabel(busiest!.day)} with ${busiest!.count}.`;

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-slate-700">Chats started per day</span>
        <span className="text-xs text-slate-500">
          {total} in {days.length} days{busiest && busiest.count > 0 ? ` · peak ${busiest.count}` : ""}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
        className="h-auto w-full"
      >
        <title id={titleId}>Chats started per day, last {days.length} days</title>
        <desc id={summaryId}>{summary}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-slate-200" strokeWidth={1} />
        <line x1={0} x2={WIDTH} y1={TOP} y2={TOP} className="stroke-slate-100" strokeWidth={1} strokeDasharray="4 4" />
        {days.map((d, i) => {
          // An empty day still gets a sliver, so the row of days reads as a calendar, not as gaps.
          const height = Math.max(2, (d.count / max) * (HEIGHT - TOP - 1));
          const last = i === days.length - 1;
          return (
            <rect
              key={d.day}
              x={i * slot + SLOT_GAP / 2}
              y={HEIGHT - 1 - height}
              width={barWidth}
              height={height}
              rx={Math.min(6, barWidth / 2)}
              className={last ? "fill-teal-500" : d.count ? "fill-indigo-400" : "fill-slate-200"}
            >
              <title>{`${dayLabel(d.day)}: ${d.count} ${d.count === 1 ? "chat" : "chats"}`}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
          <span>{dayLabel(days[0]!.day)}</span>
          <span>Today</span>
        </div>
      )}
      <details className="text-sm text-slate-600">
        <summary className="w-fit cursor-pointer rounded-md text-indigo-700 hover:text-indigo-900">
          Show the numbers
        </summary>
        <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
          {days.map((d) => (
            <li key={d.day} className="flex justify-between gap-2 tabular-nums">
              <span>{dayLabel(d.day)}</span>
              <span className="font-medium text-slate-800">{d.count}</span>
            </li>
          ))}
        </ul>
      </details>
    </figure>
  );
}
