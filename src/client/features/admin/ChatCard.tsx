/**
 * One chat in the admin list: which, how it stands (and whether in crisis), when it started, its
 * last words, and a way in. Until a second person arrives the chat is private: no words, no way in.
 */
import { LifeBuoy, LockKeyhole, LogIn } from "lucide-react";
import { Link } from "react-router";
import type { AdminChatCard } from "@shared/admin-api";
import { messageText } from "@shared/gestures";
import { expiryCutoff } from "@shared/limits";
import { themeOrDefault } from "@shared/themes";
import { MessagesDeletedNotice } from "@/components/MessagesDeletedNotice";
import { ThemeIcon } from "@/components/ThemeIcon";
import { buttonClass } from "@/components/ui/button";
import { dateTime, duration, senderLabel, timeAgo } from "./format";

const PRIVATE_WHILE_WAITING = "What this person says to the room's companion while waiting is private.";

/** Where a chat stands, in one word: the tab it belongs to, or why it ended. */
function standing(chat: AdminChatCard): { label: string; tone: string } {
  if (chat.status === "completed") {
    return chat.matchStatus === "expired"
      ? { label: "Expired", tone: "bg-slate-100 text-slate-700" }
      : { label: "Completed", tone: "bg-slate-100 text-slate-700" };
  }
  if (chat.status === "pending" || chat.matchStatus === "waiting") {
    return { label: "Pending", tone: "bg-amber-100 text-amber-900" };
  }
  if (chat.matchStatus === "inactive") return { label: "Inactive", tone: "bg-slate-100 text-slate-700" };
  return { label: "Active", tone: "bg-teal-100 text-teal-900" };
}

/**
 * An open chat nobody has written in or searched from for the expiry time: both people may have
 * walked away without ending it. It stays in its tab until someone opens it (which closes it), and
 * the overview's "now" figures leave it out, so the card says so.
 */
const goneQuiet = (chat: AdminChatCard, now: number) =>
  chat.status === "active" && Date.parse(chat.updatedAt) < expiryCutoff(new Date(now)).getTime();

export function ChatCard({ chat, now }: { chat: AdminChatCard; now: number }) {
  const theme = themeOrDefault(chat.themeId);
  const shortId = chat.id.slice(0, 8);
  const { label, tone } = standing(chat);
  const last = chat.lastMessage;
  const matched = chat.matchedAt !== null;
  return (
    <article
      aria-label={`Chat ${shortId}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-indigo-200 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={`grid size-8 shrink-0 place-items-center rounded-lg bg-gradient-to-br ${theme.gradient} text-white`}
            title={theme.title}
          >
            <ThemeIcon name={theme.icon} className="size-4" />
          </span>
          <span className="font-mono text-sm font-semibold text-slate-900" title={chat.id}>
            {shortId}
          </span>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>{label}</span>
          {goneQuiet(chat, now) && (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              Quiet for {duration(now - Date.parse(chat.updatedAt))}
            </span>
          )}
          {chat.inCrisis && (
            <span className="flex items-center gap-1 rounded-full bg-rose-600 px-2.5 py-0.5 text-xs font-medium text-white">
              <LifeBuoy className="size-3.5" aria-hidden="true" />
              In crisis
            </span>
          )}
          <span className="truncate text-xs text-slate-500">{theme.title}</span>
        </div>
        <p className="text-xs text-slate-500">
          Started <time dateTime={chat.createdAt}>{dateTime(chat.createdAt)}</time> · {timeAgo(chat.createdAt, now)}
        </p>
        {last ? (
          <div className="rounded-xl bg-slate-50 px-3 py-2">
            <p className="text-xs font-medium text-slate-500">
              {senderLabel(last.sender)} · {timeAgo(last.createdAt, now)}
            </p>
            <p className="line-clamp-2 text-sm break-words whitespace-pre-wrap text-slate-800">
              {/* A person's words: isolated, so a direction control in them cannot reorder the card. */}
              <bdi>{messageText(last)}</bdi>
            </p>
          </div>
        ) : chat.messagesDeletedAt ? (
          <MessagesDeletedNotice deletedAt={chat.messagesDeletedAt} as="p" />
        ) : (
          <p className="text-sm text-slate-500 italic">{matched ? "No messages yet" : PRIVATE_WHILE_WAITING}</p>
        )}
      </div>
      {!matched ? (
        <span className="flex items-center gap-1.5 self-start text-xs text-slate-500 sm:self-center">
          <LockKeyhole className="size-4" aria-hidden="true" />
          Private until matched
        </span>
      ) : (
        <Link
          to={`/chat?room=${chat.id}&role=admin`}
          aria-label={`Join Chat ${shortId}`}
          className={buttonClass({ variant: "soft", size: "sm", className: "self-start sm:self-center" })}
        >
          <LogIn className="size-4" aria-hidden="true" />
          Join Chat
        </Link>
      )}
    </article>
  );
}
