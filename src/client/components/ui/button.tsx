/**
 * Button looks, shared by <button> and router <Link>s (a link that looks like a button is still a
 * link to assistive tech), so the class builder is exported next to the component.
 */
import type { ButtonHTMLAttributes } from "react";

const VARIANTS = {
  primary:
    "bg-gradient-to-r from-indigo-600 to-violet-600 text-white shadow-sm shadow-indigo-600/20 hover:from-indigo-700 hover:to-violet-700",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 hover:border-slate-400",
  soft: "bg-indigo-50 text-indigo-700 hover:bg-indigo-100",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  danger: "text-rose-700 hover:bg-rose-50",
  /** The confirm button of something that cannot be undone. */
  destructive: "bg-rose-600 text-white shadow-sm shadow-rose-600/20 hover:bg-rose-700",
} as const;

const SIZES = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-7 text-base",
  icon: "size-10",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass({
  variant = "primary",
  size = "md",
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return [
    "inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
    "disabled:pointer-events-none disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    className,
  ].join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
