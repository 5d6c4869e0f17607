/**
 * Texts that give a stranger a way to reach someone outside Kindred, written from the categories the
 * guard covers (phone numbers in national and international formats, e-mails plain and spelled out,
 * handles where a platform is named, profile links, street addresses), with the kind each must be
 * found as. Phone numbers are in formats each country uses; the numbers themselves are made up.
 */
import type { PersonalDetailKind } from "../personal-details.js";
import { EIGHTH_ROUND_FIND } from "./must-find-eighth-round.js";
import { ELEVENTH_ROUND_FIND } from "./must-find-eleventh-round.js";
import { FIFTH_ROUND_FIND } from "./must-find-fifth-round.js";
import { FIFTEENTH_ROUND_FIND } from "./must-find-fifteenth-round.js";
import { FOURTEENTH_ROUND_FIND } from "./must-find-fourteenth-round.js";
import { FOURTH_ROUND_FIND } from "./must-find-fourth-round.js";
import { NINTH_ROUND_FIND } from "./must-find-ninth-round.js";
import { SEVENTH_ROUND_FIND } from "./must-find-seventh-round.js";
import { SEVENTEENTH_ROUND_FIND } from "./must-find-seventeenth-round.js";
import { SIXTH_ROUND_FIND } from "./must-find-sixth-round.js";
import { SIXTEENTH_ROUND_FIND } from "./must-find-sixteenth-round.js";
import { TENTH_ROUND_FIND } from "./must-find-tenth-round.js";
import { THIRD_ROUND_FIND } from "./must-find-third-round.js";
import { THIRTEENTH_ROUND_FIND } from "./must-find-thirteenth-round.js";
import { TWELFTH_ROUND_FIND } from "./must-find-twelfth-round.js";

