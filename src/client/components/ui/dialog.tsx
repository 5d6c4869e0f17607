/**
 * A centred modal on Radix Dialog: focus trap, Escape to close and a required title come from Radix;
 * this file only adds the look. Use Dialog.Root / Dialog.Trigger / Dialog.Close from "radix-ui" around it.
 */
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { IconButton } from "./icon-button";

export function DialogContent({
  title,
  description,
  children,
  wide = false,
  focusDialog = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** For dialogs with tables or logs (diagnostics). */
  wide?: boolean;
  /**
   * Focus the dialog itself on opening, not its first control: for a dialog that opens on its own
   * while someone may be typing (the help lines after crisis words), whose keys would otherwise
   * go to that control (a letter picks another country from the select).
   */
  focusDialog?: boolean;
}) {
  // Radix gives focus back to a Dialog.Trigger; a dialog opened from code (a room card's Enter, a
  // crisis notice) has none, and focus would fall to the page's top. It goes back to what had it.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-sm" />
      <Dialog.Content
        ref={content}
        className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-indigo-900/10 focus:outline-none sm:p-8 ${wide ? "max-w-lg" : "max-w-md"}`}
        // Radix warns about a missing description unless told explicitly that there is none.
        {...(description ? {} : { "aria-describedby": undefined })}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          if (!focusDialog) return;
          event.preventDefault();
          content.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          const back = opener.current;
          if (back?.isConnected && back !== document.body) {
            event.preventDefault();
            back.focus();
          }
        }}
      >
        {/* What scrolls is inside: the close button stays in reach however long the dialog (the help lines on a phone). */}
        <div className="-mx-6 overflow-y-auto px-6 sm:-mx-8 sm:px-8">
          <Dialog.Title className="pr-8 text-xl font-semibold text-slate-900">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>}
          {children}
        </div>
        <Dialog.Close asChild>
          <IconButton label="Close" size="sm" className="absolute top-4 right-4">
            <X className="size-5" aria-hidden="true" />
          </IconButton>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
