/**
 * Asked once of members who joined before Kindred asked anyone's age, before they can chat. An adult
 * goes on to the page they came for; an answer under the minimum age leaves the account unable to
 * chat (the server signs the browser out, and says how to delete the account with its password) and
 * shows where young people can turn instead.
 */
import { useState } from "react";
import type { AgeAnswer } from "@shared/age";
import { routes } from "@shared/routes";
import { call } from "@/lib/api";
import { useRefreshMe } from "@/lib/session";
import { useSubmit } from "@/lib/use-submit";
import { Button } from "../ui/button";
import { AgeFields, answerOf, EMPTY_AGE_ANSWER } from "./AgeFields";
import { UnderAgeNotice } from "./UnderAgeNotice";

export function AgeQuestion() {
  const refreshMe = useRefreshMe();
  const [draft, setDraft] = useState(EMPTY_AGE_ANSWER);
  const [underAge, setUnderAge] = useState<string | null>(null);
  const answering = useSubmit({ failure: "inline", onRefusal: { "under-age": setUnderAge } });

  async function submit() {
    // Sent as answered, unchecked: the server's refusal (terms not accepted, a date that is not one)
    // is the sentence the person reads, the same one the sign-up form shows.
    await call(routes.meAge, { body: answerOf(draft) as AgeAnswer });
    await refreshMe();
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-br from-indigo-50 via-white to-rose-50 px-4 py-10">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white/90 p-6 shadow-sm sm:p-8">
        {underAge ? (
          <UnderAgeNotice message={underAge} />
        ) : (
          <form onSubmit={answering.handleSubmit(submit)} className="flex flex-col gap-4">
            <h1 className="text-xl font-semibold text-slate-900">One question before you chat</h1>
            <p className="text-slate-700">
              Kindred is for adults only. Please tell us your date of birth; we ask once, and keep only that you
              answered, not the date.
            </p>
            <AgeFields value={draft} onChange={setDraft} />
            {answering.error && (
              <p role="alert" className="text-sm text-rose-700">
                {answering.error}
              </p>
            )}
            <Button type="submit" size="lg" disabled={answering.pending}>
              {answering.pending ? "Please wait…" : "Continue"}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
