/** The chat's two dialogs: blocking the other person, and crisis support with help lines. */
import { Dialog } from "radix-ui";
import { LifeBuoy, Phone, X } from "lucide-react";
import type { ReactNode } from "react";
import { CRISIS_HELPLINES } from "../../../shared/crisis";

function Shell({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {children}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-full p-1 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

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
    <Shell open={open} onOpenChange={onOpenChange} title="Would you like to block this user?">
      <Dialog.Description className="mt-2 text-sm text-slate-600">
        The chat ends for both of you, and you won't be matched with this person again.
      </Dialog.Description>
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
    </Shell>
  );
}

export function CrisisDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Shell open={open} onOpenChange={onOpenChange} title="You don't have to face this alone">
      <Dialog.Description className="mt-2 text-sm text-slate-600">
        If you are thinking about ending your life or hurting yourself, please reach out now. These people are there to
        listen, any time. In immediate danger, call your local emergency number.
      </Dialog.Description>
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
    </Shell>
  );
}
