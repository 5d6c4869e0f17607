/**
 * Asked once of members who joined before Kindred asked anyone's age, before they can chat. An adult
 * goes on to the page they came for; an answer under the minimum age ends the account (the server
 * deletes it and signs the browser out) and shows where young people can turn instead.
 */
import { useState, type FormEvent } from "react";
import { api } from "../../lib/api";
import { HttpError } from "../../lib/http";
import { useRefreshMe } from "../../lib/session";
import { Button } from "../ui/button";
import { AgeFields, answerOf, EMPTY_AGE_ANSWER } from "./AgeFields";
import { UnderAgeNotice } from "./UnderAgeNotice";

export function AgeQuestion() {
  const refreshMe = useRefreshMe();
  const [draft, setDraft] = useState(EMPTY_AGE_ANSWER);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [underAge, setUnderAge] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.send("/api/me/age", answerOf(draft));
      await refreshMe();
    } catch (failure) {
      if (failure instanceof HttpError && failure.code === "under-age") setUnderAge(failure.message);
      else setError(failure instanceof Error ? failure.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-br from-indigo-50 via-white to-rose-50 px-4 py-10">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white/90 p-6 shadow-sm sm:p-8">
        {underAge ? (
          <UnderAgeNotice message={underAge} />
        ) : (
          <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <h1 className="text-xl font-semibold text-slate-900">One question before you chat</h1>
            <p className="text-slate-700">
              Kindred is for adults only. Please tell us your date of birth; we ask once, and keep only that you
              answered, not the date.
            </p>
            <AgeFields value={draft} onChange={setDraft} />
            {error && (
              <p role="alert" className="text-sm text-rose-700">
                {error}
              </p>
            )}
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Please wait…" : "Continue"}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
