/**
 * "How it works" for newcomers. It turns its own pages every few seconds until the person takes the
 * controls (PRODUCT.md §2); closing hides it for this visit, "Don't show again" for good (localStorage).
 */
import { ChevronLeft, ChevronRight, HeartHandshake, MessageCircleHeart, Sparkles, Users, X } from "lucide-react";
import { useEffect, useState } from "react";
import { LIMITS } from "@shared/limits";
import { IconButton } from "@/components/ui/icon-button";
import { local } from "@/lib/storage";
import { useHydrated } from "@/lib/use-hydrated";
import { usePrefersReducedMotion } from "@/lib/use-reduced-motion";

export const WELCOME_DISMISSED_KEY = "kindred.welcome-card.dismissed";

const STEPS = [
  {
    icon: Users,
    title: "Pick a room",
    text: "Choose the theme that fits how you feel today, from late-night thoughts to tiny wins.",
  },
  {
    icon: HeartHandshake,
    title: "Check in with yourself",
    text: "Take a breath, then say whether you want to talk, to listen, or either.",
  },
  {
    icon: MessageCircleHeart,
    title: "Meet someone kind",
    text: "We match you one-to-one with another anonymous person. The room's AI companion keeps you company while you wait and answers when you tag it.",
  },
  {
    icon: Sparkles,
    title: "Give and receive support",
    text: "Every kind conversation earns compassion points, our way of saying thank you for showing up for others.",
  },
] as const;

export function WelcomeCard() {
  const [closed, setClosed] = useState(false);
  // Local storage is the browser's: the prerendered page holds the card, as for any newcomer, and
  // hydrating must too; it goes right after for a person who chose "Don't show again", who never
  // sees it meanwhile (public/welcome-dismissed.js hides it before the first paint).
  const dismissed = useHydrated() && local.get(WELCOME_DISMISSED_KEY) === "1";
  const hidden = closed || dismissed;
  const [index, setIndex] = useState(0);
  const [manual, setManual] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !manual && !reducedMotion && !hidden;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % STEPS.length), LIMITS.welcomeCardRotationMs);
    return () => window.clearInterval(timer);
  }, [rotating]);

  if (hidden) return null;

  const go = (next: number) => {
    setManual(true);
    setIndex((next + STEPS.length) % STEPS.length);
  };
  const step = STEPS[index]!;
  const Icon = step.icon;

  return (
    <section
      aria-labelledby="welcome-title"
      aria-roledescription="carousel"
      data-welcome-card
      className="mx-auto w-full max-w-2xl px-4"
    >
      <div className="relative rounded-3xl border border-indigo-100 bg-white/90 p-6 shadow-lg shadow-indigo-900/5 sm:p-8">
        <IconButton label="Close welcome card" onClick={() => setClosed(true)} className="absolute top-3 right-3">
          <X className="size-5" aria-hidden="true" />
        </IconButton>
        <h2 id="welcome-title" className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
          New here? How Kindred works
        </h2>
        {/* Announce pages only once the person drives the card; auto-turning pages would chatter. */}
        <div
          aria-live={rotating ? "off" : "polite"}
          aria-roledescription="slide"
          aria-label={`Step ${index + 1} of ${STEPS.length}`}
          role="group"
          className="mt-4 flex min-h-28 gap-4"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-indigo-100 to-teal-100 text-indigo-700">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold text-slate-900">
              {index + 1}. {step.title}
            </p>
            <p className="mt-1 text-slate-600">{step.text}</p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-1">
            <IconButton label="Previous step" onClick={() => go(index - 1)} {...arrow}>
              <ChevronLeft className="size-5" aria-hidden="true" />
            </IconButton>
            {STEPS.map((s, i) => (
              <button
                key={s.title}
                type="button"
                onClick={() => go(i)}
                aria-label={`Show step ${i + 1}: ${s.title}`}
                aria-current={i === index ? "step" : undefined}
                className="grid size-8 place-items-center rounded-full"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${i === index ? "w-5 bg-indigo-600" : "w-2 bg-slate-300"}`}
                />
              </button>
            ))}
            <IconButton label="Next step" onClick={() => go(index + 1)} {...arrow}>
              <ChevronRight className="size-5" aria-hidden="true" />
            </IconButton>
          </div>
          <button
            type="button"
            onClick={() => {
              local.set(WELCOME_DISMISSED_KEY, "1");
              setClosed(true);
            }}
            className="rounded-full px-3 py-2 text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
          >
            Don't show again
          </button>
        </div>
      </div>
    </section>
  );
}

/** The carousel's previous and next buttons. */
const arrow = { size: "sm", tone: "plain", className: "hover:text-slate-900" } as const;
