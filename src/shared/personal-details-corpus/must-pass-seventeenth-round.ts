/**
 * The seventeenth round's everyday neighbours (2026-12-01), written before any rule with
 * must-find-seventeenth-round.ts: Russian, Ukrainian and Greek sentences, and apps named by their
 * look in news and talk, Venmo, PayPal and Spotify talked of, a bio of one's own, first names alone,
 * names of books and people, streets, parks and stations talked of without an invitation, "halfway"
 * of time, schools talked of, boys and girls in other questions, and secrets told of. Spread into
 * MUST_PASS (must-pass.ts).
 */
export const SEVENTEENTH_ROUND_PASS: readonly string[] = [
  // Russian, Ukrainian and Greek as text, platforms talked of.
  "привет, как дела?",
  "мне очень грустно сегодня",
  "я удалила инстаграм, стало легче",
  "я з України, тут дуже важко",
  "γεια σου, τι κάνεις;",
  "ɪ'ᴍ ꜱᴏ ᴛɪʀᴇᴅ ᴛᴏᴅᴀʏ",
  "i deleted snаpchаt last week, best decision",
  // Apps named by their look in talk.
  "the blue whale app is scary, it was on the news",
  "the blue app is down again lol",
  "i hate the bird app, everyone is so angry there",
  "the ghost app keeps showing me my exes",
  "my mum only uses the purple app for photos",
  // Venmo, PayPal, Spotify talked of.
  "spotify wrapped came out, mine is all sad songs",
  "i paid my rent on venmo and now im broke",
  "cash app scams are everywhere",
  "my paypal got hacked last year",
  "it cost $20 and i paid with cash app",
  "this song on spotify got me through the week",
  // A bio of one's own, not pointing elsewhere.
  "my bio on tinder is so cringe",
  "i had to write a bio for my uni application",
  "biology homework is killing me",
  "i read her autobiography, check it out",
  // First names alone, books and people.
  "im jane",
  "my name is jane btw",
  "i'm reading jane eyre",
  "im feeling really low tonight",
  "my name is so common lol",
  "i'm so done with today",
  "my mums name is jane doe, she's a nurse",
  "i'm alex, how are you",
  // Streets talked of.
  "my street is so noisy",
  "i live on a busy road and can't sleep",
  "i live off the main road",
  "baker street is a great song",
  "i walked down oxford street yesterday, it was packed",
  // Parks, stations and meeting talked of without an invitation.
  "the park near the station is lovely in spring",
  "halfway through my exams",
  "we could meet halfway on this, i know you're tired",
  "i met my friend outside the library after school",
  "i'll be at the park with my dog at 5, it helps",
  "my mum and i agreed to meet halfway on curfew",
  // Schools talked of.
  "my school is so stressful",
  "i go to school tomorrow, dreading it",
  "st marys hospital was where i was born",
  "we're at the hospital with my nan",
  "i go to st ives every summer",
  // Boys and girls, secrets told of.
  "are you a boy band fan",
  "is it a boy or a girl? my sister is pregnant",
  "i told my mum a secret and she was so kind",
  "my best friend told me a secret and i don't know what to do",
  "we played a game at school today",
  "boy or girl, it doesn't matter, you're welcome here",
];
