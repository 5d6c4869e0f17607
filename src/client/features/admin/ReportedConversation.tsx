/**
 * The reported conversation, read on demand from a report (each reading is logged on the server):
 * its last messages, and in their place the messages Kindred refused as urging a partner in crisis,
 * marked "Refused, not delivered" (the partner never read them), so that a moderator can tell a
 * goader from a supporter whose words were wrongly refused. Every person's words are isolated
 * (<bdi>), so that a direction control in them cannot reorder the page around them.
 */
import { MessagesDeletedNotice } from "@/components/MessagesDeletedNotice";
import { useReportConversation } from "./admin-api";
import { dateTime, senderLabel } from "./format";
import { Empty, LoadError, Loading } from "./Panel";

export const REFUSED_LABEL = "Refused, not delivered";

export function ReportedConversation({ reportId }: { reportId: string }) {
  const conversation = useReportConversation(reportId);
  if (conversation.isPending) return <Loading label="Loading the reported conversation" rows={1} />;
  if (conversation.isError) return <LoadError what="this conversation" onRetry={() => void conversation.refetch()} />;
  const { messages: list, messagesDeletedAt } = conversation.data;
  return (
    <>
      <p className="mt-1 text-xs text-slate-500">Your reading is recorded in the audit log.</p>
      {list.length === 0 && messagesDeletedAt ? (
        <div className="mt-2">
          <MessagesDeletedNotice deletedAt={messagesDeletedAt} as="p" />
        </div>
      ) : list.length === 0 ? (
        <Empty>This chat has no messages.</Empty>
      ) : (
        <ol
          aria-label="Reported conversation"
          className="mt-2 flex max-h-80 flex-col gap-2 overflow-y-auto rounded-2xl bg-slate-50 p-3"
        >
          {list.map((message, i) => (
            <li
              key={i}
              className={`text-sm ${message.refused ? "rounded-xl border border-dashed border-rose-300 bg-rose-50 px-2 py-1" : ""}`}
            >
              <p className="text-xs text-slate-500">
                {senderLabel(message.sender)} · <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
                {message.kind !== "text" && ` · ${message.kind}`}
                {message.refused && (
                  <>
                    {" · "}
                    <strong className="font-medium text-rose-800">{REFUSED_LABEL}</strong>
                  </>
                )}
              </p>
              <p className="break-words whitespace-pre-wrap text-slate-800">
                <bdi>{message.content}</bdi>
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
