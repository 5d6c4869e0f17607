/** `/pricing` — Early Bird (open now), Free Trial and Standard (coming soon), PRODUCT.md §2 and §9. */
import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { LIMITS } from "@shared/limits";
import { buttonClass } from "@/components/ui/button";
import { PlanCard, type Plan } from "@/features/pricing/PlanCard";
import { useEarlyAccess } from "@/features/pricing/use-early-access";
import { useMe } from "@/lib/session";

const tokens = `${LIMITS.newUserTokens} reconnect tokens`;

export function PricingPage() {
  const me = useMe();
  const earlyAccess = useEarlyAccess();
  // The server may be configured with another limit; the 50 of PRODUCT.md §9 is the default until it answers.
  const limit = earlyAccess.data?.limit || LIMITS.earlyAccessDefault;
  const active = Boolean(me.data) && earlyAccess.data?.open === true;

  const earlyBird: Plan = {
    name: "Early Bird",
    price: "$0",
    period: "forever",
    summary: `For the first ${limit === 1 ? "user" : `${limit} users`}: everything Kindred offers, free for as long as Kindred exists.`,
    features: [
      "Unlimited conversations in every room",
      "AI companions in every room",
      tokens,
      "Shape what we build next",
    ],
    badge: "Limited Time",
    featured: true,
    status: active ? (
      <p className="flex items-center justify-center gap-2 rounded-full bg-teal-50 px-4 py-2.5 text-sm font-semibold text-teal-800">
        <CircleCheck className="size-4" aria-hidden="true" />
        Active
      </p>
    ) : !me.isSuccess || me.data ? null : (
      <Link to="/auth?mode=signup" className={buttonClass({ className: "w-full" })}>
        Claim your place
      </Link>
    ),
  };
  const plans: Plan[] = [
    earlyBird,
    {
      name: "Free Trial",
      price: "$0",
      period: "at start",
      summary: "Try a real conversation before you decide anything.",
      features: ["1 free chat", "AI companion in your room", tokens],
      badge: "Coming Soon",
    },
    {
      name: "Standard",
      price: "$4.99",
      period: "per month",
      summary: "Steady support whenever you need it, for less than a coffee a month.",
      features: ["Unlimited conversations", "AI companions in every room", tokens, "Cancel any time"],
      badge: "Coming Soon",
    },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-indigo-950 sm:text-5xl">Simple, honest pricing</h1>
        <p className="mt-4 text-lg text-slate-600">
          Support should never depend on your wallet. Early members keep Kindred free, forever.
        </p>
      </div>
      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </div>
      <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-slate-600">
        Reconnect tokens let you find someone again: if you both send one after a chat, we match you again within 24
        hours.
      </p>
    </div>
  );
}
