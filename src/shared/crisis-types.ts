/** The categories of the Columbia Suicide Severity Rating Scale and the published warning signs. */
export type CrisisCategory =
  "wish-to-be-dead" | "active-ideation" | "method" | "plan" | "preparation" | "farewell" | "burden" | "self-harm";

/** How strong a signal is. Every tier opens crisis support; the tier says how urgently. */
export type CrisisTier = "high" | "moderate" | "low";

export interface CrisisSignal {
  category: CrisisCategory;
  tier: CrisisTier;
  /** Which rule fired: fit to count in metrics, never the message text. */
  rule: string;
}
