/**
 * The conversation: the page's own welcome, stored messages in order, what is still being sent,
 * what the server refused (marked not sent, with the reason and Copy), and the partner's typing.
 * Text is rendered as text, never as HTML.
 */
import { Fragment, useEffect, useRef, type ReactNode } from "react";
import { CircleAlert, Clock, ShieldAlert, Sparkles, UserRound } from "lucide-react";
import type { ChatView, MessageView } from "@shared/api";
import { reactionOf, vibesOf } from "@shared/gestures";
import { CAUTION_TEXT } from "@shared/personal-details-text";
import { seatName } from "@/lib/seat-name";
import type { QueuedMessage } from "@/lib/outbox";
import { CopyWords } from "./CopyWords";
import { MessagesDeletedNotice } from "@/components/MessagesDeletedNotice";
import { addressedTo, crisisLineText, isCrisisLine } from "./message-log";
import type { AiStream } from "./use-ai-stream";
import type { FailedMessage } from "./use-delivery";

interface Props {
  chat: ChatView | null;
  welcome: string[];
  /** Said where the other person arrived (before the first message after the match); null before it. */
  matchLine: string | null;
  messages: MessageView[];
  pending: QueuedMessage[];
  /** Refused by the server, their words not taken back by the box (use-delivery.ts). */
  failed?: FailedMessage[];
  streams: AiStream[];
  typingLabel: string | null;
}

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

export function MessageList({ chat, welcome, matchLine, messages, pending, failed = [], streams, typingLabel }: Props) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, pending.length, failed.length, streams, typingLabel]);

  // Messages stored before the match (the waiting talk with the persona) come before the line.
  const matchedAt = chat?.matchedAt ?? null;
  const firstAfter = matchedAt === null ? -1 : messages.findIndex((m) => m.createdAt >= matchedAt);
  const matchIndex = matchLine === null ? -1 : firstAfter === -1 ? messages.length : firstAfter;
  const deletedAt = chat?.messagesDeletedAt ?? null;

  return (
    <div className="flex-1 overflow-y-auto px-3 py-4 sm:px-6" aria-live="polite" aria-label="Messages">
      <ul className="mx-auto flex max-w-2xl flex-col gap-2 wrap-anywhere">
        {welcome.map((line) => (
          <li
            key={line}
            className="mx-auto max-w-md rounded-xl bg-slate-100 px-4 py-2 text-center text-sm text-slate-700"
          >
            {line}
          </li>
        ))}
        {/* An old chat whose messages the retention schedule deleted says so, rather than inviting a first message. */}
        {deletedAt ? (
          <MessagesDeletedNotice deletedAt={deletedAt} />
        ) : (
          messages.length === 0 &&
          pending.length === 0 &&
          failed.length === 0 && (
            <li className="py-6 text-center text-sm text-slate-500">No messages yet. Start the conversation!</li>
          )
        )}
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {index === matchIndex && <MatchLine text={matchLine!} />}
            <Bubble
              message={
                isCrisisLine(message) ? { ...message, content: crisisLineText(message, messages, chat?.you) } : message
              }
              mine={chat !== null && message.sender === chat.you}
              moderating={chat?.you === "admin"}
              to={addressedTo(message.clientId, chat?.you, matchedAt !== null && message.createdAt >= matchedAt)}
            />
          </Fragment>
        ))}
        {matchLine && matchIndex === messages.length && <MatchLine text={matchLine} />}
        {pending.map((item) => (
          <OwnUnsent key={item.clientId} content={item.content} failed={false}>
            <Clock className="size-3" aria-hidden="true" />
            {navigator.onLine ? "Sending…" : "Saved locally"}
          </OwnUnsent>
        ))}
        {failed.map((item) => (
          <OwnUnsent key={item.clientId} content={item.content} failed>
            <CircleAlert className="mt-px size-3 shrink-0" aria-hidden="true" />
            <span>Not sent: {item.reason}</span>
          </OwnUnsent>
        ))}
        {streams.map((stream) => (
          <li key={stream.streamId} className="mr-auto max-w-[80%]">
            <p className="mb-1 flex items-center gap-1 text-xs text-slate-500">
              <Sparkles className="size-3 text-violet-500" aria-hidden="true" />
              {stream.name} · AI{toWhom(addressedTo(stream.streamId, chat?.you, chat?.matchStatus === "matched"))}
            </p>
            <p
              dir="auto"
              className="rounded-2xl rounded-bl-sm border border-violet-200 bg-violet-50 px-4 py-2 whitespace-pre-wrap text-slate-900"
            >
              {stream.text}
            </p>
          </li>
        ))}
      </ul>
      {typingLabel && (
        <p className="mx-auto mt-3 max-w-2xl text-sm text-slate-500 italic" role="status">
          {typingLabel} is typing…
        </p>
      )}
      <div ref={end} />
    </div>
  );
}

function MatchLine({ text }: { text: string }) {
  return (
    <li className="mx-auto my-2 flex max-w-md items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
      <UserRound className="size-4 shrink-0" aria-hidden="true" />
      {text}
    </li>
  );
}

