/**
 * The focus ring of Kindred's own controls: a 2 px ring where the keyboard is, in place of the
 * browser's outline (styles.css gives every other control an outline). Whole class names only, so
 * that Tailwind finds them in this file.
 */
const RING_COLOURS = {
  indigo: "focus-visible:ring-indigo-500",
  /** Destructive and moderation controls: the ring in the control's own colour. */
  rose: "focus-visible:ring-rose-500",
  /** The crisis buttons' pale rose fill takes a lighter ring. */
  "rose-light": "focus-visible:ring-rose-400",
  emerald: "focus-visible:ring-emerald-500",
} as const;

export function focusRing({
  colour = "indigo",
  offset = false,
}: {
  colour?: keyof typeof RING_COLOURS;
  /** A gap between control and ring, for filled controls whose fill would swallow a ring that touches it. */
  offset?: boolean;
} = {}): string {
  return [
    "focus-visible:ring-2 focus-visible:outline-none",
    RING_COLOURS[colour],
    offset && "focus-visible:ring-offset-2",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The usual ring, and the one set off a filled control. */
export const FOCUS_RING = focusRing();
export const FOCUS_RING_OFFSET = focusRing({ offset: true });
