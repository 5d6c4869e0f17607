/**
 * The chat's header: the logo (which leaves the chat), the room, the block button and the options
 * menu (AI Diagnostics, Report, End Chat).
 */
import { DropdownMenu } from "radix-ui";
import { Activity, EllipsisVertical, Flag, LogOut, ShieldBan } from "lucide-react";
import { cutDescription } from "../../../shared/limits";
import type { Theme } from "../../../shared/themes";
import { ThemeIcon } from "../../components/ThemeIcon";

interface Props {
  theme: Theme;
  /** Someone sits opposite in an open chat: there is a person to block or report. */
  canBlock: boolean;
  /** A moderator holds no seat and blocks no one: the button is not there at all. */
  moderator: boolean;
  /** The logo: leaves the chat (for a participant that ends it; a moderator just goes back). */
  onLeave(): void;
  onEnd(): void;
  onBlock(): void;
  /** Reports the other person without blocking them: the chat goes on. */
  onReport(): void;
  onDiagnostics(): void;
}

const menuItem =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:cursor-default data-[disabled]:opacity-40";

export function ChatHeader({ theme, canBlock, moderator, onLeave, onEnd, onBlock, onReport, onDiagnostics }: Props) {
  return (
    <header className="flex items-center gap-2 border-b sm:gap-3 border-slate-200 bg-white/90 px-3 py-2 backdrop-blur sm:px-5">
      <button
        type="button"
        onClick={onLeave}
        className="rounded-lg px-1 text-lg font-semibold tracking-tight text-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
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
        <button
          type="button"
          onClick={onBlock}
          disabled={!canBlock}
          aria-label="Block user"
          className="rounded-full p-2 text-slate-600 hover:bg-rose-50 hover:text-rose-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:opacity-40"
        >
          <ShieldBan className="size-5" aria-hidden="true" />
        </button>
      )}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label="Chat options"
          className="rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          <EllipsisVertical className="size-5" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item
              onSelect={onDiagnostics}
              className={`${menuItem} text-slate-800 data-[highlighted]:bg-slate-100`}
            >
              <Activity className="size-4" aria-hidden="true" /> AI Diagnostics
            </DropdownMenu.Item>
            {!moderator && (
              <DropdownMenu.Item
                onSelect={onReport}
                disabled={!canBlock}
                className={`${menuItem} text-slate-800 data-[highlighted]:bg-slate-100`}
              >
                <Flag className="size-4" aria-hidden="true" /> Report
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item onSelect={onEnd} className={`${menuItem} text-rose-700 data-[highlighted]:bg-rose-50`}>
              <LogOut className="size-4" aria-hidden="true" /> End Chat
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </header>
  );
}