export const MUST_FIND: readonly [string, PersonalDetailKind][] = [
  // Phone numbers, national formats
  ["call me on 07911 123456", "phone"],
  ["my number is 07911123456", "phone"],
  ["text me 07911-123-456", "phone"],
  ["ring me: 020 7946 0018", "phone"],
  ["landline is (020) 7946 0018 if you want", "phone"],
  ["0161 496 0000 is my work", "phone"],
  ["my cell is (415) 555-2671", "phone"],
  ["call 415-555-2671 after 6", "phone"],
  ["415.555.2671 text me", "phone"],
  ["number: 212 555 0147", "phone"],
  ["its 416 555 0199 hmu", "phone"],
  ["aussie mobile 0412 345 678", "phone"],
  ["call me 0412345678", "phone"],
  ["(02) 9876 5432 thats home", "phone"],
  ["irish number 087 123 4567", "phone"],
  ["nz: 021 123 4567", "phone"],
  ["whatsapp 98765 43210", "phone"],
  // Phone numbers, international formats
  ["+44 7911 123456", "phone"],
  ["+447911123456 add me", "phone"],
  ["0044 7911 123456", "phone"],
  ["+44 (0)20 7946 0018", "phone"],
  ["+1 416-555-0199", "phone"],
  ["+1 (415) 555-2671 is me", "phone"],
  ["+61 412 345 678", "phone"],
  ["+353 87 123 4567", "phone"],
  ["+91 98765 43210", "phone"],
  ["+49 1512 3456789 text me", "phone"],
  ["+33 6 12 34 56 78", "phone"],
  ["0033 6 12 34 56 78 that's my french one", "phone"],
  ["+44.7911.123.456", "phone"],
  // E-mail, plain
  ["my email is sam@example.com", "email"],
  ["write to jamie.k22@gmail.com", "email"],
  ["alex_smith+kindred@outlook.co.uk drop me a line", "email"],
  ["SAM.JONES@HOTMAIL.COM", "email"],
  ["email me at riley@proton.me", "email"],
  // E-mail, spelled out
  ["sam at gmail dot com", "email"],
  ["sam [at] gmail [dot] com", "email"],
  ["sam (at) yahoo (dot) co (dot) uk", "email"],
  ["jamie22 at hotmail dot com", "email"],
  ["email me: riley at gmail", "email"],
  ["its alex.k at outlook dot com", "email"],
  ["my mail is sunny {at} icloud {dot} com", "email"],
  // E-mail, half spaced around the "@" or the dots
  ["janedoe @gmail.com", "email"],
  ["janedoe@ gmail.com", "email"],
  ["jane doe @ gmail . com", "email"],
  ["sam.jones @ outlook . com", "email"],
  ["riley@ proton.me", "email"],
  ["email me sam @ gmail", "email"],
  ["kay22 @ hotmail.co.uk", "email"],
  ["my email is sam jones @ outlook . com if you want", "email"],
  ["riley @ example . org", "email"],
  // Handles with a platform named
  ["add me on insta @jamie_22", "handle"],
  ["my snap is jamie.k", "handle"],
  ["ig: sunnyday", "handle"],
  ["instagram @moon.child", "handle"],
  ["my insta is riley_rose", "handle"],
  ["sc: alex2009", "handle"],
  ["snapchat username is kay.dee", "handle"],
  ["find me on discord sunny#1234", "handle"],
  ["discord: moonlight_99", "handle"],
  ["telegram @quietriver", "handle"],
  ["tiktok is @dancing.sam", "handle"],
  ["my fb is sam.jones.77", "handle"],
  ["@jamie_22 on insta", "handle"],
  ["@quietriver on telegram", "handle"],
  ["kik: blue_skies", "handle"],
  ["whatsapp me @riley", "handle"],
  // Handles given before the platform's name, where someone asks to be reached or names themselves
  ["add me janedoe on snap", "handle"],
  ["i'm janedoe99 on insta", "handle"],
  ["hmu jane.doe on discord", "handle"],
  ["follow me sunnyday on ig", "handle"],
  ["find me as moonchild on tiktok", "handle"],
  ["my username is kaydee on discord", "handle"],
  ["i go by riley_k on twitter", "handle"],
  ["dm me: quietriver on telegram", "handle"],
  ["message me nightowl on kik", "handle"],
  // Someone saying who they are on a platform, before or after its name, or after an invitation
  ["I'm riley on discord", "handle"],
  ["im sunny on snap", "handle"],
  ["i am moonchild on tiktok if you want to talk", "handle"],
  ["riley#1234 on discord", "handle"],
  ["my discord is riley", "handle"],
  ["my snap's quietriver", "handle"],
  ["find me on insta, it's riley.j", "handle"],
  ["add me on snap its nightowl", "handle"],
  ["on discord i'm kaydee", "handle"],
  // Profile links
  ["t.me/quietriver", "link"],
  ["https://t.me/quietriver", "link"],
  ["wa.me/447911123456", "link"],
  ["instagram.com/jamie_22", "link"],
  ["https://www.instagram.com/moon.child/", "link"],
  ["discord.gg/abc123", "link"],
  ["facebook.com/sam.jones.77", "link"],
  ["tiktok.com/@dancing.sam", "link"],
  // Street addresses
  ["I live at 42 Elm Street", "address"],
  ["come to 221b Baker St", "address"],
  ["my address is 10 Downing Street", "address"],
  ["im at 7 north oak drive", "address"],
  ["15 Maple Avenue, right by the park", "address"],
  ["post it to 3 Kings Road", "address"],
  ["my postcode is SW1A 2AA", "address"],
  ["near M1 1AE", "address"],
  // Found by a stranger's test on 2026-11-28 (passed without a warning before): letters for digits,
  // digits mixed with number words, a mail host without its ending, a real name or "the same name"
  // given on a platform. (A number split over two messages is in personal-details-split.test.ts.)
  ["o79ll l23456", "phone"],
  ["O7911 I23456", "phone"],
  ["oh seven nine one one 123456", "phone"],
  ["oh7911 123456", "phone"],
  ["zero7911 123456", "phone"],
  ["07nine11 123456", "phone"],
  ["my number is 0791l l23456", "phone"],
  ["janedoe at gmail", "email"],
  ["its janedoe92 on gmail", "email"],
  ["add me on fb, Jane Doe from Leeds", "handle"],
  ["same name as here", "handle"],
  ["same username on insta", "handle"],
  // Asking the other person for theirs: the coaxer is held, not only the coaxed.
  ["whats ur snap?", "contact-request"],
  ["wanna swap numbers?", "contact-request"],
  ["what's your insta", "contact-request"],
  ["give me your number", "contact-request"],
  ["can i have your email", "contact-request"],
  ["do you have whatsapp?", "contact-request"],
  ["send me your address", "contact-request"],
  ["drop your @ and i'll add you", "contact-request"],
  ["lets move this to discord", "contact-request"],
  // Questions that single out someone young or alone, and requests for pictures of them.
  ["how old are you? are you alone rn?", "personal-request"],
  ["send pics", "personal-request"],
  ["send me a photo of yourself", "personal-request"],
  ["what school do you go to", "personal-request"],
  ["where do you live", "personal-request"],
  ["are your parents home?", "personal-request"],
  ["can i see a pic of you", "personal-request"],
  ["asl?", "personal-request"],
  // 2026-11-29, second round: written from the public categories before any rule. Grooming's
  // stages and warning signs as NSPCC, Thorn, CEOP/ThinkUKnow and the US DOJ describe them —
  // targeting (age, school, where they live, who with, whether parents check their phone), isolating,
  // secrecy, flattery and a special relationship, moving off the platform, images, meeting — and how
  // handles and links are written in chat (abbreviations, link shorteners, link-in-bio pages).
  // Moving off the platform: asking to go elsewhere, or inviting the other person there.
  // Inviting the other person to a platform with no handle given: rows that were must-pass while
  // only a handle was looked for ("add me back on snap" names none), now labelled as a moderator
  // would want them, a move off Kindred. "don't add me on snap please" still passes.
  ["add me back on snap", "contact-request"],
  ["text me later on whatsapp", "contact-request"],
  ["dm me anytime on insta", "contact-request"],
  ["message me privately on discord", "contact-request"],
  ["follow me too on tiktok", "contact-request"],
  ["add me as a friend on fb", "contact-request"],
  ["add me on snap, it's easier", "contact-request"],
  ["add me on fb, I'd like that", "contact-request"],
  ["add me on kik", "contact-request"],
  ["hmu on snap", "contact-request"],
  ["just dm me on insta", "contact-request"],
  ["do u have telegram or discord?", "contact-request"],
  ["you got an insta?", "contact-request"],
  ["u on snap?", "contact-request"],
  ["ur snap?", "contact-request"],
  ["whats ur dc", "contact-request"],
  ["do you have tele?", "contact-request"],
  ["what's a better app to talk on?", "contact-request"],
  ["is there another app we can chat on", "contact-request"],
  ["what apps are you on?", "contact-request"],
  ["can we video call?", "contact-request"],
  ["wanna facetime later", "contact-request"],
  ["can i call you?", "contact-request"],
  ["can i add you on snap", "contact-request"],
  ["let me text you instead", "contact-request"],
  // Targeting: age, school, where they live, who with, whether their phone is watched.
  ["what grade r u in", "personal-request"],
  ["which school u go to", "personal-request"],
  ["are you in high school?", "personal-request"],
  ["what area do you live in", "personal-request"],
  ["whats ur postcode", "personal-request"],
  ["who do you live with?", "personal-request"],
  ["do your parents check your phone?", "personal-request"],
  ["does ur mum go through ur messages", "personal-request"],
  ["what time do your parents get home", "personal-request"],
  ["what's your real name?", "personal-request"],
  // Isolating: whether they are unwatched, and a promise to keep what they say.
  ["are you home alone", "personal-request"],
  ["r u by yourself rn", "personal-request"],
  ["is anyone else there?", "personal-request"],
  ["is anyone else home", "personal-request"],
  ["you can tell me anything, i won't tell anyone", "personal-request"],
  // Secrecy.
  ["keep this between us ok", "personal-request"],
  ["delete our chat after", "personal-request"],
  ["don't tell your parents about me", "personal-request"],
  ["it's our little secret", "personal-request"],
  ["no one has to know about us", "personal-request"],
  // Flattery and a special relationship.
  ["you're so mature for your age", "personal-request"],
  ["age is just a number", "personal-request"],
  ["nobody understands you like i do", "personal-request"],
  // Images.
  ["send a selfie", "personal-request"],
  ["show me your outfit", "personal-request"],
  ["what are you wearing rn", "personal-request"],
  ["turn your camera on", "personal-request"],
  ["what colour is your hair?", "personal-request"],
  // Meeting.
  ["we should meet up", "personal-request"],
  ["where can we meet?", "personal-request"],
  ["i can pick you up", "personal-request"],
  ["wanna hang out irl?", "personal-request"],
  // Handles and links as written in chat.
  ["dc: moonlight_99", "handle"],
  ["tele @quietriver", "handle"],
  ["sc sam_22", "handle"],
  ["my discord tag is riley#4821", "handle"],
  ["linktr.ee/sunnyday", "link"],
  ["bit.ly/3xYzAbc", "link"],
  ["tinyurl.com/samj22", "link"],
  ["https://discord.gg/kX9pQ2", "link"],
  ["snapchat.com/add/jamie.k", "link"],
  ["youtube.com/@dancing.sam", "link"],
  ["twitch.tv/quietriver", "link"],
  // 2026-11-29, third round: handles as each platform writes them, and moves off Kindred.
  ...THIRD_ROUND_FIND,
  // 2026-11-29, fourth round: flattery and meeting aimed at the reader, written before their rules.
  ...FOURTH_ROUND_FIND,
  // 2026-11-29, fifth round: flattery at a young age and its adult look-alikes, before their rules.
  ...FIFTH_ROUND_FIND,
  // 2026-11-30, sixth round: requests, gifts, images and links, from the public categories, before rules.
  ...SIXTH_ROUND_FIND,
  // 2026-11-30, seventh round: secrecy asked or promised, and "are you alone?" beside words of help.
  ...SEVENTH_ROUND_FIND,
  // 2026-11-30, eighth round: whereabouts, locations, meetings, private places and routines.
  ...EIGHTH_ROUND_FIND,
  // 2026-11-30, ninth round: awake or around at the reader's home, and where the reader is.
  ...NINTH_ROUND_FIND,
  // 2026-11-30, tenth round: messengers as verbs, numbers offered whatever their validity, nicknames.
  ...TENTH_ROUND_FIND,
  // 2026-12-01, eleventh round: age asked, messengers named by everyday words, numbers in short parts.
  ...ELEVENTH_ROUND_FIND,
  // 2026-12-01, twelfth round: meeting alone, hangouts, secrets, names, workplaces, schools, disguised numbers.
  ...TWELFTH_ROUND_FIND,
  // 2026-12-01, thirteenth round: branches, schools with their year, colleges with an invitation, names before "google me".
  ...THIRTEENTH_ROUND_FIND,
  // 2026-12-01, fourteenth round: casual meetings, street and postcode, parents knowing, handles after "at", disguised platforms.
  ...FOURTEENTH_ROUND_FIND,
  // 2026-12-01, fifteenth round: disguised and short platform names, numbers in words with commas, meeting irl.
  ...FIFTEENTH_ROUND_FIND,
  // 2026-12-01, sixteenth round: enclosed letters, digits said after a handle, moves off ended by an emoji, gamertags.
  ...SIXTEENTH_ROUND_FIND,
  // 2026-12-01, seventeenth round: look-alike scripts, apps by their look, payment handles, bios, names, streets, meetings, schools.
  ...SEVENTEENTH_ROUND_FIND,
];
