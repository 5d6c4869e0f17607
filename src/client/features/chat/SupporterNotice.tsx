/**
 * What the partner of a person in crisis reads (use-crisis-view.ts): not the modal addressed to
 * someone thinking of ending their life, but a calm notice above the messages, never over the box
 * they answer in, speaking to them as a supporter: what may be happening, how to support, and the
 * help lines for themselves if it is heavy (a dialog, only when they ask for it).
 */
import { useState } from "react";
import { HeartHandshake } from "lucide-react";
import { Dialog } from "radix-ui";
import { DialogContent } from "@/components/ui/dialog";
import { FOCUS_RING, FOCUS_RING_OFFSET } from "@/components/ui/focus-ring";
import { CrisisHelp } from "@/components/CrisisHelp";

export const SUPPORTER_NOTICE = {
  title: "Your chat partner may be going through something serious",
  support:
    "You don't have to fix anything. Listen without judging, let them know they're not alone, and gently encourage them to reach out to a help line. The Crisis Counselor is with them too.",
  forYou: "If this feels heavy for you, help lines are there for you too.",
} as const;

/** The help lines' dialog as a supporter asks for it: for themselves, and to pass on. */
const SUPPORTER_LINES = {
  title: "Help lines, for you too",
  description:
    "Supporting someone in crisis can be heavy. These lines listen to anyone, including people worried about someone else, and you can pass them on.",
} as const;

export function SupporterNotice({ onHide }: { onHide(): void }) {
  const [linesOpen, setLinesOpen] = useState(false);
  return (
    <section
      aria-label="Supporting your chat partner"
      className="flex items-start gap-3 border-b border-indigo-100 bg-indigo-50 px-4 py-2 text-sm text-indigo-950 sm:py-3"
    >
      <HeartHandshake className="mt-0.5 size-4 shrink-0 text-indigo-700" aria-hidden="true" />
      <div className="flex-1">
        <h2 className="font-medium">{SUPPORTER_NOTICE.title}</h2>
        <p className="mt-0.5">{SUPPORTER_NOTICE.support}</p>
        <p className="mt-0.5">{SUPPORTER_NOTICE.forYou}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setLinesOpen(true)}
            className={`rounded-full bg-indigo-700 px-3 py-1 font-medium text-white hover:bg-indigo-800 ${FOCUS_RING_OFFSET}`}
          >
            Help lines
          </button>
          <button
            type="button"
            onClick={onHide}
            className={`rounded-full border border-indigo-200 bg-white px-3 py-1 hover:bg-indigo-100 ${FOCUS_RING}`}
          >
            Hide
          </button>
        </div>
      </div>
      <Dialog.Root open={linesOpen} onOpenChange={setLinesOpen}>
        <DialogContent {...SUPPORTER_LINES}>
          <CrisisHelp />
        </DialogContent>
      </Dialog.Root>
    </section>
  );
}
