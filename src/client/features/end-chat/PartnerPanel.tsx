/**
 * "Report or block this person" on the end-chat screen: someone the other person hurt, who then ended
 * the chat, lands here and must still be able to tell the moderators and never be matched with them
 * again. Offered while the server says the partner can still be reached (the summary's `partner`,
 * src/shared/partner-reach.ts); near the top, with a word of explanation, after "Not Good".
 */
import { useState } from "react";
import type { ChatSummary } from "@shared/after-chat-api";
import { PartnerSafetyDialogs, type PartnerStep } from "@/components/partner-safety/PartnerSafetyDialogs";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { endChatApi } from "./end-chat-api";

interface Props {
  chatId: string;
  partner: ChatSummary["partner"];
  /** Whether the chat has ended (someone may come here with it still going: blocking then ends it). */
  chatEnded: boolean;
  /** After "Not Good": set apart, with a word on what each does. */
  prominent: boolean;
  /** A report or a block changes what the summary says (and blocking withdraws the reconnect token). */
  onChanged(): void;
}

const action = `rounded-full border px-4 py-2 text-sm font-medium ${FOCUS_RING}`;

export function PartnerPanel({ chatId, partner, chatEnded, prominent, onChanged }: Props) {
  const [step, setStep] = useState<PartnerStep>(null);
  return (
    <section
      aria-labelledby="partner-panel-heading"
      className={`rounded-xl border p-4 text-left ${prominent ? "border-rose-200 bg-rose-50" : "border-slate-200"}`}
    >
      <h2 id="partner-panel-heading" className="font-medium text-slate-900">
        Report or block this person
      </h2>
      {prominent && (
        <p className="mt-1 text-sm text-slate-700">
          If they were unkind or made you feel unsafe, our moderators can look into it, and once blocked you won't be
          matched with them again. They are not told either way.
        </p>
      )}
      {partner.reported && (
        <p className="mt-1 text-sm text-slate-700">You reported this person. Our moderators will look into it.</p>
      )}
      {partner.blocked && <p className="mt-1 text-sm text-slate-700">You blocked this person.</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => setStep("report")}
          className={`${action} border-slate-300 text-slate-800 hover:bg-white`}
        >
          Report
        </button>
        {!partner.blocked && (
          <button
            type="button"
            onClick={() => setStep("block")}
            className={`${action} border-rose-300 text-rose-800 hover:bg-white`}
          >
            Block
          </button>
        )}
      </div>
      <PartnerSafetyDialogs
        chatId={chatId}
        step={step}
        onStep={setStep}
        chatEnded={chatEnded}
        block={async (id) => {
          const result = await endChatApi.block(id);
          onChanged();
          return result;
        }}
        report={async (id, body) => {
          await endChatApi.report(id, body);
          onChanged();
        }}
        onBlockDone={onChanged}
      />
    </section>
  );
}
