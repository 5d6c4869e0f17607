/**
 * Asks before a chat ends: a support conversation should not end by a slip. Radix AlertDialog puts
 * the focus on Cancel, so Escape or Enter on the first key press keeps the chat; ending takes one tap.
 */
import { AlertDialog } from "radix-ui";
import { FOCUS_RING, focusRing } from "@/components/ui/focus-ring";

interface Props {
  open: boolean;
  /** A moderator ends the chat for the two people in it, which the question says. */
  moderator: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}

export function EndChatDialog({ open, moderator, onOpenChange, onConfirm }: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-indigo-900/10 focus:outline-none sm:p-8">
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">End this chat?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">
            {moderator
              ? "The chat closes for both people in it, and they are told that a moderator ended it."
              : "The chat closes for both of you, and the other person is told that you left."}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel
              className={`rounded-full border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50 ${FOCUS_RING}`}
            >
              Keep chatting
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className={`rounded-full bg-rose-600 px-4 py-2 text-sm font-medium text-white hover:bg-rose-700 ${focusRing({ colour: "rose", offset: true })}`}
            >
              End Chat
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
