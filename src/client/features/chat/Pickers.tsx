/** The vibe picker ("How are you feeling?", one to three) and the reaction picker (four kind words). */
import { Dialog } from "radix-ui";
import { useState } from "react";
import { LIMITS } from "@shared/limits";
import { REACTIONS, type ReactionId } from "@shared/reactions";
import { VIBES, type VibeId } from "@shared/vibes";
import { FOCUS_RING, FOCUS_RING_OFFSET, focusRing } from "@/components/ui/focus-ring";

interface PickerProps<T> {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(value: T): void;
  /** Where focus goes once the picker has closed (it is opened from state, so there is no trigger to return to). */
  onClosed(): void;
}

function Sheet({
  open,
  onOpenChange,
  onClosed,
  title,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onClosed(): void;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto max-w-lg rounded-t-3xl bg-white p-5 shadow-xl focus:outline-none sm:bottom-6 sm:rounded-3xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function VibePicker({ open, onOpenChange, onPick, onClosed }: PickerProps<VibeId[]>) {
  const [chosen, setChosen] = useState<VibeId[]>([]);
  const full = chosen.length >= LIMITS.maxVibes;
  const toggle = (id: VibeId) =>
    setChosen((list) => (list.includes(id) ? list.filter((v) => v !== id) : full ? list : [...list, id]));
  const done = () => {
    if (chosen.length > 0) onPick(chosen);
    setChosen([]);
    onOpenChange(false);
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange} onClosed={onClosed} title="How are you feeling?">
      <Dialog.Description className="mt-1 text-sm text-slate-600">
        Pick up to {LIMITS.maxVibes}. Your chat partner will see them.
      </Dialog.Description>
      <div className="mt-4 grid grid-cols-3 gap-2">
        {VIBES.map((vibe) => {
          const on = chosen.includes(vibe.id);
          return (
            <button
              key={vibe.id}
              type="button"
              aria-pressed={on}
              disabled={full && !on}
              onClick={() => toggle(vibe.id)}
              className={`flex flex-col items-center gap-1 rounded-xl border px-2 py-2 text-sm ${FOCUS_RING} disabled:opacity-40 ${
                on ? "border-indigo-500 bg-indigo-50 text-indigo-900" : "border-slate-200 hover:bg-slate-50"
              }`}
            >
              <span aria-hidden="true" className="text-xl">
                {vibe.emoji}
              </span>
              {vibe.label}
            </button>
          );
        })}
      </div>
      <p role="status" className="mt-3 h-5 text-sm text-amber-800">
        {full ? `Maximum of ${LIMITS.maxVibes} vibes selected` : ""}
      </p>
      <div className="mt-2 flex justify-end">
        <button
          type="button"
          onClick={done}
          className={`rounded-full bg-indigo-600 px-5 py-2 font-medium text-white hover:bg-indigo-700 ${FOCUS_RING_OFFSET}`}
        >
          Done
        </button>
      </div>
    </Sheet>
  );
}

export function ReactionPicker({ open, onOpenChange, onPick, onClosed }: PickerProps<ReactionId>) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} onClosed={onClosed} title="Send a reaction">
      <Dialog.Description className="mt-1 text-sm text-slate-600">
        A few kind words, sent straight away.
      </Dialog.Description>
      <div className="mt-4 grid grid-cols-2 gap-2">
        {REACTIONS.map((reaction) => (
          <button
            key={reaction.id}
            type="button"
            onClick={() => {
              onPick(reaction.id);
              onOpenChange(false);
            }}
            className={`flex items-center gap-2 rounded-xl border border-rose-200 bg-rose-50 px-3 py-3 text-left text-sm text-rose-950 hover:bg-rose-100 ${focusRing({ colour: "rose-light" })}`}
          >
            <span aria-hidden="true" className="text-xl">
              {reaction.emoji}
            </span>
            {reaction.label}
          </button>
        ))}
      </div>
    </Sheet>
  );
}
