/** `/auth` — sign in, sign up (`?mode=signup`) or ask for a reset link (`?mode=forgot`). */
import { Navigate, useSearchParams } from "react-router";
import { AuthCard } from "@/components/AuthCard";
import { AuthForm, type AuthMode } from "@/features/auth/AuthForm";
import { ForgotPasswordForm } from "@/features/auth/ForgotPasswordForm";
import { useMe } from "@/lib/session";

type Mode = AuthMode | "forgot";

const COPY: Record<Mode, { title: string; subtitle: string }> = {
  signin: { title: "Welcome back", subtitle: "Sign in to find someone to talk with, or to listen." },
  signup: {
    title: "Create your account",
    subtitle: "Free, private and anonymous: nobody you talk with ever sees your e-mail.",
  },
  forgot: { title: "Reset your password", subtitle: "It happens to all of us." },
};

export function AuthPage() {
  const me = useMe();
  // The mode lives in the URL so links (and the Back button) can open the right form.
  const [params, setParams] = useSearchParams();
  const raw = params.get("mode");
  const mode: Mode = raw === "signup" || raw === "forgot" ? raw : "signin";
  const setMode = (next: Mode) => setParams(next === "signin" ? {} : { mode: next }, { replace: true });

  if (me.data) return <Navigate to="/" replace />;
  // Not the form until we know: a signed-in person would see it flash before being sent home.
  if (me.isPending) return <section className="min-h-[60vh]" aria-busy="true" />;

  const { title, subtitle } = COPY[mode];
  return (
    <AuthCard title={title} subtitle={subtitle}>
      {mode === "forgot" ? (
        <ForgotPasswordForm onBack={() => setMode("signin")} />
      ) : (
        <AuthForm mode={mode} onSwitchMode={setMode} onForgotPassword={() => setMode("forgot")} />
      )}
    </AuthCard>
  );
}
