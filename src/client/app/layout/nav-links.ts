/** The public navigation, shared by the desktop header and the mobile sheet so they never drift. */
export const NAV_LINKS = [
  { to: "/about", label: "About" },
  { to: "/pricing", label: "Pricing" },
] as const;

export const tokenLine = (tokens: number) => `${tokens} ${tokens === 1 ? "token" : "tokens"}`;

/** Points come in halves (a 4-star review gives half a point), so 1.5 reads as it is. */
export const pointsLine = (points: number) => `${points} compassion ${points === 1 ? "point" : "points"}`;
