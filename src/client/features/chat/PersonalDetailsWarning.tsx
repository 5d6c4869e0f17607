/**
 * The calm word before contact details reach a stranger: it names what the message seems to hold
 * and why that can put the sender at risk (or, for a request of someone's details, photos, school
 * or whereabouts, why asking can frighten or endanger them), and offers Edit (back to the message, text intact) or
 * Send anyway. The server refuses such a message without that choice, so this is the only way on.
 */
import { useEffect, useId, useRef } from "react";
import { ShieldAlert } from "lucide-react";
import { Button, buttonClass } from "@/components/ui/button";
import { describePersonalDetails, personalDetailsRisk, type PersonalDetail } from "@shared/personal-details-text";

interface Props {
  details: PersonalDetail[];
  onEdit(): void;
  onSendAnyway(): void;
}

export function PersonalDetailsWarning({ details, onEdit, onSendAnyway }: Props) {
  const titleId = useId();
  const bodyId = useId();
  const edit = useRef<HTMLButtonElement>(null);
  // The sender was about to press Enter: their next key should land on a choice, not send again.
  useEffect(() => edit.current?.focus(), []);

  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={(event) => {
        if (event.key === "Escape") onEdit();
      }}
      className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-slate-800"
    >
      <p id={titleId} className="flex items-center gap-2 font-medium">
        <ShieldAlert className="size-4 text-amber-700" aria-hidden="true" />
        This message seems to contain {describePersonalDetails(details)}.
      </p>
      <div id={bodyId} className="mt-1 text-sm text-slate-700">
        <p>{personalDetailsRisk(details)}</p>
        <p className="mt-1">
          Found: <span className="font-medium break-all">{details.map((detail) => detail.text).join(", ")}</span>
        </p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button ref={edit} type="button" className={buttonClass({ size: "sm" })} onClick={onEdit}>
          Edit
        </button>
        <Button variant="secondary" size="sm" onClick={onSendAnyway}>
          Send anyway
        </Button>
      </div>
    </div>
  );
}
