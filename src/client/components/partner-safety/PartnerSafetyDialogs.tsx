/**
 * Reporting and blocking the other person of a chat, the same from the chat page and the end-chat
 * screen (PRODUCT.md §6): Report opens the report; Block asks first, blocks, and then offers a report
 * ("User blocked") unless this person has already reported them from this chat (the block's answer
 * says so, from the server), when it only says the block is done. Whether the person may do either
 * is the server's rule (src/shared/partner-reach.ts); the page only offers the buttons.
 */
import { useState } from "react";
import type { BlockResult, ReportBody } from "@shared/after-chat-api";
import { useSubmit } from "@/lib/use-submit";
import { BlockedAfterReportDialog, BlockUserDialog } from "./BlockUserDialog";
import { ReportDialog } from "./ReportDialog";

export type PartnerStep = "report" | "block" | null;

interface Props {
  chatId: string;
  /** Which dialog the person opened (the page's Report and Block buttons set it). */
  step: PartnerStep;
  onStep(step: PartnerStep): void;
  chatEnded: boolean;
  block(chatId: string): Promise<BlockResult>;
  report(chatId: string, body: ReportBody): Promise<unknown>;
  /** After a block and its report (sent or skipped): the chat page goes on to the end-chat screen. */
  onBlockDone(chatId: string): void;
}

export function PartnerSafetyDialogs({ chatId, step, onStep, chatEnded, block, report, onBlockDone }: Props) {
  // The chat just blocked (kept: the page's chat may change meanwhile), and whether it was reported.
  const [blocked, setBlocked] = useState<{ chatId: string; reported: boolean } | null>(null);
  const blocking = useSubmit({ failure: { toast: "Could not block" } });

  const confirmBlock = () => {
    const target = chatId;
    onStep(null);
    void blocking.run(async () => {
      const { reported } = await block(target);
      setBlocked({ chatId: target, reported });
    });
  };
  const finishBlock = () => {
    if (!blocked) return;
    setBlocked(null);
    onBlockDone(blocked.chatId);
  };

  return (
    <>
      <BlockUserDialog
        open={step === "block"}
        chatEnded={chatEnded}
        onOpenChange={(open) => onStep(open ? "block" : null)}
        onBlock={confirmBlock}
      />
      {/* Mounted only while open: a fresh form each time. */}
      {step === "report" && (
        <ReportDialog
          open
          moment={chatEnded ? "chat-ended" : "chat-going"}
          onSend={(body) => report(chatId, body)}
          onDone={() => onStep(null)}
        />
      )}
      {blocked &&
        (blocked.reported ? (
          <BlockedAfterReportDialog onDone={finishBlock} />
        ) : (
          <ReportDialog
            open
            moment="after-block"
            onSend={(body) => report(blocked.chatId, body)}
            onDone={finishBlock}
          />
        ))}
    </>
  );
}
