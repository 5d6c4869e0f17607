/**
 * A moderator's decision on a report: warn, suspend for a number of days, or ban the reported
 * person (with the reason category they will be shown, starting at the one the report points to,
 * or at none), or dismiss the report; each asked for twice (moderation-questions.ts). On Kindred's
 * report that someone is under age only a decision about age fits: dismiss (an adult) or close the
 * account as under age. The server checks the admin role and every one of these rules; its sentence
 * is shown when it refuses. A crisis behind the report (the card's notes) is said again in the
 * question before a warning, suspension or ban.
 */
import { useId, useState } from "react";
import {
  MAX_SUSPENSION_DAYS,
  ModerationAction,
  SANCTION_REASONS,
  UNDER_AGE_SANCTION_REASON,
  type QueuedReport,
  type SanctionReason,
} from "@shared/moderation-api";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/lib/toast";
import { useSubmit } from "@/lib/use-submit";
import { useModerationAction } from "./admin-api";
import { questionFor } from "./moderation-questions";

const DONE: Record<ModerationAction["action"], string> = {
  warn: "Warning sent: they will read it before their next chat.",
  suspend: "Suspended: their chats have ended.",
  ban: "Banned: their chats have ended.",
  dismiss: "Report dismissed.",
};

const select =
  "rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500";

type Props = {
  report: Pick<QueuedReport, "id" | "aboutAge" | "suggestedReason">;
  /** The card's crisis notes (crisis-context.ts), said again before a sanction: they give pause, never block. */
  crisisNotes?: string[];
};

export function ModerationActions({ report, crisisNotes = [] }: Props) {
  const act = useModerationAction(report.id);
  const deciding = useSubmit({ failure: { toast: "The action was not taken" } });
  const [reason, setReason] = useState<SanctionReason | "">(report.suggestedReason ?? "");
  const [days, setDays] = useState("7");
  const reasonId = useId();
  const daysId = useId();
  const hintId = useId();
  const [asking, setAsking] = useState<ModerationAction | null>(null);
  const run = (action: ModerationAction) =>
    void deciding.run(async () => {
      await act.mutateAsync(action);
      toast.success(DONE[action.action]);
    });
  // Days the server would refuse (empty, 0, too many): nothing to confirm, its sentence says why.
  const ask = (action: ModerationAction) =>
    ModerationAction.safeParse(action).success ? setAsking(action) : run(action);
  const question = asking && questionFor(asking, report.aboutAge);
  const confirmation = asking && question && (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && setAsking(null)}
      {...question}
      description={
        asking.action !== "dismiss" && crisisNotes.length > 0 ? (
          <>
            <span className="mb-2 block font-medium text-rose-800">{crisisNotes.join(" ")}</span>
            {question.description}
          </>
        ) : (
          question.description
        )
      }
      cancel="Cancel"
      onConfirm={() => run(asking)}
    />
  );
  const box = "mt-3 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3";
  if (report.aboutAge)
    return (
      <fieldset disabled={deciding.pending} className={box}>
        <legend className="sr-only">Decide about their age</legend>
        <Button variant="secondary" size="sm" onClick={() => ask({ action: "dismiss" })}>
          Dismiss: they are an adult
        </Button>
        <Button
          variant="destructive"
          size="sm"
          onClick={() => ask({ action: "ban", reason: UNDER_AGE_SANCTION_REASON })}
        >
          Close account: under age
        </Button>
        {confirmation}
      </fieldset>
    );
  const forAge = reason === UNDER_AGE_SANCTION_REASON;
  return (
    <fieldset disabled={deciding.pending} className={box}>
      <legend className="sr-only">Decide on this report</legend>
      <div className="flex flex-col">
        <label htmlFor={reasonId} className="text-xs text-slate-600">
          Reason shown to them
        </label>
        <select
          id={reasonId}
          className={select}
          value={reason}
          aria-describedby={forAge ? hintId : undefined}
          onChange={(e) => setReason(e.target.value as SanctionReason | "")}
        >
          <option value="" disabled>
            Choose a reason
          </option>
          {SANCTION_REASONS.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={!reason || forAge}
        onClick={() => reason && ask({ action: "warn", reason })}
      >
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
        disabled={!reason || forAge}
        onClick={() => reason && ask({ action: "suspend", reason, days: Number(days) })}
      >
        Suspend
      </Button>
      <Button
        variant="destructive"
        size="sm"
        disabled={!reason}
        onClick={() => reason && ask({ action: "ban", reason })}
      >
        Ban
      </Button>
      <Button variant="ghost" size="sm" onClick={() => ask({ action: "dismiss" })}>
        Dismiss
      </Button>
      {forAge && (
        <p id={hintId} className="w-full text-xs text-slate-600">
          Age is decided with a ban, which closes the account: a warning or a suspension would let them back into chats.
        </p>
      )}
      {confirmation}
    </fieldset>
  );
}
