/** Every moderator action, newest first: who (anonymous ids), when, what and why. */
import type { AuditEntry } from "@shared/sanctions-api";
import { useAuditLog } from "./admin-api";
import { dateTime } from "./format";
import { Empty, LoadError, Loading } from "./Panel";

const WHAT: Record<AuditEntry["action"], string> = {
  warn: "warned",
  suspend: "suspended",
  ban: "banned",
  dismiss: "dismissed a report about",
  read_conversation: "read the reported conversation of",
  hold: "put on hold",
  read_chat: "read the messages of chat",
  write_in_chat: "wrote in chat",
  end_chat: "ended chat",
  lift: "lifted the sanction on",
  read_chat_list: "viewed a chat list's last messages",
};

export function AuditLogList() {
  const log = useAuditLog();
  if (log.isPending) return <Loading label="Loading the audit log" rows={2} />;
  if (log.isError) return <LoadError what="the audit log" onRetry={() => void log.refetch()} />;
  if (log.data.entries.length === 0) return <Empty>No moderator has acted yet.</Empty>;
  return (
    <ol aria-label="Audit log" className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200">
      {log.data.entries.map((entry) => (
        <li key={entry.id} className="px-4 py-2 text-sm text-slate-700">
          <time dateTime={entry.createdAt} className="mr-2 text-xs text-slate-500">
            {dateTime(entry.createdAt)}
          </time>
          <code className="font-mono">{entry.moderator}</code> {WHAT[entry.action]}{" "}
          {entry.action !== "read_chat_list" && (
            <code className="font-mono">{entry.chatId ?? entry.subject ?? "nobody"}</code>
          )}
          {entry.endsAt && <> until {new Date(entry.endsAt).toLocaleDateString()}</>} — <bdi>{entry.reason}</bdi>
        </li>
      ))}
    </ol>
  );
}
