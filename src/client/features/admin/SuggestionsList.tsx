/** Themes people would like Kindred to open, newest first. */
import { useSuggestions } from "./admin-api";
import { dateTime, timeAgo } from "./format";
import { Empty, LoadError, Loading } from "./Panel";
import { useNow } from "./use-now";

export function SuggestionsList() {
  const suggestions = useSuggestions();
  const now = useNow(30_000);
  if (suggestions.isPending) return <Loading label="Loading theme suggestions" rows={2} />;
  if (suggestions.isError) return <LoadError what="the suggestions" onRetry={() => void suggestions.refetch()} />;
  if (suggestions.data.suggestions.length === 0) return <Empty>No theme suggestions yet.</Empty>;
  return (
    <ul className="flex flex-col gap-3">
      {suggestions.data.suggestions.map((s) => (
        <li key={s.id} className="rounded-2xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 className="font-medium break-words text-slate-900">
              {/* A person's words, isolated from the page's own (bidi controls in them stay inside). */}
              <bdi>{s.name}</bdi>
            </h3>
            <p className="text-xs text-slate-500">
              <time dateTime={s.createdAt}>{dateTime(s.createdAt)}</time> · {timeAgo(s.createdAt, now)}
            </p>
          </div>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700">
            <bdi>{s.description}</bdi>
          </p>
        </li>
      ))}
    </ul>
  );
}
