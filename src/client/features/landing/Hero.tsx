/** The hero: the typed headline, the static listener claim and the way into the rooms. */
import { ArrowDown, Users } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { useTypewriter } from "./use-typewriter";

const WORDS = ["Mental Health", "Empathy", "Purpose"] as const;
const PHRASE = "Chat roulette meets";

export function Hero({ onStart }: { onStart: () => void }) {
  const typed = useTypewriter(WORDS);

  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-24 -left-24 size-96 rounded-full bg-indigo-300/30 blur-3xl" />
        <div className="absolute top-10 -right-24 size-96 rounded-full bg-teal-200/40 blur-3xl" />
        <div className="absolute -bottom-32 left-1/3 size-80 rounded-full bg-rose-200/40 blur-3xl" />
      </div>
      <div className="relative mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 pb-12 text-center sm:pt-24 sm:pb-16">
        <p className="rounded-full border border-indigo-100 bg-white/80 px-4 py-1.5 text-sm font-medium text-indigo-700 shadow-xs">
          Anonymous · One-to-one · Kind by design
        </p>
        {/* Screen readers get the whole phrase once instead of a word spelled out letter by letter. */}
        <h1
          aria-label={`${PHRASE} ${WORDS.slice(0, -1).join(", ")} and ${WORDS.at(-1)}`}
          className="mt-6 text-4xl leading-tight font-bold tracking-tight text-indigo-950 sm:text-6xl"
        >
          <span aria-hidden="true">
            {PHRASE}
            <br />
            <span className="bg-gradient-to-r from-indigo-600 via-violet-600 to-teal-600 bg-clip-text text-transparent">
              {typed}
            </span>
            <span className="caret-blink ml-0.5 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] rounded-full bg-indigo-500" />
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-600">
          A calmer, safer alternative to random chat. Pick a themed room, check in with yourself, and talk one-to-one
          with a real person who wants to listen — with a gentle AI companion keeping you company.
        </p>
        <p className="mt-6 flex items-center gap-2 text-sm font-medium text-teal-800">
          <span className="relative flex size-2.5">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-teal-400 opacity-60" />
            <span className="relative inline-flex size-2.5 rounded-full bg-teal-500" />
          </span>
          <Users className="size-4" aria-hidden="true" />
          {LIMITS.heroListeners} people listening
        </p>
        <Button size="lg" className="mt-8" onClick={onStart}>
          Start a Conversation
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
