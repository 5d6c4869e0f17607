/** The e-mail box of the sign-in, sign-up and forgotten-password forms: one label, one autofill hint. */
import { TextField } from "@/components/ui/field";
import { EMAIL_MAX_LENGTH } from "@shared/email-address";

export function EmailField(props: { value: string; onChange(value: string): void; readOnly: boolean }) {
  return (
    <TextField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      required
      maxLength={EMAIL_MAX_LENGTH}
      readOnly={props.readOnly}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
