/**
 * Harm-disclosure corpus, held-out part: never read while the rules were written; the test reports
 * how the detector does on it and keeps a floor (harm-disclosure.test.ts).
 *
 * Lines written on 2026-11-28 in one sitting, before the detector's rules, from the categories: the
 * kinds of sexual violence RAINN describes (rape, sexual assault, abuse in childhood, unwanted touching,
 * drugging, coercion, image-based abuse) and the signs of domestic abuse the National Domestic Violence
 * Hotline and Refuge publish (hitting, choking, threats, fear of a partner or parent, isolation,
 * control of money and phone, stalking); and, to pass, the same words in everyday idioms, fiction,
 * news, sport and third-person talk of what is over. Every third line of each section was set apart.
 */

export const SEXUAL_VIOLENCE: readonly string[] = [
  "he raped me",
  "I was sexually assaulted by my boss",
  "my uncle molested me",
  "he forced himself on me",
  "i think i was roofied and something happened",
  "a guy grabbed me and wouldn't let go",
  "i was date raped in college",
  "he keeps sending me explicit pictures i never asked for",
  "i was assaulted walking home last night",
  "got raped, idk what to do",
];

export const DOMESTIC_ABUSE: readonly string[] = [
  "my partner hit me again last night",
  "my mom hits me when she's angry",
  "i think my relationship is abusive",
  "i'm scared of my husband",
  "he strangled me and i blacked out",
  "he won't let me see my friends or family",
  "he pushed me down the stairs",
  "i'm a victim of domestic violence",
  "my brother beats me up all the time and my parents don't care",
  "my husband raped me",
];

export const PASSING: readonly string[] = [
  "the news about the assault case made me angry",
  "my boyfriend hits the gym every morning",
  "substance abuse runs in my family",
  "i volunteer at a shelter for survivors",
  "work is beating me up this week",
  "my partner forced me to try sushi and i loved it",
  "the cold hit me when i walked outside",
  "i'm scared of my husband's driving lol",
  "i have bruises from rock climbing",
  "my dad locks the house at 10",
  "my relationship is going really well",
  "he throws the best parties",
  "child abuse is horrifying, why do people do that",
  "my drink was too strong at the party",
  "my coach pushes me hard but it's fair",
  "my girlfriend kills me with her jokes",
];
