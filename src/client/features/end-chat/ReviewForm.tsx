/** The 1-5 star review with an optional comment, replaced by a thank-you once sent. */
import { Star } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { useSubmit } from "@/lib/use-submit";
import type { ReviewBody } from "@shared/after-chat-api";
import { TextAreaField } from "@/components/ui/field";
import { FOCUS_RING, FOCUS_RING_OFFSET } from "@/components/ui/focus-ring";

interface Props {
  feedbackType: ReviewBody["feedbackType"];
  onSubmit(body: ReviewBody): Promise<void>;
}

export function ReviewForm({ feedbackType, onSubmit }: Props) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [sent, setSent] = useState(false);
  // A refusal ("You have already reviewed this chat.") is said in the server's words: trying again
  // would not help. Only an unreachable server or an unknown failure asks for another try.
  const sending = useSubmit({
    failure: { toast: "Error" },
    fallback: "Could not submit your review. Please try again.",
  });

  if (sent) {
    return (
      <p className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
        Thank you for your review. It helps Kindred stay kind.
      </p>
    );
  }

  const submit = async () => {
    if (rating === 0) {
      toast.error("Error", { description: "Please provide a rating before submitting." });
      return;
    }
    await onSubmit({ rating, feedbackType, comment: comment.trim() || undefined });
    setSent(true);
  };

  return (
    <form className="flex flex-col gap-3 text-left" onSubmit={sending.handleSubmit(submit)}>
      <fieldset>
        <legend className="font-medium text-slate-900">How was your conversation?</legend>
        <div className="mt-2 flex gap-1" role="radiogroup" aria-label="Rating">
          {[1, 2, 3, 4, 5].map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={rating === value}
              aria-label={`${value} star${value > 1 ? "s" : ""}`}
              onClick={() => setRating(value)}
              className={`rounded-md p-1 ${FOCUS_RING}`}
            >
              <Star
                className={`size-8 ${value <= rating ? "fill-amber-400 text-amber-500" : "text-slate-300"}`}
                aria-hidden="true"
              />
            </button>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Comment (optional)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={1000}
        rows={3}
      />
      <button
        type="submit"
        disabled={sending.pending}
        className={`rounded-full bg-indigo-600 px-5 py-2.5 font-medium text-white hover:bg-indigo-700 ${FOCUS_RING_OFFSET} disabled:opacity-60`}
      >
        Submit Review
      </button>
    </form>
  );
}
