/**
 * The one way a Kindred form (or a button that acts like one) is submitted: `run(task)`.
 *
 * - One at a time: a call while the last one still runs is ignored. The ref decides, not the state:
 *   a double click's second click can arrive before React has re-rendered the button as disabled.
 *   (That is why this is not TanStack Query's useMutation: its isPending is state, and a mutation
 *   started twice runs twice.)
 * - `pending` says it runs, so the button can be disabled and say "Sending…"; it ends however the
 *   task ends.
 * - A failure is said to the person: a toast with the form's title, or `error` for a form that says
 *   it inline. The sentence is the server's refusal in its own words (HttpError); any other failure
 *   says the form's `fallback`, or else its own sentence ("We couldn't reach Kindred…").
 *   A refusal whose code the form answers with a step of its own goes to `onRefusal` instead.
 *
 * A task that handles an outcome itself (a check before sending, a toast of thanks) simply does not
 * throw for it.
 */
import { useRef, useState, type FormEvent } from "react";
import type { RefusalCode } from "@shared/api";
import { HttpError } from "./http";
import { toast } from "./toast";

const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

export interface SubmitOptions {
  /** Where a failure is said: a toast titled so, or inline by the form (`error`). */
  failure: { toast: string } | "inline";
  /** Said for a failure that is not the server's refusal, instead of that failure's own message. */
  fallback?: string;
  /** Refusals the form answers with a step of its own (src/shared/api.ts RefusalCode): given the sentence. */
  onRefusal?: Partial<Record<RefusalCode, (sentence: string) => void>>;
}

export interface Submit {
  pending: boolean;
  /** The last failure's sentence for an inline form; null again when the next submit starts. */
  error: string | null;
  clearError(): void;
  run(task: () => Promise<void>): Promise<void>;
  /** `run` for a form's onSubmit: the browser's own submission (a page load) is prevented. */
  handleSubmit(task: () => Promise<void>): (event: FormEvent) => void;
}

export function useSubmit({ failure, fallback, onRefusal }: SubmitOptions): Submit {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (reason: unknown) => {
    if (reason instanceof HttpError && reason.code) {
      const step = onRefusal?.[reason.code as RefusalCode];
      if (step) return step(reason.message);
    }
    const sentence = sentenceFor(reason, fallback);
    if (failure === "inline") setError(sentence);
    else toast.error(failure.toast, { description: sentence });
  };

  const run = async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await task();
    } catch (reason) {
      fail(reason);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  const handleSubmit = (task: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void run(task);
  };

  return { pending, error, clearError: () => setError(null), run, handleSubmit };
}

function sentenceFor(reason: unknown, fallback: string | undefined): string {
  if (reason instanceof HttpError) return reason.message;
  if (fallback) return fallback;
  return reason instanceof Error ? reason.message : SOMETHING_WENT_WRONG;
}
