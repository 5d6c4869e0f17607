/** Asks for a reset e-mail. The answer never says whether the account exists, so nobody can probe for one. */
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import { useSubmit } from "@/lib/use-submit";
import { EmailField } from "./EmailField";
import { requestPasswordReset } from "./auth-api";

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState("");
  const submitting = useSubmit({ failure: { toast: "Error" } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A prerendered form takes no input and cannot be submitted before it is hydrated (useHydrated).
  const ready = useHydrated();

  async function submit() {
    await requestPasswordReset(email.trim());
    setSentTo(email.trim());
  }

  const back = (
    <button
      type="button"
      onClick={onBack}
      className="self-center rounded text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
    >
      Back to sign in
    </button>
  );

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <div className="flex gap-3 rounded-2xl bg-teal-50 p-4 text-teal-900">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            If an account exists for <strong className="wrap-anywhere">{sentTo}</strong>, we've sent a link to reset
            your password. It can take a minute to arrive.
          </p>
        </div>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={submitting.handleSubmit(submit)} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">Enter your e-mail and we'll send you a link to choose a new password.</p>
      <EmailField value={email} onChange={setEmail} readOnly={!ready} />
      <Button type="submit" size="lg" disabled={submitting.pending || !ready} className="w-full">
        {submitting.pending ? "Sending…" : "Send reset link"}
      </Button>
      {back}
    </form>
  );
}
