/**
 * A verification link that no longer works. Better Auth's verify-email sends the browser back to
 * the link's callback ("/", auth/auth.ts) with `?error=CODE`: expired (links work for an hour), not
 * a link it signed (cut short when copied), or for an account deleted since. The landing page said
 * nothing of it, and the person was left wondering whether they were verified. This says what
 * happened and the way on — sign in, where an unverified address is offered a new link
 * (UnverifiedEmailNotice), or sign up again — and takes the code out of the address, so that a
 * reload does not say it again.
 */
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "@/lib/toast";

interface LinkProblem {
  title: string;
  description: string;
  /** Where the way on starts. */
  to: "/auth" | "/auth?mode=signup";
  label: string;
}

const SIGN_IN_FOR_A_NEW_LINK = "Sign in, and Kindred will offer to send you a new one.";

export const VERIFICATION_LINK_PROBLEMS: Record<string, LinkProblem> = {
  TOKEN_EXPIRED: {
    title: "This verification link has expired",
    description: `Links work for an hour. ${SIGN_IN_FOR_A_NEW_LINK}`,
    to: "/auth",
    label: "Sign in",
  },
  INVALID_TOKEN: {
    title: "This verification link doesn't work",
    description: `It may have been cut short when it was copied. ${SIGN_IN_FOR_A_NEW_LINK}`,
    to: "/auth",
    label: "Sign in",
  },
  USER_NOT_FOUND: {
    title: "This link's account no longer exists",
    description: "You can sign up again with the same address.",
    to: "/auth?mode=signup",
    label: "Sign up",
  },
};

/** Says once why a verification link that led here did not work; unknown codes are left alone. */
export function useVerificationLinkError(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const problem = VERIFICATION_LINK_PROBLEMS[params.get("error") ?? ""];
    if (!problem) return;
    toast.error(problem.title, {
      id: "verification-link",
      description: problem.description,
      action: { label: problem.label, onClick: () => void navigate(problem.to) },
    });
    params.delete("error");
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : "" }, { replace: true });
  }, [pathname, search, navigate]);
}
