/**
 * How often crisis support opened in the last 14 days, and who noticed: the offline detector on one
 * message, the conversation window, or the safety model. A match that opened in crisis support for
 * a crisis noticed before it (while the person waited, or in an earlier chat of theirs: the
 * server's crisis/before-match.ts) carries a crisis already counted where it was noticed: it is
 * shown apart, as carried, and never added to the total, which would count one crisis twice.
 * Counts by category and tier only; no message text ever reaches the dashboard.
 */
import type { AdminOverview } from "@shared/admin-api";

type Detector = AdminOverview["crisisOpenings"][number]["detector"];

const DETECTORS: Record<Exclude<Detector, "before-match">, string> = {
  offline: "One message",
  window: "Conversation window",
  model: "Safety model",
};

const sum = (rows: AdminOverview["crisisOpenings"]) => rows.reduce((total, row) => total + row.count, 0);

export function CrisisOpenings({ openings }: { openings: AdminOverview["crisisOpenings"] }) {
  const noticed = openings.filter(
    (row): row is typeof row & { detector: keyof typeof DETECTORS } => row.detector !== "before-match",
  );
  const total = sum(noticed);
  const carried = sum(openings.filter((row) => row.detector === "before-match"));
  return (
    <div className="mt-6">
      <h3 className="text-sm font-medium text-slate-700">
        Crisis support opened in the last 14 days: <span className="tabular-nums">{total}</span>
      </h3>
      {carried > 0 && (
        <p className="mt-1 text-sm text-slate-600">
          Carried into a new match (counted where it was noticed): <span className="tabular-nums">{carried}</span>
        </p>
      )}
      {total > 0 && (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="py-1 font-medium">Noticed by</th>
              <th className="py-1 font-medium">Category</th>
              <th className="py-1 font-medium">Tier</th>
              <th className="py-1 text-right font-medium">Times</th>
            </tr>
          </thead>
          <tbody className="text-slate-800">
            {noticed.map((row) => (
              <tr key={`${row.detector} ${row.category} ${row.tier}`} className="border-t border-slate-100">
                <td className="py-1">{DETECTORS[row.detector]}</td>
                <td className="py-1">{row.category.replace(/-/g, " ")}</td>
                <td className="py-1">{row.tier}</td>
                <td className="py-1 text-right tabular-nums">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
