/** `/about` — why Kindred exists: old random chat against Kindred, a manifesto and a vision. */
import { Check, HeartHandshake, Sparkles, X } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";

const OLD_WAY = [
  "Strangers on camera, a click away from anything",
  "Skipped in seconds, judged on a face",
  "Nobody looking out for you",
  "Conversations that leave you feeling worse",
];

const KINDRED_WAY = [
  "Anonymous text: no camera, no name, no profile",
  "Rooms built around what you are going through",
  "A gentle AI companion in every room, and crisis support when it matters",
  "Filters and reviews that keep the space kind",
];

const MANIFESTO = [
  "Everyone deserves to be heard, especially at 3 a.m.",
  "Listening is a skill, and a gift, that anyone can give.",
  "Anonymity is not a mask to hide behind; it is permission to be honest.",
  "Kindness is not a feature. It is the whole point.",
  "We will never sell your attention, your data or your worst days.",
];

export function AboutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-indigo-950 sm:text-5xl">About Kindred</h1>
        <p className="mt-4 text-lg text-slate-600">
          Random chat sites proved that strangers will talk to each other. We think they can also look after each other.
        </p>
      </header>

      <section aria-labelledby="compare-title" className="mt-14">
        <h2 id="compare-title" className="sr-only">
          Old random chat compared with Kindred
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <ComparisonCard title="Old random chat" items={OLD_WAY} tone="old" />
          <ComparisonCard title="Kindred" items={KINDRED_WAY} tone="new" />
        </div>
      </section>

      <section
        aria-labelledby="manifesto-title"
        className="mt-16 rounded-3xl bg-gradient-to-br from-indigo-600 via-violet-600 to-teal-600 p-8 text-white shadow-xl shadow-indigo-900/10 sm:p-12"
      >
        <HeartHandshake className="size-10 text-white/90" aria-hidden="true" />
        <h2 id="manifesto-title" className="mt-4 text-3xl font-bold">
          Our manifesto
        </h2>
        <ol className="mt-6 flex flex-col gap-4 text-lg text-indigo-50">
          {MANIFESTO.map((line, i) => (
            <li key={line} className="flex gap-4">
              <span className="font-semibold text-white/70" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </span>
              {line}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="vision-title" className="mt-16 grid gap-8 md:grid-cols-[1fr_1.4fr]">
        <div>
          <Sparkles className="size-8 text-rose-500" aria-hidden="true" />
          <h2 id="vision-title" className="mt-3 text-3xl font-bold text-indigo-950">
            Our vision
          </h2>
        </div>
        <div className="flex flex-col gap-4 text-slate-700">
          <p>
            We imagine a world where nobody has to carry a hard night alone: where, whatever the hour, there is a kind
            stranger a few seconds away who has been there too.
          </p>
          <p>
            Kindred is not therapy and never pretends to be. It is the conversation before, after or between: peer
            support that is easy to reach, safe by design, and honest about what AI can and cannot do.
          </p>
          <p>
            We are building it slowly and carefully, with the people who use it. If that sounds like your kind of place,
            come and help shape it.
          </p>
          <Link to="/" className={buttonClass({ className: "mt-2 self-start" })}>
            Find your room
          </Link>
        </div>
      </section>
    </div>
  );
}

function ComparisonCard({ title, items, tone }: { title: string; items: string[]; tone: "old" | "new" }) {
  const isNew = tone === "new";
  const Icon = isNew ? Check : X;
  return (
    <article
      className={`rounded-3xl border p-6 sm:p-8 ${
        isNew ? "border-teal-200 bg-white shadow-lg shadow-teal-900/5" : "border-slate-200 bg-slate-100/70"
      }`}
    >
      <h3 className={`text-xl font-semibold ${isNew ? "text-teal-900" : "text-slate-700"}`}>{title}</h3>
      <ul className="mt-5 flex flex-col gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <span
              className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ${
                isNew ? "bg-teal-100 text-teal-700" : "bg-rose-100 text-rose-700"
              }`}
            >
              <Icon className="size-3.5" aria-hidden="true" />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </article>
  );
}
