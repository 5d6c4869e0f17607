/**
 * A report for the moderators (a reason and a note): offered after blocking, and on its own from the
 * chat's menu (the chat goes on) or, once the chat has ended, from its page and the end-chat screen.
 */
import { Dialog } from "radix-ui";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { useSubmit } from "@/lib/use-submit";
import { REPORT_REASONS, type ReportBody } from "@shared/after-chat-api";
import { DialogContent } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { FOCUS_RING, FOCUS_RING_OFFSET } from "@/components/ui/focus-ring";

/**
 * When the report is offered: in a chat that goes on, after it ended, or just after a block (the chat
 * has ended and skipping moves on).
 */
export type ReportMoment = "chat-going" | "chat-ended" | "after-block";

const WORDS: Record<ReportMoment, { title: string; description: string }> = {
  "chat-going": {
    title: "Report this person",
    description:
      "Tell our moderators what happened. They will read this chat; the other person is not told, and the chat goes on until you end it.",
  },
  "chat-ended": {
    title: "Report this person",
    description: "Tell our moderators what happened. They will read this chat; the other person is not told.",
  },
  "after-block": {
    title: "User blocked",
    description: "You won't be matched with this person again. Would you like to tell our moderators what happened?",
  },
};

interface Props {
  open: boolean;
  moment: ReportMoment;
  onSend(body: ReportBody): Promise<unknown>;
  onDone(): void;
}

export function ReportDialog({ open, moment, onSend, onDone }: Props) {
  const [reason, setReason] = useState<ReportBody["reason"] | null>(null);
  const [note, setNote] = useState("");
  const sending = useSubmit({ failure: { toast: "Could not send the report" } });

  const send = async () => {
    if (!reason) return;
    await onSend({ reason, note: note.trim() || undefined });
    toast("Report sent", { description: "Thank you. Our moderators will look into it." });
    onDone();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDone()}>
      <DialogContent {...WORDS[moment]}>
        <fieldset className="mt-4 flex flex-col gap-2">
          <legend className="sr-only">Reason</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="reason"
                checked={reason === option}
                onChange={() => setReason(option)}
                className="accent-indigo-600"
              />
              {option}
            </label>
          ))}
        </fieldset>
        <div className="mt-3">
          <TextAreaField
            label="Note (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={1000}
            rows={3}
          />
        </div>
        <div className="mt-5 flex justify-end gap-2">
          <button
            type="button"
            onClick={onDone}
            className={`rounded-full border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50 ${FOCUS_RING}`}
          >
            {moment === "after-block" ? "Skip" : "Cancel"}
          </button>
          <button
            type="button"
            onClick={() => void sending.run(send)}
            disabled={!reason || sending.pending}
            className={`rounded-full bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 ${FOCUS_RING_OFFSET} disabled:opacity-50`}
          >
            Send report
          </button>
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}
