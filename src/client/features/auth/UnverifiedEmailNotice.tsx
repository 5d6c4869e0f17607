/**
 * Shown in the sign-in form when the password was right but the address is not verified yet: the
 * server's sentence, and a button that asks for a new link (the first lasts an hour, and can go astray).
 * The server answers the same for any address, so nothing here depends on what it knows.
 */
import { Mail, MailCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useSubmit } from "@/lib/use-submit";
import { requestVerificationLink } from "./auth-api";

export function UnverifiedEmailNotice({ email, message }: { email: string; message: string }) {
  const [sent, setSent] = useState(false);
  const sending = useSubmit({ failure: "inline" });

  async function send() {
    await requestVerificationLink(email);
    setSent(true);
  }

  if (sent) {
    return (
      <div className="flex gap-3 rounded-2xl bg-teal-50 p-4 text-sm text-teal-900" role="status">
        <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          We've sent a new link to <strong className="wrap-anywhere">{email}</strong>. It can take a minute to arrive
          (if it isn't in your inbox, look in spam). Opening it verifies your address and signs you in.
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-indigo-50 p-4 text-sm text-indigo-950" role="status">
      <div className="flex gap-3">
        <Mail className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{message}</p>
      </div>
      {sending.error && (
        <p className="text-rose-700" role="alert">
          {sending.error}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={sending.pending}
        onClick={() => void sending.run(send)}
      >
        {sending.pending ? "Sending…" : "Send a new link"}
      </Button>
    </div>
  );
}
