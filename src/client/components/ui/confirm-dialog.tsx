/**
 * Asks before something that cannot be taken back (ending a chat, a moderator's suspension or ban).
 * Radix AlertDialog puts the focus on the cancel button, so Escape or Enter on the first key press
 * keeps things as they are; going ahead takes one deliberate tap.
 */
import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { FOCUS_RING, focusRing } from "./focus-ring";

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  /** The button that keeps things as they are. */
  cancel: string;
  /** The button that goes ahead. */
  confirm: string;
  onConfirm(): void;
}

export function ConfirmDialog({ open, onOpenChange, title, description, cancel, confirm, onConfirm }: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-indigo-900/10 focus:outline-none sm:p-8">
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel
              className={`rounded-full border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50 ${FOCUS_RING}`}
            >
              {cancel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className={`rounded-full bg-rose-600 px-4 py-2 text-sm font-medium text-white hover:bg-rose-700 ${focusRing({ colour: "rose", offset: true })}`}
            >
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
