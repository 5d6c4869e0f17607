/**
 * How often crisis support opened in the last 14 days, and who noticed: the offline detector on one
 * message, the conversation window, or the safety model; or a match that opened in crisis support
 * for a crisis one of them noticed while the person waited (counted again there, as an opening of
 * its own). Counts by category and tier only; no message text ever reaches the dashboard.
 */
import type { AdminOverview } from "@shared/admin-api";

const DETECTORS: Record<AdminOverview["crisisOpenings"][number]["detector"], string> = {
  offline: "One message",
  window: "Conversation window",
  model: "Safety model",
  "before-match": "Before the match",
};

export function CrisisOpenings({ openings }: { openings: AdminOverview["crisisOpenings"] }) {
  const total = openings.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="mt-6">
      <h3 className="text-sm font-medium text-slate-700">
        Crisis support opened in the last 14 days: <span className="tabular-nums">{total}</span>
      </h3>
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
            {openings.map((row) => (
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
