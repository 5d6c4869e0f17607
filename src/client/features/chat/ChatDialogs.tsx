/** The chat's two dialogs: blocking the other person, and crisis support with help lines. */
import { Dialog } from "radix-ui";
import { DialogContent } from "@/components/ui/dialog";
import { CrisisHelp } from "./CrisisHelp";
import { FOCUS_RING, focusRing } from "@/components/ui/focus-ring";

export function BlockUserDialog({
  open,
  onOpenChange,
  onBlock,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onBlock(): void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Would you like to block this user?"
        description="The chat ends for both of you, and you won't be matched with this person again."
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

export function CrisisDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="You don't have to face this alone"
        description="If you are thinking about ending your life or hurting yourself, please reach out now. These people are there to listen."
      >
        <CrisisHelp />
        <section className="mt-4 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950">
          <h3 className="font-medium">If you're supporting someone</h3>
          <p className="mt-1">
            Listen without judging, let them know they're not alone, and gently encourage them to contact one of these
            lines. You don't have to fix anything: being here matters.
          </p>
        </section>
      </DialogContent>
    </Dialog.Root>
  );
}
