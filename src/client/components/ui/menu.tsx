/**
 * A dropdown menu on Radix DropdownMenu, which gives the behaviour people rely on: role="menu" and
 * "menuitem", arrow keys move between items, Escape or a click outside closes it, and closing gives
 * focus back to the trigger. This file only adds Kindred's look, once for every menu.
 */
import type { LucideIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactElement, ReactNode } from "react";

export function Menu({ trigger, children }: { trigger: ReactElement; children: ReactNode }) {
  return (
    <DropdownMenu.Root>
      {/* The trigger is the caller's own button (an IconButton): Radix wires it without a wrapper. */}
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg shadow-indigo-900/10"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-40";

const ITEM_TONES = {
  default: "text-slate-700 data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-800",
  /** Leaving, ending or deleting something. */
  danger: "text-rose-700 data-[highlighted]:bg-rose-50",
} as const;

export function MenuItem({
  icon: Icon,
  tone = "default",
  disabled,
  onSelect,
  children,
}: {
  icon: LucideIcon;
  tone?: keyof typeof ITEM_TONES;
  disabled?: boolean;
  onSelect(): void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item className={`${ITEM} ${ITEM_TONES[tone]}`} disabled={disabled} onSelect={onSelect}>
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </DropdownMenu.Item>
  );
}

/** Text in the menu that is not an action (who is signed in, a balance): read, never chosen. */
export function MenuLabel({ className, children }: { className: string; children: ReactNode }) {
  return <DropdownMenu.Label className={className}>{children}</DropdownMenu.Label>;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />;
}
