/**
 * The seventeenth round of the development part (2026-12-01), written before any rule, beside the
 * must-pass rows of must-pass-seventeenth-round.ts, for what a stranger's trial got through to the
 * partner with no caution, written out as whole categories: a platform's name in small capitals or in
 * Cyrillic and Greek letters ("ɪɴsᴛᴀɢʀᴀᴍ", "інстаграм", "snapchаt" with one Cyrillic "а"); a platform
 * named by its look ("the yellow ghost app", "the bird app") with a handle or "same name"; payment
 * and music handles (Venmo, Cash App's $cashtag, PayPal.me, Spotify); contact pointed to in a bio
 * elsewhere ("my number is in my bio"); a full name given; a street named as where the writer lives;
 * a meeting place and time offered; a school named without "school" or "high" after it; and the
 * questions NSPCC, Thorn and CEOP list among grooming's first (a child's sex asked, a secret asked for
 * as a game). Spread into MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const SEVENTEENTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // Small capitals, Cyrillic and Greek letters in a platform's name.
  ["ɪɴsᴛᴀɢʀᴀᴍ janedoe92", "handle"],
  ["add me on ꜱɴᴀᴘᴄʜᴀᴛ: janedoe92", "handle"],
  ["my ᴛɪᴋᴛᴏᴋ is janedoe92", "handle"],
  ["інстаграм janedoe92", "handle"],
  ["мой инстаграм janedoe92", "handle"],
  ["add me on snapchаt janedoe92", "handle"],
  ["my snаp is janedoe92", "handle"],
  ["dіscord: janedoe92", "handle"],
  ["my іnstа is jane.doe.92", "handle"],
  ["тикток janedoe92", "handle"],
  ["add me on telegrαm janedoe92", "handle"],
  ["whats ur snаpchаt?", "contact-request"],
  // A platform named by its look, with a handle or "same name".
  ["add me on the yellow ghost app, janedoe92", "handle"],
  ["the app with the yellow ghost, same name", "handle"],
  ["im on the purple camera app, same name as here", "handle"],
  ["the blue app, janedoe92", "handle"],
  ["add me on the bird app", "contact-request"],
  ["find me on the ghost app, same username", "handle"],
  ["same name on the yellow app", "handle"],
  // Payment and music handles.
  ["my venmo is janedoe92", "handle"],
  ["venmo me @jane-doe-92", "handle"],
  ["my cashapp is $janedoe92", "handle"],
  ["send it to $janedoe92 on cash app", "handle"],
  ["paypal.me/janedoe92", "link"],
  ["my paypal is janedoe92", "handle"],
  ["my spotify is janedoe92, follow me", "handle"],
  ["whats ur venmo?", "contact-request"],
  // Contact pointed to in a bio elsewhere.
  ["my number is in my bio", "contact-request"],
  ["check my bio", "contact-request"],
  ["link in bio 😉", "contact-request"],
  ["my snap is in my bio", "contact-request"],
  ["everything's in my bio, hmu", "contact-request"],
  // A full name given.
  ["my name is jane doe", "handle"],
  ["my real name is jane doe", "handle"],
  ["im jane doe btw", "handle"],
  ["my full name's jane doe", "handle"],
  ["i'm jane doe, nice to meet u", "handle"],
  // A street named as where the writer lives.
  ["i live on baker street", "address"],
  ["im on elm road near the chemist", "address"],
  ["i live off station road", "address"],
  ["my house is on kingsley avenue", "address"],
  ["i'm on maple drive, the one by the park", "address"],
  // A meeting place and time offered.
  ["i'll be at the park near the station at 5 if u wanna come", "personal-request"],
  ["we could meet halfway", "personal-request"],
  ["meet me outside the library after school", "personal-request"],
  ["come to the park near the station at 5, i'll be there", "personal-request"],
  ["meet me by the bus station at 4", "personal-request"],
  ["ill be outside the co-op at 6 if you want to come", "personal-request"],
  // A school named without "school" or "high" after it.
  ["my school is st marys", "address"],
  ["i go to st marys", "address"],
  ["we're at riverside high", "address"],
  ["i go to st. john's btw", "address"],
  // A child's sex asked, a secret asked for as a game.
  ["are you a girl or a boy", "personal-request"],
  ["r u a boy or girl", "personal-request"],
  ["u a girl or boy?", "personal-request"],
  ["boy or girl?", "personal-request"],
  ["lets play a game, you tell me a secret", "personal-request"],
  ["tell me a secret nobody knows", "personal-request"],
  ["this stays between us ok?", "personal-request"],
];
