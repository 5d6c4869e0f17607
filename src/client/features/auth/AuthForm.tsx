/** One e-mail and password form that toggles between signing in and signing up (PRODUCT.md §2). */
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { CLIENT_PAGES } from "@shared/client-pages";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { AgeFields, answerOf, EMPTY_AGE_ANSWER } from "@/components/age/AgeFields";
import { UnderAgeNotice } from "@/components/age/UnderAgeNotice";
import { useRefreshMe } from "@/lib/session";
import { useHydrated } from "@/lib/use-hydrated";
import { useSubmit } from "@/lib/use-submit";
import { EmailField } from "./EmailField";
import { signIn, signUp } from "./auth-api";
import { UnverifiedEmailNotice } from "./UnverifiedEmailNotice";

export type AuthMode = "signin" | "signup";

export function AuthForm({
  mode,
  onSwitchMode,
  onForgotPassword,
}: {
  mode: AuthMode;
  onSwitchMode: (mode: AuthMode) => void;
  onForgotPassword: () => void;
}) {
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [age, setAge] = useState(EMPTY_AGE_ANSWER);
  /** The server's kind refusal of someone under the minimum age: the form gives way to it. */
  const [underAge, setUnderAge] = useState<string | null>(null);
  /** The right password for an address not verified yet: the server's sentence, and the address it was for. */
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);
  const submitting = useSubmit({
    failure: { toast: "Error" },
    onRefusal: {
      "under-age": setUnderAge,
      "email-unverified": (message) => setUnverified({ email: email.trim(), message }),
    },
  });
  // A prerendered form takes no input and cannot be submitted before it is hydrated (useHydrated).
  const ready = useHydrated();
  const signingUp = mode === "signup";

  async function submit() {
    setUnverified(null);
    if (signingUp) {
      const { signedIn } = await signUp(email.trim(), password, answerOf(age));
      toast.success("Success!", { description: "Please check your e-mail to verify your account." });
      if (!signedIn) {
        // Verification is required before the first sign-in: wait here, in sign-in mode.
        onSwitchMode("signin");
        return;
      }
    } else {
      await signIn(email.trim(), password);
    }
    await refreshMe();
    navigate("/", { replace: true });
  }

  if (underAge) return <UnderAgeNotice message={underAge} />;

  return (
    <form onSubmit={submitting.handleSubmit(submit)} className="flex flex-col gap-4">
      {!signingUp && unverified?.email === email.trim() && <UnverifiedEmailNotice {...unverified} />}
      <EmailField value={email} onChange={setEmail} readOnly={!ready} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete={signingUp ? "new-password" : "current-password"}
        required
        readOnly={!ready}
        minLength={signingUp ? LIMITS.password.min : undefined}
        maxLength={LIMITS.password.max}
        hint={signingUp ? `At least ${LIMITS.password.min} characters.` : undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {signingUp && <AgeFields value={age} onChange={setAge} readOnly={!ready} />}
      {signingUp && <JoiningAgreement />}
      {!signingUp && (
        <button
          type="button"
          onClick={onForgotPassword}
          className="self-end rounded text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
        >
          Forgot password?
        </button>
      )}
      <Button type="submit" size="lg" disabled={submitting.pending || !ready} className="mt-2 w-full">
        {submitting.pending ? "Please wait…" : signingUp ? "Create Account" : "Sign In"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {signingUp ? "Already have an account?" : "New to Kindred?"}{" "}
        <button
          type="button"
          onClick={() => onSwitchMode(signingUp ? "signin" : "signup")}
          className="rounded font-medium text-indigo-700 underline-offset-4 hover:underline"
        >
          {signingUp ? "Sign in instead" : "Create an account"}
        </button>
      </p>
    </form>
  );
}

/** What joining means, beside the terms box: each link opens in a new tab, so the form keeps what was typed. */
function JoiningAgreement() {
  const link = "text-indigo-700 underline underline-offset-2 hover:text-indigo-900";
  return (
    <p className="-mt-2 text-xs text-slate-500">
      By joining you agree to the{" "}
      <Link to={CLIENT_PAGES.guidelines.path} target="_blank" className={link}>
        community guidelines
      </Link>
      . Read{" "}
      <Link to={CLIENT_PAGES.privacy.path} target="_blank" className={link}>
        how Kindred handles your data
      </Link>
      .
    </p>
  );
}
