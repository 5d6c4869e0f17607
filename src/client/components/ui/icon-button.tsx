/**
 * A round button that shows only an icon. Its name for assistive tech is required (`label` becomes
 * aria-label), so an icon-only button can never be nameless; it keeps its size in a crowded row. Works as a Radix `asChild` child: the
 * props and ref Radix passes go through to the <button>.
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";

const SIZES = {
  sm: "size-9",
  md: "size-10",
  lg: "size-11",
} as const;

const TONES = {
  /** Close buttons: grey until pointed at. */
  quiet: "text-slate-500 hover:bg-slate-100 hover:text-slate-800",
  /** Controls beside the content they act on (chat options, carousel arrows). */
  plain: "text-slate-600 hover:bg-slate-100",
  /** Block: the colour of what it does shows on hover. */
  warning: "text-slate-600 hover:bg-rose-50 hover:text-rose-600",
  /** Beside a text field (video chat). */
  outline: "border border-slate-200 text-slate-600 hover:bg-slate-50",
  /** The one action of a form (send). */
  primary: "bg-indigo-600 text-white hover:bg-indigo-700",
  /** The signed-in person's profile. */
  profile: "bg-gradient-to-br from-indigo-500 to-teal-500 text-white shadow-sm hover:from-indigo-600 hover:to-teal-600",
} as const;

export type IconButtonTone = keyof typeof TONES;

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label"> & {
  /** What the button does, read by screen readers and found by tests ("Send message"). */
  label: string;
  size?: keyof typeof SIZES;
  tone?: IconButtonTone;
  /** The icon, aria-hidden: the label names the button. */
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

export function IconButton({
  label,
  size = "md",
  tone = "quiet",
  className = "",
  type = "button",
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={`grid shrink-0 place-items-center rounded-full ${SIZES[size]} ${TONES[tone]} ${className}`.trim()}
      {...props}
    />
  );
}
