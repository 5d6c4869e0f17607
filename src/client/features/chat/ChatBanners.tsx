/**
 * What sits above the messages: connection trouble, the search in progress, a chat that has closed,
 * a partner who has left the chat page (PartnerPresenceLine.tsx), and the offer of support after a person told of harm done to them (use-harm-notice.ts).
 */
import { Loader2, WifiOff } from "lucide-react";
import type { ChatView } from "@shared/api";
import type { Connection } from "./use-chat-room";
import { FOCUS_RING, FOCUS_RING_OFFSET } from "@/components/ui/focus-ring";

/**
 * `closed`: the server has ended the chat (the partner left, a sanction, …), so nothing written
 * here can be delivered to it any more, and the banner promises no delivery (use-delivery.ts says
 * of each message still owed that it was not sent).
 */
export function ConnectionBanner({ connection, closed = false }: { connection: Connection; closed?: boolean }) {
  if (connection === "online") return null;
  const offline = connection === "offline";
  return (
    <div role="status" className="flex items-center gap-2 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {offline
        ? "You're currently offline. AI features and messaging will be limited until you reconnect."
        : closed
          ? "Limited connectivity to our servers..."
          : "Limited connectivity to our servers... Messages will be delivered as soon as we reconnect."}
    </div>
  );
}

export function SearchingBanner({
  aiName,
  cancelling,
  onCancel,
}: {
  aiName: string;
  cancelling: boolean;
  onCancel(): void;
}) {
  return (
    <div role="status" className="flex items-center gap-3 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
      <Loader2 className="size-5 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-medium">Finding you a match...</p>
        <p className="text-indigo-800">Chat with {aiName} while you wait!</p>
      </div>
      <button
        type="button"
        onClick={onCancel}
        disabled={cancelling}
        className={`rounded-full border border-indigo-200 bg-white px-3 py-1 text-indigo-800 hover:bg-indigo-100 ${FOCUS_RING} disabled:opacity-60`}
      >
        Cancel search
      </button>
    </div>
  );
}

/** Why a chat is closed, in words, by who ended it (null: it expired). */
export const CHAT_CLOSED: Record<NonNullable<ChatView["endedBy"]> | "expired", string> = {
  partner: "The other person has left the chat.",
  you: "You ended this chat.",
  moderator: "A moderator ended this chat.",
  closed: "This chat has ended.",
  expired: "Chat expired",
};

export function ChatClosedBanner({
  endedBy,
  onNewMatch,
  onEnd,
}: {
  endedBy: ChatView["endedBy"];
  onNewMatch(): void;
  onEnd(): void;
}) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 bg-slate-100 px-4 py-3 text-sm text-slate-800">
      <p className="flex-1">{CHAT_CLOSED[endedBy ?? "expired"]}</p>
      <button
        type="button"
        onClick={onNewMatch}
        className={`rounded-full bg-indigo-600 px-3 py-1 font-medium text-white hover:bg-indigo-700 ${FOCUS_RING_OFFSET}`}
      >
        New Match
      </button>
      <button
        type="button"
        onClick={onEnd}
        className={`rounded-full border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50 ${FOCUS_RING}`}
      >
        Leave
      </button>
    </div>
  );
}

export function HarmNoticeBanner({ onOpen, onClose }: { onOpen(): void; onClose(): void }) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 bg-violet-50 px-4 py-3 text-sm text-violet-950">
      <p className="flex-1">If someone has hurt you, there are people who listen in confidence.</p>
      <button
        type="button"
        onClick={onOpen}
        className={`rounded-full bg-violet-700 px-3 py-1 font-medium text-white hover:bg-violet-800 ${FOCUS_RING_OFFSET}`}
      >
        See support lines
      </button>
      <button
        type="button"
        onClick={onClose}
        className={`rounded-full border border-violet-200 bg-white px-3 py-1 hover:bg-violet-100 ${FOCUS_RING}`}
      >
        Not now
      </button>
    </div>
  );
}
