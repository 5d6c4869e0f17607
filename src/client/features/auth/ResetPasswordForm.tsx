/** Choose a new password with the token from the reset e-mail, then sign in with it. */
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useSubmit } from "@/lib/use-submit";
import { resetPassword } from "./auth-api";

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const submitting = useSubmit({ failure: { toast: "Error" } });
  const mismatch = confirm.length > 0 && confirm !== password;

  async function submit() {
    if (password !== confirm) return;
    await resetPassword(token, password);
    toast.success("Password updated", { description: "You can now sign in with your new password." });
    navigate("/auth", { replace: true });
  }

  return (
    <form onSubmit={submitting.handleSubmit(submit)} className="flex flex-col gap-4">
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={LIMITS.password.min}
        maxLength={LIMITS.password.max}
        hint={`At least ${LIMITS.password.min} characters.`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        aria-invalid={mismatch}
        hint={mismatch ? "The two passwords do not match yet." : undefined}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <Button type="submit" size="lg" disabled={submitting.pending || mismatch} className="mt-2 w-full">
        {submitting.pending ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}
