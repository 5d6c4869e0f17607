/**
 * After a chat (PRODUCT.md §2 End-chat): how it felt, a review when the chat lasted two minutes or more,
 * a reconnect token, reporting or blocking the other person, and where to go next. While a sent token
 * waits for an answer, the page looks again now and then, so both people land in their new chat.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import type { ChatSummary, ReviewBody } from "@shared/after-chat-api";
import { LIMITS } from "@shared/limits";
import { COUNSELOR_STILL_HERE } from "@/lib/counsel-words";
import { ME_QUERY_KEY } from "@/lib/session";
import { useSubmit } from "@/lib/use-submit";
import { endChatApi } from "./end-chat-api";
import { PartnerPanel } from "./PartnerPanel";
import { ReviewForm } from "./ReviewForm";
import { useKeptFeeling } from "./use-kept-feeling";
import { FOCUS_RING, FOCUS_RING_OFFSET } from "@/components/ui/focus-ring";

const MOODS: { label: string; value: NonNullable<ReviewBody["feedbackType"]>; reply: string }[] = [
  { label: "Good", value: "positive", reply: "We're glad. Thank you for showing up for someone today." },
  { label: "Okay", value: "neutral", reply: "Thank you for being here. Not every conversation has to be big." },
  { label: "Not Good", value: "negative", reply: "We're sorry it didn't feel right. Be gentle with yourself." },
];

const button = `rounded-full px-5 py-3 text-center font-medium ${FOCUS_RING_OFFSET} disabled:opacity-60`;

export function EndChat({ chatId }: { chatId: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Kept for a reload, as the review and the token are (use-kept-feeling.ts).
  const [feeling, setFeeling] = useKeptFeeling(chatId);
  const mood = MOODS.find((option) => option.value === feeling) ?? null;
  const sending = useSubmit({ failure: { toast: "Could not send the token" } });
  // Once sent, the summary says the review is done and no longer offers it: the form stays, thanking.
  const [reviewSent, setReviewSent] = useState(false);
  const summary = useQuery({
    queryKey: ["chat-summary", chatId],
    queryFn: () => endChatApi.summary(chatId!),
    enabled: chatId !== null,
    retry: false,
    // A sent token waits for the other person: look again until the new chat exists.
    refetchInterval: (query) =>
      query.state.data?.reconnect.sent && !query.state.data.reconnect.newChatId ? 5_000 : false,
  });
  const data = summary.data;

  const sendToken = async () => {
    if (!chatId) return;
    const result = await endChatApi.reconnect(chatId);
    // The token balance refreshes in the background; the summary below is what this step waits for.
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    await summary.refetch();
    if (result.status === "matched") toast.success("You're reconnected!", { description: "Your new chat is ready." });
  };

  // Someone who felt it went badly is offered the report and the block first, before the review.
  const feltBad = mood?.value === "negative";
  const partnerPanel = data?.partner.reachable && (
    <PartnerPanel
      chatId={data.chat.id}
      partner={data.partner}
      chatEnded={data.chat.status !== "active"}
      prominent={feltBad}
      // A refetch never rejects: a failed one leaves the summary as it was.
      onChanged={() => void summary.refetch()}
    />
  );

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Chat Ended</h1>
        <p className="mt-1 text-slate-600">How did this conversation feel?</p>
      </div>
      {/* Crisis mode opened in this chat: ending it, even by their own hand, leaves the Counselor there. */}
      {data?.counselor && (
        <section className="rounded-xl bg-rose-50 p-4 text-left text-sm text-rose-950" aria-label="Crisis Counselor">
          <p className="font-medium">{COUNSELOR_STILL_HERE}</p>
          <Link
            to={`/chat?room=${data.chat.id}`}
            className={`${button} mt-3 block w-full bg-rose-600 text-white hover:bg-rose-700`}
          >
            Talk with the Crisis Counselor
          </Link>
        </section>
      )}
      <div className="flex justify-center gap-2" role="group" aria-label="How it felt">
        {MOODS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={mood?.value === option.value}
            onClick={() => setFeeling(option.value)}
            className={`rounded-full border px-4 py-2 text-sm ${FOCUS_RING} ${
              mood?.value === option.value
                ? "border-indigo-500 bg-indigo-50 text-indigo-900"
                : "border-slate-300 hover:bg-slate-50"
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
      {mood && <p className="text-sm text-slate-700">{mood.reply}</p>}
      {feltBad && partnerPanel}

      {(data?.canReview || reviewSent) && (
        <ReviewForm
          feedbackType={mood?.value}
          onSubmit={async (body) => {
            await endChatApi.review(chatId!, body);
            setReviewSent(true);
          }}
        />
      )}
      {data && reviewWaitsForTime(data) && (
        <p className="text-sm text-slate-600">
          A review can be left once a conversation has lasted {LIMITS.reviewMinChatMs / 60_000} minutes.
        </p>
      )}

      {data?.reconnect.offered && (
        <div className="rounded-xl border border-slate-200 p-4 text-left">
          {data.reconnect.newChatId ? (
            <>
              <p className="font-medium text-slate-900">You both sent a reconnect token.</p>
              <button
                type="button"
                onClick={() => void navigate(`/chat?room=${data.reconnect.newChatId}&themeId=${data.chat.themeId}`)}
                className={`${button} mt-3 w-full bg-emerald-600 text-white hover:bg-emerald-700`}
              >
                Join your new chat
              </button>
            </>
          ) : data.reconnect.sent ? (
            <>
              <p className="font-medium text-slate-900">Reconnect Token Sent</p>
              <p className="mt-1 text-sm text-slate-600">
                If the other person also sends one, you will be matched again within 24 hours.
              </p>
            </>
          ) : (
            <button
              type="button"
              onClick={() => void sending.run(sendToken)}
              disabled={sending.pending}
              className={`${button} w-full border border-indigo-300 text-indigo-800 hover:bg-indigo-50`}
            >
              Send Reconnect Token
            </button>
          )}
        </div>
      )}

      {!feltBad && partnerPanel}

      <div className="flex flex-col gap-3">
        <Link
          to="/check-in"
          state={data ? { theme: data.chat.themeId } : undefined}
          className={`${button} bg-indigo-600 text-white hover:bg-indigo-700`}
        >
          Start a New Chat
        </Link>
        <Link to="/" className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
          Return Home
        </Link>
      </div>
    </div>
  );
}

/**
 * An ended, matched chat its person has not reviewed, yet cannot: only the chat's length stands in the
 * way. (A chat still going takes no review at all: the server answers 409 until it has ended.)
 */
export function reviewWaitsForTime(summary: ChatSummary): boolean {
  const { chat } = summary;
  return (
    !summary.canReview &&
    !summary.reviewed &&
    chat.status === "completed" &&
    chat.matchedAt !== null &&
    chat.you !== "admin"
  );
}
