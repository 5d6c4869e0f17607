/** The AI Guardian's conversation idea card: a gentle opener from the room's theme, one at a time. */
import { useState } from "react";
import { Lightbulb } from "lucide-react";
import { FOCUS_RING } from "@/components/ui/focus-ring";

interface Props {
  ideas: string[];
  onUse(idea: string): void;
  onDismiss(): void;
}

const button = `rounded-full px-3 py-1.5 text-sm ${FOCUS_RING}`;

export function IdeaCard({ ideas, onUse, onDismiss }: Props) {
  const [index, setIndex] = useState(0);
  const idea = ideas[index % ideas.length]!;
  return (
    <section
      aria-label="Conversation idea"
      className="mx-auto mb-2 w-full max-w-2xl rounded-2xl border border-violet-200 bg-violet-50 p-4"
    >
      <p className="flex items-center gap-2 text-xs font-medium tracking-wide text-violet-700 uppercase">
        <Lightbulb className="size-4" aria-hidden="true" /> Conversation idea
      </p>
      <p className="mt-2 text-slate-900">{idea}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => onUse(idea)}
          className={`${button} bg-violet-600 text-white hover:bg-violet-700`}
        >
          Use This Idea
        </button>
        <button
          type="button"
          onClick={() => setIndex((i) => i + 1)}
          className={`${button} border border-violet-200 bg-white text-violet-800 hover:bg-violet-100`}
        >
          Next Idea
        </button>
        <button type="button" onClick={onDismiss} className={`${button} text-slate-600 hover:bg-white`}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
