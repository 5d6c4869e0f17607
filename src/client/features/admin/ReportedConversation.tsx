/**
 * The reported conversation, read on demand from a report (each reading is logged on the server):
 * its last messages, and in their place those Kindred kept undelivered (the partner never read
 * them): refused as urging a partner in crisis or as a sexual advance, marked "Refused, not
 * delivered", so that a moderator can tell a goader from a supporter whose words were wrongly
 * refused; and held by the personal-details warning and never confirmed, marked "Held, not
 * delivered" (a request or an offer the sender did not press Send anyway on). Every person's words
 * are isolated (<bdi>), so that a direction control in them cannot reorder the page around them.
 */
import type { ReportConversation } from "@shared/moderation-api";
import { MessagesDeletedNotice } from "@/components/MessagesDeletedNotice";
import { useReportConversation } from "./admin-api";
import { dateTime, senderLabel } from "./format";
import { Empty, LoadError, Loading } from "./Panel";

export const REFUSED_LABEL = "Refused, not delivered";
export const HELD_LABEL = "Held, not delivered";

type Message = ReportConversation["messages"][number];

/** How an undelivered message is marked: its label, its frame and its label's colour; null when delivered. */
function undelivered(message: Message): { label: string; frame: string; ink: string } | null {
  if (message.refused) return { label: REFUSED_LABEL, frame: "border-rose-300 bg-rose-50", ink: "text-rose-800" };
  if (message.held) return { label: HELD_LABEL, frame: "border-amber-300 bg-amber-50", ink: "text-amber-900" };
  return null;
}

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
          {list.map((message, i) => {
            const mark = undelivered(message);
            return (
              <li
                key={i}
                className={`text-sm ${mark ? `rounded-xl border border-dashed px-2 py-1 ${mark.frame}` : ""}`}
              >
                <p className="text-xs text-slate-500">
                  {senderLabel(message.sender)} ·{" "}
                  <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
                  {message.kind !== "text" && ` · ${message.kind}`}
                  {mark && (
                    <>
                      {" · "}
                      <strong className={`font-medium ${mark.ink}`}>{mark.label}</strong>
                    </>
                  )}
                </p>
                <p className="break-words whitespace-pre-wrap text-slate-800">
                  <bdi>{message.content}</bdi>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
