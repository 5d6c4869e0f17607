/**
 * Where a chat's messages were: the retention schedule deleted them (the server's CHAT_RETENTION_DAYS,
 * chats/retention.ts), and the chat would otherwise open as an empty log with no word of why. Shown
 * to its people on the chat page and to moderators reading a reported conversation.
 */
import { Archive } from "lucide-react";

const day = (iso: string) => new Date(iso).toLocaleDateString([], { dateStyle: "long" });

export function MessagesDeletedNotice({ deletedAt, as = "li" }: { deletedAt: string; as?: "li" | "p" }) {
  const Line = as;
  return (
    <Line
      role="note"
      className="mx-auto flex max-w-md items-start gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700"
    >
      <Archive className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>
        The messages of this chat were deleted on <time dateTime={deletedAt}>{day(deletedAt)}</time>, as Kindred’s{" "}
        {/* A new tab: the chat page stays where it was. */}
        <a href="/privacy#kept" target="_blank" rel="noopener" className="font-medium text-indigo-700 underline">
          privacy policy
        </a>{" "}
        says.
      </span>
    </Line>
  );
}
