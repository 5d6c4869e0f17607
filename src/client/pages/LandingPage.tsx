/** `/` — hero, how-it-works card, the room catalogue and the suggest-a-theme form. */
import { useRef } from "react";
import { ThemeCatalogue } from "@/features/landing/ThemeCatalogue";
import { Hero } from "@/features/landing/Hero";
import { ReunionBanner } from "@/features/landing/ReunionBanner";
import { SuggestThemeForm } from "@/features/landing/SuggestThemeForm";
import { WelcomeCard } from "@/features/landing/WelcomeCard";
import { useVerificationLinkError } from "@/features/auth/use-verification-link-error";
import { useMe } from "@/lib/session";
import { usePrefersReducedMotion } from "@/lib/use-reduced-motion";

export function LandingPage() {
  const me = useMe();
  const reducedMotion = usePrefersReducedMotion();
  // A verification link that failed comes back here (its callback): say why, and the way on.
  useVerificationLinkError();
  const themesRef = useRef<HTMLDivElement>(null);
  // Unknown while the session loads, or when it could not be read (the layout says so).
  const signedIn = me.isSuccess ? Boolean(me.data) : undefined;

  const scrollToThemes = () => {
    const target = themesRef.current;
    if (!target) return;
    target.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    // Move keyboard focus along with the view, without a second jump.
    target.focus({ preventScroll: true });
  };

  return (
    <>
      <Hero onStart={scrollToThemes} />
      {me.data && <ReunionBanner />}
      <WelcomeCard />
      <div ref={themesRef} tabIndex={-1} className="scroll-mt-8 outline-none">
        <ThemeCatalogue signedIn={signedIn} />
      </div>
      <SuggestThemeForm signedIn={signedIn} />
    </>
  );
}
