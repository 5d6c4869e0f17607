/**
 * The thirteenth round's must-pass rows (2026-12-01), written with its must-find rows
 * (must-find-thirteenth-round.ts) before any rule: the everyday talk beside each. An adult names
 * their university or college in passing, with their course or their year of study ("second year",
 * "final year"), which no stranger can wait outside; a branch that is not the writer's workplace now
 * (a past job, a relative's, a shop near the writer); school years with no school named, or a school
 * that is someone else's; and searching, looking up and "look me" with no name given to search.
 * ASL, American Sign Language, talked of. Labelled as a careful moderator would. Spread into MUST_PASS (must-pass.ts).
 */
export const THIRTEENTH_ROUND_PASS: readonly string[] = [
  // A university or college named in passing, by an adult.
  "i'm at kings college studying law",
  "my uni is so stressful",
  "i'm at leeds uni doing psychology, second year is brutal",
  "i go to kings college london, final year and so tired",
  "i study at the university of manchester and feel so alone there",
  "my college is so stressful rn",
  "i did my degree at kings college years ago",
  "i'm in my first year at bristol uni and i don't know anyone",
  // A branch that is not where the writer can be found.
  "i work at the tesco near me, it's fine",
  "i used to work at the tesco on high street, hated it",
  "my mum works at the boots on queen street",
  "i work at a cafe and the shifts are long",
  "the costa by my work does the best flat white",
  // School years with no school named, or someone else's.
  "i'm in year 10 and everyone at school is mean",
  "my son is in year 8 at the local academy",
  "i teach year 9 at a big secondary school",
  // Searching and looking up with no name to search.
  "i googled myself and found nothing",
  "my name is jane and google says i'm overthinking",
  "look me in the eye and say that, is what i wanted to tell him",
  "you can look me up on here anytime, i'm always around to chat",
  "i looked up my old teacher and she's retired",
  // ASL, the sign language, talked of.
  "do you know asl?",
  "i'm learning asl at night school",
  "i use asl with my deaf son",
];