/**
 * A person's name as the viewer may know them: partners stay anonymous to each other; a moderator
 * tells the two seats apart, as the dashboard does.
 */
function personName(sender: string, moderating: boolean): string {
  return (moderating && seatName(sender)) || "Anonymous";
}

/** " · to {whom}" after a persona's name, when its reply says whom it answers (addressedTo). */
const toWhom = (to: string | null): string => (to ? ` · to ${to}` : "");

function Bubble({
  message,
  mine,
  moderating,
  to,
}: {
  message: MessageView;
  mine: boolean;
  moderating: boolean;
  /** Whom a persona's reply answers, as the viewer reads it; null when it says nobody. */
  to: string | null;
}) {
  if (message.kind === "system") {
    return (
      <li className="mx-auto max-w-md rounded-xl bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
        {message.content}
      </li>
    );
  }
  if (message.kind === "vibe" || message.kind === "reaction") {
    return <Gesture message={message} who={mine ? "You" : personName(message.sender, moderating)} mine={mine} />;
  }
  const persona = message.sender.startsWith("ai:") ? message.sender.slice(3) : null;
  const author = mine
    ? "You"
    : persona
      ? `${persona} · AI${toWhom(to)}`
      : message.sender === "admin"
        ? "Moderator"
        : personName(message.sender, moderating);
  return (
    <li className={mine ? "ml-auto max-w-[80%]" : "mr-auto max-w-[80%]"}>
      <p className={`mb-1 flex items-center gap-1 text-xs text-slate-500 ${mine ? "justify-end" : ""}`}>
        {persona && <Sparkles className="size-3 text-violet-500" aria-hidden="true" />}
        {author} · {time(message.createdAt)}
      </p>
      {/* dir="auto": a message in Arabic or Hebrew reads right to left, and one holding a direction
          override (U+202E) turns only its own words around, never the page's. */}
      <p
        dir="auto"
        className={`rounded-2xl px-4 py-2 whitespace-pre-wrap ${
          mine
            ? "rounded-br-sm bg-indigo-600 text-white"
            : persona
              ? "rounded-bl-sm border border-violet-200 bg-violet-50 text-slate-900"
              : message.sender === "admin"
                ? "rounded-bl-sm border border-amber-300 bg-amber-50 text-slate-900"
                : "rounded-bl-sm border border-slate-200 bg-white text-slate-900"
        }`}
      >
        {message.content}
      </p>
      {/* The server marked it: sent after the personal-details warning. Only the receiver needs the
          reminder; the sender was told before sending. Calm, under the message, never instead of it. */}
      {message.caution && !mine && (
        <p role="note" className="mt-1 flex items-start gap-1 text-xs text-amber-800">
          <ShieldAlert className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
          {CAUTION_TEXT[message.caution]}
        </p>
      )}
    </li>
  );
}

/** Vibes and reactions are gestures, not words: shown as soft cards, distinct from text. */
function Gesture({ message, who, mine }: { message: MessageView; who: string; mine: boolean }) {
  if (message.kind === "reaction") {
    const reaction = reactionOf(message.content);
    return (
      <li
        className={`${mine ? "ml-auto" : "mr-auto"} rounded-2xl border border-rose-200 bg-rose-50 px-4 py-2 text-rose-950`}
      >
        <span aria-hidden="true">{reaction?.emoji} </span>
        <span className="font-medium">{reaction?.label ?? message.content}</span>
        <span className="ml-2 text-xs text-rose-800">— {who}</span>
      </li>
    );
  }
  const vibes = vibesOf(message.content);
  return (
    <li
      className={`${mine ? "ml-auto" : "mr-auto"} rounded-2xl border border-indigo-200 bg-indigo-50 px-4 py-2 text-indigo-950`}
    >
      <span className="text-xs text-indigo-800">
        {who} {mine ? "are" : "is"} feeling{" "}
      </span>
      {vibes.map((vibe) => (
        <span key={vibe.id} className="mr-1 inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-sm">
          <span aria-hidden="true">{vibe.emoji}</span>
          {vibe.label}
        </span>
      ))}
    </li>
  );
}

/**
 * A message of one's own the partner has not received: still on its way, or refused with the reason
 * and Copy, so that its words outlive the chat (New Match clears the list).
 */
function OwnUnsent({ content, failed, children }: { content: string; failed: boolean; children: ReactNode }) {
  const words = useRef<HTMLParagraphElement>(null);
  const bubble = failed ? "border border-rose-300 bg-rose-50 text-rose-950" : "bg-indigo-300 text-indigo-950";
  const status = failed ? "items-start text-right text-rose-800" : "items-center text-slate-500";
  return (
    <li className="ml-auto max-w-[80%]">
      <p ref={words} dir="auto" className={`rounded-2xl rounded-br-sm px-4 py-2 whitespace-pre-wrap ${bubble}`}>
        {content}
      </p>
      <p className={`mt-1 flex justify-end gap-1 text-xs ${status}`}>
        {children}
        {failed && <CopyWords words={content} shownIn={words} />}
      </p>
    </li>
  );
}
