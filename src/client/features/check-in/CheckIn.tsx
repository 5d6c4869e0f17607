/**
 * The emotional check-in: first the phrase "I am Me" (a small proof of being human), then what
 * brings the person here. Continue saves the role and opens the chat in the chosen room. Each step
 * has a way back: to the rooms from the first, to the first from the second.
 */
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ChatRole } from "@shared/api";
import { isVerificationPhrase, LIMITS } from "@shared/limits";
import type { Theme } from "@shared/themes";
import { TextField } from "@/components/ui/field";
import { useSubmit } from "@/lib/use-submit";
import { saveRole } from "./check-in-api";
import { FOCUS_RING, FOCUS_RING_OFFSET } from "@/components/ui/focus-ring";

const ROLES: { value: ChatRole; label: string }[] = [
  { value: "talk", label: "I want to talk to someone" },
  { value: "listen", label: "I want to help and listen to someone" },
  { value: "both", label: "I'm down for either" },
];

const primary = `w-full rounded-full bg-indigo-600 px-5 py-3 font-medium text-white hover:bg-indigo-700 ${FOCUS_RING_OFFSET} disabled:cursor-not-allowed disabled:bg-slate-300`;

const back = `-ml-2 inline-flex items-center gap-1.5 self-start rounded-full px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${FOCUS_RING}`;

export function CheckIn({ theme }: { theme: Theme }) {
  const [step, setStep] = useState<1 | 2>(1);
  return (
    <div className="flex flex-col gap-4">
      {step === 1 ? (
        <Link to="/" className={back}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to the rooms
        </Link>
      ) : (
        <button type="button" onClick={() => setStep(1)} className={back}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Back
        </button>
      )}
      {step === 1 ? <PhraseStep onDone={() => setStep(2)} /> : <RoleStep theme={theme} />}
    </div>
  );
}

function PhraseStep({ onDone }: { onDone(): void }) {
  const [phrase, setPhrase] = useState("");
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (isVerificationPhrase(phrase)) onDone();
      }}
    >
      <h1 className="text-2xl font-semibold text-slate-900">First, a quick check-in</h1>
      <TextField
        label={
          <>
            Type <strong className="font-semibold text-slate-900">{LIMITS.verificationPhrase}</strong> to show you're a
            human here for real connection.
          </>
        }
        value={phrase}
        onChange={(event) => setPhrase(event.target.value)}
        autoComplete="off"
        autoFocus
        placeholder={LIMITS.verificationPhrase}
      />
      <button type="submit" className={primary} disabled={!isVerificationPhrase(phrase)}>
        Continue
      </button>
    </form>
  );
}

/**
 * Step 2. Its first choice takes focus as the step appears, as the phrase box does in step 1: the
 * Continue button that moved here is gone, and focus would otherwise fall to the page.
 */
export function RoleStep({ theme }: { theme: Theme }) {
  const navigate = useNavigate();
  const [role, setRole] = useState<ChatRole | null>(null);
  const saving = useSubmit({ failure: { toast: "Error" } });

  const start = async () => {
    if (!role) return;
    await saveRole(role);
    // Awaited: Continue stays disabled until the chat page has arrived (its code loads on first use).
    await navigate(`/chat?themeId=${encodeURIComponent(theme.id)}&role=${role}`, { state: { theme: theme.id, role } });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={saving.handleSubmit(start)}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-2xl font-semibold text-slate-900">What brings you here today?</legend>
        {ROLES.map((option, index) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-400 ${
              role === option.value ? "border-indigo-500 bg-indigo-50" : "border-slate-200 bg-white hover:bg-slate-50"
            }`}
          >
            <input
              type="radio"
              name="role"
              value={option.value}
              checked={role === option.value}
              onChange={() => setRole(option.value)}
              autoFocus={index === 0}
              className="size-4 accent-indigo-600"
            />
            <span className="text-slate-800">{option.label}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={primary} disabled={!role || saving.pending}>
        Continue
      </button>
    </form>
  );
}
