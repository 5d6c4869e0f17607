/**
 * The sixth round's must-pass rows (2026-11-30), written with its must-find rows
 * (must-find-sixth-round.ts) before any rule: what a support chat between adults says beside each
 * category — a supporter's safety questions, one's own family, children and pets, gifts, money and
 * apps named without asking anyone to move, prices and dates, praise between adults, third persons'
 * meetings, one's own secrets and pictures, Kindred's own features asked about, public links, and
 * "@" meaning "at". Labelled as a careful moderator would want. Spread into MUST_PASS (must-pass.ts).
 */
export const SIXTH_ROUND_PASS: readonly string[] = [
  // A supporter's safety questions.
  "do you have someone you can call tonight?",
  "could you ring a friend to come over?",
  "have you got a safe place to sleep tonight?",
  "is there a trusted adult you can tell?",
  "could you video call your sister tonight?",
  "do you feel safe at home?",
  "what time do you usually go to sleep? sleep affects mood a lot",
  "is there someone at home you can talk to about this?",
  // One's own family, children and pets.
  "my mum checks my phone sometimes, it drives me mad",
  "my dad is home alone tonight and i'm worried",
  "my daughter's bedtime is 8 but she never sleeps",
  "my son's school is closed tomorrow",
  "my cat sleeps in my room every night",
  "what's your dog's name?",
  "my mum doesn't understand me at all",
  "i don't tell my parents much about my life",
  // Gifts, money and apps named without asking anyone to move.
  "i deleted snapchat last month, best decision",
  "my teenager spends all her robux on hats",
  "i bought my nephew a steam gift card for his birthday",
  "i got a £20 amazon gift card from work",
  "my son asked for v-bucks for christmas",
  "i sent my mum money on paypal for the bills",
  "my therapist does sessions over zoom",
  "facetime with my gran is the best part of my week",
  "we video call my brother in australia on sundays",
  "this app deletes messages after the chat ends, right?",
  "i'd rather talk here than on any other app",
  "i'll pay my sister back on saturday",
  "the course costs £20 a week",
  "i can't afford to buy my kids what they want for christmas",
  // Dates, places and third persons' meetings.
  "i'll be in london saturday for my cousin's wedding",
  "the nearest station to me closed last year",
  "what's the nearest station to the hospital?",
  "i bought a train ticket to see my mum",
  "my sister is meeting her boyfriend at the station saturday",
  "my friend met her husband online",
  // Praise between adults, and a supporter on friends and parents.
  "you're so kind, your friends are lucky to have you",
  "you seem really thoughtful",
  "your friends sound like they really care about you",
  "you don't need to be perfect for your friends to love you",
  "your parents may not understand yet, but they might if you tell them",
  // One's own secrets and pictures.
  "i've never told anyone this",
  "i deleted our old chat after the breakup",
  "don't tell anyone i cried at a film lol",
  "i kept my diagnosis a secret from my mum for years",
  "what are you wearing to your interview tomorrow?",
  "i took a selfie today for the first time in months",
  "my camera broke so no more photos of the sunset",
  "i hate seeing my face on video calls at work",
  "send a pic of your garden when it blooms",
  "my bio on the dating app says i'm 34",
  // Public links and numbers with a slash.
  "mind.org.uk/information-support helped me",
  "nhs.uk/mental-health has a self-referral page",
  "i just watch netflix.com/browse all night",
  "rethink.org/advice-and-information has good leaflets",
  "the app is £4.99/month",
  "it felt like a 50/50 chance",
  "i spend too long on instagram dot com lol",
  // "@" meaning "at".
  "i'm @ work til 6",
  "@ home now, finally",
  "dinner @ 7 with my sister",
];
