/** `/reset-password?token=…` — where the reset e-mail lands; `?error=INVALID_TOKEN` for a spent link. */
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@/components/AuthCard";
import { buttonClass } from "@/components/ui/button";
import { ResetPasswordForm } from "@/features/auth/ResetPasswordForm";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");

  if (!token || params.get("error")) {
    return (
      <AuthCard
        title="This link has expired"
        subtitle="Password reset links work once and only for a short while. Ask for a fresh one and try again."
      >
        <Link to="/auth?mode=forgot" className={buttonClass({ size: "lg", className: "w-full" })}>
          Send a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="Pick something long and memorable; a short sentence works well.">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
