/** The chat's two dialogs: blocking the other person, and crisis support with help lines. */
import { Dialog } from "radix-ui";
import { LifeBuoy, Phone } from "lucide-react";
import { CRISIS_HELPLINES } from "../../../shared/crisis";
import { DialogContent } from "../../components/ui/dialog";

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
          <Dialog.Close className="rounded-full border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none">
            Cancel
          </Dialog.Close>
          <button
            type="button"
            onClick={onBlock}
            className="rounded-full bg-rose-600 px-4 py-2 text-sm font-medium text-white hover:bg-rose-700 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 focus-visible:outline-none"
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
        description="If you are thinking about ending your life or hurting yourself, please reach out now. These people are there to listen, any time. In immediate danger, call your local emergency number."
      >
        <ul className="mt-4 flex flex-col gap-2">
          {CRISIS_HELPLINES.map((line) => (
            <li key={line.name}>
              <a
                href={line.href}
                target={line.href.startsWith("http") ? "_blank" : undefined}
                rel="noreferrer"
                className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
              >
                {line.href.startsWith("tel:") ? (
                  <Phone className="size-5 text-indigo-600" aria-hidden="true" />
                ) : (
                  <LifeBuoy className="size-5 text-indigo-600" aria-hidden="true" />
                )}
                <span>
                  <span className="block font-medium text-slate-900">{line.contact}</span>
                  <span className="block text-sm text-slate-600">
                    {line.name} · {line.region}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
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
