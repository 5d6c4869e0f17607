/**
 * The report queue: open, actioned and dismissed reports, each with its reason, who reported whom
 * (short anonymous ids; "Automatic" when Kindred filed it), when, the reported conversation on
 * demand (ReportedConversation.tsx: each reading is logged on the server, and a message Kindred
 * refused as urging shows in its place, marked), the other reports on the same chat (so that both
 * sides of it are seen together: someone who said they are under age, and the partner Kindred
 * reported for seeking their personal details), whether the reported person was in crisis support
 * there or the reporter urged them on (crisis-context.ts) and the moderator's actions. A page at a time, with
 * how many there are and a button for the next page.
 */
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { QueuedReport, ReportStatus } from "@shared/moderation-api";
import { Button } from "@/components/ui/button";
import { useReports } from "./admin-api";
import { crisisNotes } from "./crisis-context";
import { dateTime, timeAgo } from "./format";
import { ModerationActions } from "./ModerationActions";
import { Empty, LoadError, Loading } from "./Panel";
import { ReportedConversation } from "./ReportedConversation";
import { useNow } from "./use-now";

/** Open reports come oldest first, so more of them are newer; decided ones come newest first. */
const STATUSES: { value: ReportStatus; label: string; empty: string; more: string }[] = [
  { value: "open", label: "Open", empty: "No open reports. Everyone is being kind.", more: "Show newer reports" },
  { value: "actioned", label: "Actioned", empty: "No report has been acted on yet.", more: "Show older reports" },
  { value: "dismissed", label: "Dismissed", empty: "No report has been dismissed.", more: "Show older reports" },
];

export function ReportsList() {
  const [status, setStatus] = useState<ReportStatus>("open");
  const reports = useReports(status);
  const now = useNow(30_000);
  const current = STATUSES.find((s) => s.value === status)!;
  const shown = reports.data?.pages.flatMap((page) => page.reports) ?? [];
  // The first page's count (a refresh reads it again first); never fewer than the reports shown,
  // should a report be decided between reading a page and counting.
  const total = Math.max(reports.data?.pages[0]?.total ?? 0, shown.length);
  return (
    <div className="flex flex-col gap-3">
      <div role="radiogroup" aria-label="Reports to show" className="flex gap-2">
        {STATUSES.map((s) => (
          <Button
            key={s.value}
            role="radio"
            aria-checked={status === s.value}
            variant={status === s.value ? "soft" : "ghost"}
            size="sm"
            onClick={() => setStatus(s.value)}
          >
            {s.label}
          </Button>
        ))}
      </div>
      {reports.isPending ? (
        <Loading label="Loading reports" rows={2} />
      ) : reports.data === undefined ? (
        <LoadError what="the reports" onRetry={() => void reports.refetch()} />
      ) : shown.length === 0 && !reports.isRefetchError ? (
        <Empty>{current.empty}</Empty>
      ) : (
        <>
          {/* The pages shown stay while a refresh of them could not be read. */}
          {reports.isRefetchError && <LoadError what="the latest reports" onRetry={() => void reports.refetch()} />}
          <p className="text-sm text-slate-600">
            Showing {shown.length} of {total} {current.label.toLowerCase()} {total === 1 ? "report" : "reports"}
          </p>
          <ul className="flex flex-col gap-3">
            {shown.map((report) => (
              <li key={report.id}>
                <ReportItem report={report} now={now} />
              </li>
            ))}
          </ul>
          {reports.isFetchNextPageError ? (
            <LoadError what="more reports" onRetry={() => void reports.fetchNextPage()} />
          ) : (
            reports.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                onClick={() => void reports.fetchNextPage()}
                disabled={reports.isFetchingNextPage}
              >
                {reports.isFetchingNextPage ? "Loading…" : current.more}
              </Button>
            )
          )}
        </>
      )}
    </div>
  );
}

const STANDING_LABEL: Record<NonNullable<QueuedReport["reportedStanding"]>, string | null> = {
  clear: null,
  warned: "Warned",
  held: "On hold",
  suspended: "Suspended",
  banned: "Banned",
};

function ReportItem({ report, now }: { report: QueuedReport; now: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const standing = report.reportedStanding && STANDING_LABEL[report.reportedStanding];
  const notes = crisisNotes(report);
  return (
    <article
      aria-label={`Report about ${report.reported ?? "a deleted account"}`}
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-medium text-slate-900">{report.reason}</h3>
        <p className="text-xs text-slate-500">
          <time dateTime={report.createdAt}>{dateTime(report.createdAt)}</time> · {timeAgo(report.createdAt, now)}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {report.reporter ? (
          <>
            Reported by <code className="font-mono">{report.reporter}</code>
          </>
        ) : (
          "Automatic"
        )}{" "}
        · about <code className="font-mono">{report.reported ?? "a deleted account"}</code>
        {standing && <span className="ml-2 rounded-full bg-rose-100 px-2 text-xs text-rose-800">{standing}</span>}
      </p>
      {report.note ? (
        <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-700">
          {/* A person's words: isolated, so a direction control in them cannot reorder the page around them. */}
          <bdi>{report.note}</bdi>
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-500 italic">No note</p>
      )}
      {notes.length > 0 && (
        <ul aria-label="Crisis in this chat" className="mt-2 flex flex-col gap-1">
          {notes.map((note) => (
            <li key={note} className="rounded-xl bg-rose-50 px-3 py-1.5 text-sm font-medium text-rose-900">
              {note}
            </li>
          ))}
        </ul>
      )}
      {report.sameChat.length > 0 && (
        <ul aria-label="Other reports on this chat" className="mt-2 flex flex-col gap-1">
          {report.sameChat.map((other) => (
            <li key={other.id} className="rounded-xl bg-amber-50 px-3 py-1.5 text-sm text-slate-700">
              Another report on this chat: <span className="font-medium">{other.reason}</span> ·{" "}
              {other.reporter ? (
                <>
                  by <code className="font-mono">{other.reporter}</code>
                </>
              ) : (
                "Automatic"
              )}{" "}
              · about <code className="font-mono">{other.reported ?? "a deleted account"}</code> · {other.status}
            </li>
          ))}
        </ul>
      )}
      {report.chatId && (
        <>
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 -ml-3"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
            {open ? "Hide conversation" : "Read conversation"}
          </Button>
          <div id={panelId} hidden={!open}>
            {open && <ReportedConversation reportId={report.id} />}
          </div>
        </>
      )}
      {report.status === "open" && report.reported && <ModerationActions report={report} crisisNotes={notes} />}
    </article>
  );
}
