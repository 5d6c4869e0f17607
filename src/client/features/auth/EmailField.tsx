/** The e-mail box of the sign-in, sign-up and forgotten-password forms: one label, one autofill hint. */
import { TextField } from "@/components/ui/field";
// The limit from limits.ts, not email-address.ts: that one brings zod, which the first page load does without.
import { LIMITS } from "@shared/limits";

export function EmailField(props: { value: string; onChange(value: string): void; readOnly: boolean }) {
  return (
    <TextField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      required
      maxLength={LIMITS.email.max}
      readOnly={props.readOnly}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
