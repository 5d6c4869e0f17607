/**
 * "Delete account": what happens, in plain words, then the password again (so that someone at an
 * unlocked screen cannot do it) and a destructive confirm. On success this page forgets the person
 * and goes home, signed out.
 */
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { DialogContent } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { outbox } from "@/lib/outbox";
import { useForgetSession } from "@/lib/session";
import { resetSocket } from "@/lib/socket";
import { useSubmit } from "@/lib/use-submit";
import { deleteAccount } from "./account-api";

const WHAT_HAPPENS = [
  "Your account, profile, tokens and reviews are deleted, and you are signed out on every device.",
  "A chat you are in now ends, as if you had left it.",
  "In past chats your messages stay with the other person, but nothing links them to you any more.",
  "Reports and theme suggestions you sent stay with our moderators, without your name.",
];

export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  const [password, setPassword] = useState("");
  const deleting = useSubmit({ failure: "inline" });

  const change = (next: boolean) => {
    if (!next) {
      setPassword("");
      deleting.clearError();
    }
    onOpenChange(next);
  };

  async function submit() {
    await deleteAccount({ password });
    await forgetSession();
    resetSocket();
    // Messages this browser still held for sending belonged to the deleted account.
    outbox.clear();
    change(false);
    toast.success("Your account has been deleted");
    navigate("/", { replace: true });
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <DialogContent title="Delete your account?" description="This cannot be undone.">
        <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
          {WHAT_HAPPENS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          To keep a copy, choose &ldquo;Download my data&rdquo; in the profile menu first.
        </p>
        <form onSubmit={deleting.handleSubmit(submit)} className="mt-5 flex flex-col gap-4">
          <TextField
            label="Your password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            maxLength={LIMITS.password.max}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {deleting.error && (
            <p role="alert" className="text-sm text-rose-700">
              {deleting.error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button type="submit" variant="destructive" disabled={deleting.pending || password.length === 0}>
              {deleting.pending ? "Deleting…" : "Delete my account"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog.Root>
  );
}
