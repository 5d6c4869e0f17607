/**
 * The chips above the message box: New Match, New Theme and AI Guardian (the last two hidden in
 * crisis mode), and Vibes and React with the pickers they open. A moderator in someone else's chat
 * has none of them.
 */
import { useState } from "react";
import { HandHeart, ShieldCheck, Shuffle, Smile, UserPlus } from "lucide-react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { ReactionPicker, VibePicker } from "./Pickers";

interface Props {
  /** New Match or New Theme is under way: both wait (PRODUCT.md §4). */
  refreshing: boolean;
  crisis: boolean;
  moderator: boolean;
  /** The chat takes no messages now: no vibes or reactions either. */
  disabled: boolean;
  ideasOpen: boolean;
  onNewMatch(): void;
  onNewTheme(): void;
  onToggleIdeas(): void;
  /** A vibe (ids joined by commas) or a reaction chosen in its picker. */
  onGesture(content: string, kind: "vibe" | "reaction"): void;
  /** A picker closed: the focus goes back to the message box. */
  onPickerClosed(): void;
}

const chip = `inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 ${FOCUS_RING} disabled:opacity-50`;

export function ComposerChips({
  refreshing,
  crisis,
  moderator,
  disabled,
  ideasOpen,
  onNewMatch,
  onNewTheme,
  onToggleIdeas,
  onGesture,
  onPickerClosed,
}: Props) {
  const [picker, setPicker] = useState<"vibes" | "reactions" | null>(null);
  return (
    <div className={moderator ? "hidden" : "flex flex-wrap gap-2"}>
      <button type="button" className={chip} onClick={onNewMatch} disabled={refreshing}>
        <UserPlus className="size-4" aria-hidden="true" /> New Match
      </button>
      {!crisis && (
        <button type="button" className={chip} onClick={onNewTheme} disabled={refreshing}>
          <Shuffle className="size-4" aria-hidden="true" /> New Theme
        </button>
      )}
      {!crisis && (
        <button type="button" className={chip} onClick={onToggleIdeas} aria-expanded={ideasOpen}>
          <ShieldCheck className="size-4" aria-hidden="true" /> AI Guardian
        </button>
      )}
      <button type="button" className={chip} onClick={() => setPicker("vibes")} disabled={disabled}>
        <Smile className="size-4" aria-hidden="true" /> Vibes
      </button>
      <button type="button" className={chip} onClick={() => setPicker("reactions")} disabled={disabled}>
        <HandHeart className="size-4" aria-hidden="true" /> React
      </button>
      <VibePicker
        open={picker === "vibes"}
        onOpenChange={(open) => setPicker(open ? "vibes" : null)}
        onPick={(ids) => onGesture(ids.join(","), "vibe")}
        onClosed={onPickerClosed}
      />
      <ReactionPicker
        open={picker === "reactions"}
        onOpenChange={(open) => setPicker(open ? "reactions" : null)}
        onPick={(id) => onGesture(id, "reaction")}
        onClosed={onPickerClosed}
      />
    </div>
  );
}
