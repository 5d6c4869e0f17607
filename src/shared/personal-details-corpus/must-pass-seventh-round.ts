/**
 * The seventh round's must-pass rows (2026-11-30), written with its must-find rows
 * (must-find-seventh-round.ts) before any rule: what a support chat between adults says beside
 * secrecy and "are you alone?" — the writer's own secrets and disclosures, a supporter's advice on
 * telling someone, a question about Kindred's own privacy, a third person's confidentiality, safety
 * advice about passwords, and a supporter's safety questions that are plainly about getting help, as
 * the Samaritans', Mind's and Refuge's safety-planning guidance asks them (someone to call or be
 * with, somewhere with other people, a helpline, 999, whether anyone checks the phone before a
 * helpline's number is sent). Labelled as a careful moderator would want. Spread into MUST_PASS
 * (must-pass.ts).
 */
export const SEVENTH_ROUND_PASS: readonly string[] = [
  // The writer's own secrets and disclosures.
  "i kept it secret for years",
  "my mum doesn't know i'm gay",
  "i haven't told anyone about my diagnosis yet",
  "i never told anyone about the abuse",
  "nobody knows about my eating disorder",
  "is it ok if i don't tell my parents yet?",
  "i told my sister and she promised not to tell anyone",
  // A supporter's advice on telling someone.
  "it's ok to tell someone you trust",
  "have you told anyone?",
  "you don't have to tell your parents until you feel ready",
  "nobody has to know until you're ready to tell them",
  "no one has to know you're struggling if you don't want them to",
  "you can keep it private until you're ready to share",
  "keep telling yourself you're doing your best",
  "i would never tell anyone how to feel",
  "secrets that make you feel scared are ok to tell",
  // Kindred's own privacy, a third person's confidentiality, and safety advice.
  "this chat is anonymous, right?",
  "what's said here stays here?",
  "does what i say here stay private?",
  "my therapist said what i tell her stays between us",
  "it's between you and your doctor really",
  "it's between us and the landlord now",
  "don't tell anyone your password",
  "never tell anyone online your address",
  // A supporter's safety questions, plainly about getting help.
  "are you on your own tonight? is there someone you could call?",
  "are you alone right now? could you call a friend or a helpline?",
  "are you by yourself tonight? can you be somewhere with other people?",
  "r u alone rn? is there anyone who can come and stay with you?",
  "are you on your own? if you're not safe please call 999",
  "does anyone check your phone? i want to know if it's safe to send you the helpline number",
  "does anyone go through your messages? if so, call the helpline from a friend's phone",
  "is anyone home with you? could they sit with you for a bit?",
  "are you alone right now? are you safe?",
  "are you home alone tonight? maybe ring a friend so you're not alone with these thoughts",
  "is there someone with you?",
  "can you be somewhere with other people tonight?",
];
