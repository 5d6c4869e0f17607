/**
 * The suspensions and bans in force, newest first: who (a short anonymous id), what, why, until
 * when, and a way to lift each one early with a reason. Lifting is asked for twice
 * (ConfirmDialog); the server checks the admin role, the reason and that the sanction is still in
 * force, and its sentence is shown when it refuses. The person may chat again at once.
 */
import { useId, useState } from "react";
import { LiftSanctionBody, MAX_LIFT_REASON_CHARS, type SanctionInForce } from "@shared/sanctions-api";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/lib/toast";
import { useSubmit } from "@/lib/use-submit";
import { useLiftSanction, useSanctions } from "./admin-api";
import { dateTime } from "./format";
import { Empty, LoadError, Loading } from "./Panel";

export function SanctionsList() {
  const sanctions = useSanctions();
  if (sanctions.isPending) return <Loading label="Loading the sanctions in force" rows={2} />;
  if (sanctions.isError) return <LoadError what="the sanctions" onRetry={() => void sanctions.refetch()} />;
  if (sanctions.data.sanctions.length === 0) return <Empty>Nobody is suspended or banned.</Empty>;
  return (
    <ul className="flex flex-col gap-3">
      {sanctions.data.sanctions.map((sanction) => (
        <li key={sanction.id}>
          <SanctionItem sanction={sanction} />
        </li>
      ))}
    </ul>
  );
}

const field =
  "w-full rounded-2xl border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500";

function SanctionItem({ sanction }: { sanction: SanctionInForce }) {
  const lift = useLiftSanction(sanction.id);
  const lifting = useSubmit({ failure: { toast: "The sanction was not lifted" } });
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const what = sanction.kind === "ban" ? "Banned" : "Suspended";
  const run = () =>
    void lifting.run(async () => {
      await lift.mutateAsync(reason);
      toast.success(
        sanction.kind === "ban" ? "Ban lifted: they can chat again." : "Suspension lifted: they can chat again.",
      );
    });
  return (
    <article aria-label={`${what}: ${sanction.person}`} className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-medium text-slate-900">
          {what} <code className="font-mono">{sanction.person}</code>
        </h3>
        <p className="text-xs text-slate-500">
          Since <time dateTime={sanction.createdAt}>{dateTime(sanction.createdAt)}</time>
          {sanction.endsAt && (
            <>
              {" "}
              · until <time dateTime={sanction.endsAt}>{dateTime(sanction.endsAt)}</time>
            </>
          )}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">{sanction.reason}</p>
      <fieldset
        disabled={lifting.pending}
        className="mt-3 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3"
      >
        <legend className="sr-only">Lift this sanction</legend>
        <div className="flex min-w-56 flex-1 flex-col">
          <label htmlFor={reasonId} className="text-xs text-slate-600">
            Why lift it (kept in the audit log)
          </label>
          <input
            id={reasonId}
            value={reason}
            maxLength={MAX_LIFT_REASON_CHARS}
            onChange={(e) => setReason(e.target.value)}
            className={field}
          />
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            // No reason (or too long): nothing to confirm, the server's sentence says why.
            if (LiftSanctionBody.safeParse({ reason }).success) setAsking(true);
            else run();
          }}
        >
          Lift
        </Button>
      </fieldset>
      {asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(false)}
          title={sanction.kind === "ban" ? "Lift this ban?" : "Lift this suspension?"}
          description={`${sanction.person} can match and chat on Kindred again at once. Chats that ended when they were sanctioned stay ended.`}
          cancel="Cancel"
          confirm="Lift"
          onConfirm={run}
        />
      )}
    </article>
  );
}
