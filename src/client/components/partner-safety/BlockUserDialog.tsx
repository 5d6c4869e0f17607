/**
 * Blocking the other person of a chat (PRODUCT.md §2 Block), from the chat page while it goes on or
 * after it ended, and from the end-chat screen; then, for someone who has already reported them from
 * this chat, the word that the block is done, without asking for the report again.
 */
import { Dialog } from "radix-ui";
import { DialogContent } from "@/components/ui/dialog";
import { FOCUS_RING, FOCUS_RING_OFFSET, focusRing } from "@/components/ui/focus-ring";

export function BlockUserDialog({
  open,
  chatEnded,
  onOpenChange,
  onBlock,
}: {
  open: boolean;
  /** Once the chat has ended, blocking ends nothing: it only keeps the two apart. */
  chatEnded: boolean;
  onOpenChange(open: boolean): void;
  onBlock(): void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Would you like to block this user?"
        description={
          chatEnded
            ? "You won't be matched with this person again. They are not told."
            : "The chat ends for both of you, and you won't be matched with this person again."
        }
      >
        <div className="mt-6 flex justify-end gap-2">
          <Dialog.Close
            className={`rounded-full border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50 ${FOCUS_RING}`}
          >
            Cancel
          </Dialog.Close>
          <button
            type="button"
            onClick={onBlock}
            className={`rounded-full bg-rose-600 px-4 py-2 text-sm font-medium text-white hover:bg-rose-700 ${focusRing({ colour: "rose", offset: true })}`}
          >
            Block Anonymous User
          </button>
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}

/** After a block, for someone whose report from this chat the moderators already have. */
export function BlockedAfterReportDialog({ onDone }: { onDone(): void }) {
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onDone()}>
      <DialogContent
        title="User blocked"
        description="You won't be matched with this person again. Our moderators have your report and will look into it."
      >
        <div className="mt-6 flex justify-end">
          <button
            type="button"
            onClick={onDone}
            className={`rounded-full bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 ${FOCUS_RING_OFFSET}`}
          >
            Done
          </button>
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}
