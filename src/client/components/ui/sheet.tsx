/**
 * A side sheet: Radix Dialog sliding in from the right. It is a real modal (focus trap, Escape,
 * a title for screen readers), which a plain off-canvas <div> would not be.
 */
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { IconButton } from "./icon-button";

export function SheetContent({
  title,
  children,
  onCloseAutoFocus,
}: {
  title: string;
  children: ReactNode;
  /** Where focus goes on closing, when the sheet was opened without a Dialog.Trigger. */
  onCloseAutoFocus?: ComponentProps<typeof Dialog.Content>["onCloseAutoFocus"];
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-sm" />
      <Dialog.Content
        className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-2xl shadow-indigo-900/20 focus:outline-none"
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="flex items-center justify-between">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Close asChild>
            <IconButton label="Close menu">
              <X className="size-5" aria-hidden="true" />
            </IconButton>
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
