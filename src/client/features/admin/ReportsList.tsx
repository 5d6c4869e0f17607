/** Reports people sent when blocking someone; each can open the reported chat's messages to read. */
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { AdminReport } from "../../../shared/admin-api";
import { Button } from "../../components/ui/button";
import { useReportMessages, useReports } from "./admin-api";
import { dateTime, senderLabel, timeAgo } from "./format";
import { Empty, LoadError, Loading } from "./Panel";
import { useNow } from "./use-now";

export function ReportsList() {
  const reports = useReports();
  const now = useNow(30_000);
  if (reports.isPending) return <Loading label="Loading reports" rows={2} />;
  if (reports.isError) return <LoadError what="the reports" onRetry={() => void reports.refetch()} />;
  if (reports.data.reports.length === 0) return <Empty>No reports. Everyone is being kind.</Empty>;
  return (
    <ul className="flex flex-col gap-3">
      {reports.data.reports.map((report) => (
        <li key={report.id}>
          <ReportItem report={report} now={now} />
        </li>
      ))}
    </ul>
  );
}

function ReportItem({ report, now }: { report: AdminReport; now: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-medium text-slate-900">{report.reason}</h3>
        <p className="text-xs text-slate-500">
          <time dateTime={report.createdAt}>{dateTime(report.createdAt)}</time> · {timeAgo(report.createdAt, now)}
        </p>
      </div>
      {report.note ? (
        <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-700">{report.note}</p>
      ) : (
        <p className="mt-2 text-sm text-slate-500 italic">No note</p>
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
            {open ? "Hide messages" : "View messages"}
          </Button>
          <div id={panelId} hidden={!open}>
            {open && <ReportedChat chatId={report.chatId} />}
          </div>
        </>
      )}
    </article>
  );
}

function ReportedChat({ chatId }: { chatId: string }) {
  const messages = useReportMessages(chatId, true);
  if (messages.isPending) return <Loading label="Loading the reported chat" rows={1} />;
  if (messages.isError) return <LoadError what="this chat's messages" onRetry={() => void messages.refetch()} />;
  const list = messages.data.messages;
  if (list.length === 0) return <Empty>This chat has no messages.</Empty>;
  return (
    <ol
      aria-label={`Messages of chat ${chatId.slice(0, 8)}`}
      className="mt-2 flex max-h-80 flex-col gap-2 overflow-y-auto rounded-2xl bg-slate-50 p-3"
    >
      {list.map((message) => (
        <li key={message.id} className="text-sm">
          <p className="text-xs text-slate-500">
            {senderLabel(message.sender)} · <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
            {message.kind !== "text" && ` · ${message.kind}`}
          </p>
          <p className="break-words whitespace-pre-wrap text-slate-800">{message.content}</p>
        </li>
      ))}
    </ol>
  );
}
