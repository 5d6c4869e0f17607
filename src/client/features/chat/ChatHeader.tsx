/**
 * The chat's header: the logo (which leaves the chat), the room, the block button and the options
 * menu (Help lines, AI Diagnostics, Report, End Chat).
 */
import { Activity, EllipsisVertical, Flag, LifeBuoy, LogOut, ShieldBan } from "lucide-react";
import type { ChatView } from "@shared/api";
import { cutDescription } from "@shared/limits";
import { partnerReach } from "@shared/partner-reach";
import type { Theme } from "@shared/themes";
import { ThemeIcon } from "@/components/ThemeIcon";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { IconButton } from "@/components/ui/icon-button";
import { Menu, MenuItem } from "@/components/ui/menu";

interface Props {
  theme: Theme;
  /**
   * The chat, once there is one: Block and Report are offered while someone can be reported or
   * blocked from it, in the chat and for a while after it ended (src/shared/partner-reach.ts).
   */
  chat: ChatView | null;
  /** A moderator holds no seat and blocks no one: the button is not there at all. */
  moderator: boolean;
  /** The logo: leaves the chat (for a participant that ends it; a moderator just goes back). */
  onLeave(): void;
  onEnd(): void;
  onBlock(): void;
  /** Reports the other person without blocking them (a chat still going goes on). */
  onReport(): void;
  onDiagnostics(): void;
  /**
   * Opens the crisis view. In every chat, not only in crisis mode: a person may need the lines
   * without writing words the detector knows, and asking for them tells no one.
   */
  onHelpLines(): void;
}

export function ChatHeader({
  theme,
  chat,
  moderator,
  onLeave,
  onEnd,
  onBlock,
  onReport,
  onDiagnostics,
  onHelpLines,
}: Props) {
  // The clock is read at each render; the server decides anyway, at its own time.
  const reachable = chat !== null && partnerReach(chat, new Date()) === "open";
  return (
    <header className="flex items-center gap-2 border-b sm:gap-3 border-slate-200 bg-white/90 px-3 py-2 backdrop-blur sm:px-5">
      <button
        type="button"
        onClick={onLeave}
        className={`rounded-lg px-1 text-lg font-semibold tracking-tight text-indigo-700 ${FOCUS_RING}`}
        aria-label="Kindred: leave this chat"
      >
        Kindred
      </button>
      <div
        className={`grid size-10 shrink-0 place-items-center rounded-xl bg-gradient-to-br ${theme.gradient} text-white`}
      >
        <ThemeIcon name={theme.icon} className="size-5" />
      </div>
      <div className="min-w-0 flex-1">
        {/* On a phone the room's name may take two lines rather than be cut ("Late Night …"). */}
        <h1 className="line-clamp-2 text-base leading-tight font-semibold break-words text-slate-900 sm:truncate">
          {theme.title}
        </h1>
        <p className="truncate text-xs text-slate-600" title={theme.description}>
          {cutDescription(theme.description)}
        </p>
      </div>
      {!moderator && (
        <IconButton
          label="Block user"
          size="sm"
          tone="warning"
          onClick={onBlock}
          disabled={!reachable}
          className={`${FOCUS_RING} disabled:opacity-40`}
        >
          <ShieldBan className="size-5" aria-hidden="true" />
        </IconButton>
      )}
      <Menu
        trigger={
          <IconButton label="Chat options" size="sm" tone="plain" className={FOCUS_RING}>
            <EllipsisVertical className="size-5" aria-hidden="true" />
          </IconButton>
        }
      >
        <MenuItem icon={LifeBuoy} onSelect={onHelpLines}>
          Help lines
        </MenuItem>
        <MenuItem icon={Activity} onSelect={onDiagnostics}>
          AI Diagnostics
        </MenuItem>
        {!moderator && (
          <MenuItem icon={Flag} onSelect={onReport} disabled={!reachable}>
            Report
          </MenuItem>
        )}
        <MenuItem icon={LogOut} tone="danger" onSelect={onEnd}>
          End Chat
        </MenuItem>
      </Menu>
    </header>
  );
}
