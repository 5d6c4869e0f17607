/**
 * A moderator's decision on a report: warn, suspend for a number of days, or ban the reported
 * person (with the reason category they will be shown), or dismiss the report. The server checks
 * the admin role and every value; its sentence is shown when it refuses. A suspension or a ban ends
 * the person's chats at once (lifting it later, under Sanctions, does not reopen them): each is
 * asked for twice (ConfirmDialog).
 */
import { useId, useState } from "react";
import { MAX_SUSPENSION_DAYS, ModerationAction, SANCTION_REASONS } from "@shared/moderation-api";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/lib/toast";
import { useSubmit } from "@/lib/use-submit";
import { useModerationAction } from "./admin-api";

const DONE: Record<ModerationAction["action"], string> = {
  warn: "Warning sent: they will read it before their next chat.",
  suspend: "Suspended: their chats have ended.",
  ban: "Banned: their chats have ended.",
  dismiss: "Report dismissed.",
};

type Sanction = Extract<ModerationAction, { action: "suspend" | "ban" }>;

/** The question before a suspension or a ban: what it does, in plain words. */
function question(sanction: Sanction) {
  const shown = `They are shown the reason: ${sanction.reason}.`;
  if (sanction.action === "ban")
    return {
      title: "Ban this person?",
      description: `Their open chats end now, and they cannot chat on Kindred again unless a moderator lifts the ban. ${shown} Their ended chats stay ended.`,
      confirm: "Ban",
    };
  const days = sanction.days === 1 ? "1 day" : `${sanction.days} days`;
  return {
    title: `Suspend this person for ${days}?`,
    description: `Their open chats end now, and they cannot chat on Kindred for ${days}. ${shown} Their ended chats stay ended.`,
    confirm: "Suspend",
  };
}

const select =
  "rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500";

export function ModerationActions({ reportId }: { reportId: string }) {
  const act = useModerationAction(reportId);
  const deciding = useSubmit({ failure: { toast: "The action was not taken" } });
  const [reason, setReason] = useState<(typeof SANCTION_REASONS)[number]>(SANCTION_REASONS[0]);
  const [days, setDays] = useState("7");
  const reasonId = useId();
  const daysId = useId();
  const [asking, setAsking] = useState<Sanction | null>(null);
  const run = (action: ModerationAction) =>
    void deciding.run(async () => {
      await act.mutateAsync(action);
      toast.success(DONE[action.action]);
    });
  return (
    <fieldset
      disabled={deciding.pending}
      className="mt-3 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3"
    >
      <legend className="sr-only">Decide on this report</legend>
      <div className="flex flex-col">
        <label htmlFor={reasonId} className="text-xs text-slate-600">
          Reason shown to them
        </label>
        <select
          id={reasonId}
          className={select}
          value={reason}
          onChange={(e) => setReason(e.target.value as typeof reason)}
        >
          {SANCTION_REASONS.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </div>
      <Button variant="secondary" size="sm" onClick={() => run({ action: "warn", reason })}>
        Warn
      </Button>
      <div className="flex flex-col">
        <label htmlFor={daysId} className="text-xs text-slate-600">
          Days
        </label>
        <input
          id={daysId}
          type="number"
          min={1}
          max={MAX_SUSPENSION_DAYS}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          className={`${select} w-20`}
        />
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          const suspension = { action: "suspend", reason, days: Number(days) } as const;
          // Days the server would refuse (empty, 0, too many): nothing to confirm, its sentence says why.
          if (ModerationAction.safeParse(suspension).success) setAsking(suspension);
          else run(suspension);
        }}
      >
        Suspend
      </Button>
      <Button variant="destructive" size="sm" onClick={() => setAsking({ action: "ban", reason })}>
        Ban
      </Button>
      <Button variant="ghost" size="sm" onClick={() => run({ action: "dismiss" })}>
        Dismiss
      </Button>
      {asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          {...question(asking)}
          cancel="Cancel"
          onConfirm={() => run(asking)}
        />
      )}
    </fieldset>
  );
}
