/** The public navigation, shared by the desktop header and the mobile sheet so they never drift. */
export const NAV_LINKS = [
  { to: "/about", label: "About" },
  { to: "/pricing", label: "Pricing" },
] as const;

export const tokenLine = (tokens: number) => `${tokens} ${tokens === 1 ? "token" : "tokens"}`;
