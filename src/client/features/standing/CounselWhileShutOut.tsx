/**
 * The Crisis Counselor on a suspended or banned person's notice (PRODUCT.md §10, Moderation): a
 * sanction may have come during a crisis, or wrongly, and must not cut them off from it. The server
 * names the one chat whose Counselor they keep (StandingReply.counselChatId) and refuses every other;
 * the chat itself stays shut to them, so the conversation happens here, through the same counsel
 * call and tab-kept conversation as in the chat room after its end (use-counsel.ts).
 */
import { Sparkles } from "lucide-react";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { LIMITS } from "@shared/limits";
import { CRISIS_PERSONA } from "@shared/personas";
import { Button } from "@/components/ui/button";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { COUNSELOR_PLACEHOLDER, COUNSELOR_STILL_HERE } from "@/lib/counsel-words";
import { useCounsel } from "@/lib/use-counsel";

/** Their chat is shut to them: what they write reaches nobody but the Counselor. */
export const COUNSEL_ONLY_TO_IT = "What you write here goes only to the Counselor.";

export function CounselWhileShutOut({ chatId }: { chatId: string }) {
  // The seat only marks their own words as theirs; the server knows who they are.
  const counsel = useCounsel(chatId, "p1");
  // Open at once when this tab already talked with it (a reload keeps the conversation).
  const [open, setOpen] = useState(counsel.messages.length > 0);
  const [words, setWords] = useState("");

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const content = words.trim();
    if (content && counsel.send(content) !== null) setWords("");
  };
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <section className="mt-4 rounded-xl bg-rose-50 p-4 text-left text-sm text-rose-950" aria-label="Crisis Counselor">
      <p className="font-medium">{COUNSELOR_STILL_HERE}</p>
      {!open ? (
        <Button className="mt-3 w-full" onClick={() => setOpen(true)}>
          Talk with the Crisis Counselor
        </Button>
      ) : (
        <>
          <p className="mt-1 text-rose-900">{COUNSEL_ONLY_TO_IT}</p>
          <ol className="mt-3 flex max-h-80 flex-col gap-2 overflow-y-auto" aria-live="polite">
            {counsel.messages.map((message) => {
              const mine = !message.sender.startsWith("ai:");
              return (
                <li key={message.id} className={mine ? "ml-auto max-w-[85%]" : "mr-auto max-w-[85%]"}>
                  <p className={`mb-1 flex items-center gap-1 text-xs text-slate-500 ${mine ? "justify-end" : ""}`}>
                    {!mine && <Sparkles className="size-3 text-violet-500" aria-hidden="true" />}
                    {mine ? "You" : `${CRISIS_PERSONA.name} · AI`}
                  </p>
                  <p
                    dir="auto"
                    className={`whitespace-pre-wrap rounded-2xl px-3 py-2 ${mine ? "bg-indigo-600 text-white" : "bg-white text-slate-900"}`}
                  >
                    {message.content}
                  </p>
                </li>
              );
            })}
          </ol>
          {counsel.answering && (
            <p className="mt-2 text-xs text-slate-600" role="status">
              {CRISIS_PERSONA.name} is typing…
            </p>
          )}
          <form className="mt-3 flex items-end gap-2" onSubmit={send}>
            <textarea
              aria-label={COUNSELOR_PLACEHOLDER}
              placeholder={COUNSELOR_PLACEHOLDER}
              value={words}
              maxLength={LIMITS.messageMaxChars}
              rows={2}
              onChange={(event) => setWords(event.target.value)}
              onKeyDown={sendOnEnter}
              className={`min-h-11 flex-1 resize-none rounded-xl border border-rose-200 bg-white px-3 py-2 text-slate-900 ${FOCUS_RING}`}
            />
            <Button type="submit" disabled={!words.trim() || counsel.answering}>
              Send
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
