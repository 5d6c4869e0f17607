/**
 * The third round of the development part (2026-11-29), written from the categories before any
 * rule: how each platform writes a handle, and how a stranger asks to move off Kindred. Spread into
 * MUST_FIND (must-find.ts); apart only so that each file stays short.
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const THIRD_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // 2026-11-29, third round: written from the categories before any rule, as handles and contact
  // requests had not moved in the blind measure. How each platform writes a handle (its own help
  // pages: Instagram, TikTok, Snapchat, Discord's new-style usernames and old name#1234 tags,
  // Telegram, Kik, Signal usernames with their ".NN", Reddit "u/", X, Twitch, Steam friend codes,
  // Xbox gamertags, PSN ids, Roblox, Threads, Bluesky, Mastodon "@user@host"), and how chat writes
  // one: spoken "dot" and "underscore", spaced letters, brackets and quotes, a bare handle after
  // "it's", "add name on discord" without "me".
  ["my ig is sunny_day_22", "handle"],
  ["add quietriver22 on discord", "handle"],
  ["add sunnyday on snap", "handle"],
  ["@sunny@mastodon.social", "handle"],
  ["i'm on mastodon, @riley@fosstodon.org", "handle"],
  ["bluesky: riley.bsky.social", "handle"],
  ["threads @moon.child", "handle"],
  ["my gamertag is QuietRiver22", "handle"],
  ["xbox gamertag: NightOwl77", "handle"],
  ["psn: sunny_day99", "handle"],
  ["my psn id is RileyK_22", "handle"],
  ["add me on xbox, NightOwl2009", "handle"],
  ["roblox user is moonchild_2010", "handle"],
  ["my roblox is sunnyday", "handle"],
  ["add me on steam quietriver22", "handle"],
  ["my steam friend code is 84736251", "handle"],
  ["twitch: quietriver_live", "handle"],
  ["x: @riley_k", "handle"],
  ["my discord's moon.child", "handle"],
  ["discord - sunny.day_", "handle"],
  ["kik me: nightowl22", "handle"],
  ["snap me, it's moonchild", "handle"],
  ["my signal username is riley.42", "handle"],
  ["my youtube is @dancingsam", "handle"],
  ["tt: sunny.day", "handle"],
  ["my telegram is @quiet_river but don't share it", "handle"],
  ["@moonchild22 on both snap and insta", "handle"],
  ["i'm @sunnyday everywhere", "handle"],
  ["snapchat → moonchild22", "handle"],
  ["my @ is riley_k", "handle"],
  ["search sunnyday22 on tiktok", "handle"],
  ["look up riley_k on insta", "handle"],
  // Spelled out, spaced, in brackets or quotes, or bare after "it's".
  ["my snap is sunny underscore day", "handle"],
  ["insta is riley dot k", "handle"],
  ["the gram: riley underscore k", "handle"],
  ["my ig is m o o n c h i l d", "handle"],
  ["snap is 'moonchild22'", "handle"],
  ["add me on snap (moonchild22)", "handle"],
  ['my discord is "quiet.river"', "handle"],
  ["you asked for my snap, it's sunnyday", "handle"],
  ["it's nightowl on discord", "handle"],
  // Asking to move off Kindred or for a way to reach the other person, as the child-safety sources
  // on online grooming (NSPCC, Thorn, CEOP/ThinkUKnow, the Internet Watch Foundation) describe it:
  // "what's your snap", "got kik?", "text me instead", "let's talk somewhere private", "this app is
  // glitchy, where else are you", the game platforms' names, and a contact offered to draw one back.
  ["whats ur sc", "contact-request"],
  ["do you have discord", "contact-request"],
  ["got kik?", "contact-request"],
  ["can i get your number", "contact-request"],
  ["text me instead", "contact-request"],
  ["let's talk somewhere private", "contact-request"],
  ["can we talk somewhere more private?", "contact-request"],
  ["let's go private", "contact-request"],
  ["is there somewhere else we can chat", "contact-request"],
  ["let's take this somewhere else", "contact-request"],
  ["we should talk off here", "contact-request"],
  ["wanna talk off this app?", "contact-request"],
  ["let's switch apps", "contact-request"],
  ["this app is glitchy, where else are you", "contact-request"],
  ["this app keeps glitching, can we go somewhere else", "contact-request"],
  ["where else can i reach you?", "contact-request"],
  ["how else can i contact you?", "contact-request"],
  ["how can i reach you outside of here?", "contact-request"],
  ["is there a way to message you privately?", "contact-request"],
  ["are you on any other apps?", "contact-request"],
  ["do you have any socials?", "contact-request"],
  ["send me your user", "contact-request"],
  ["what's your username on there", "contact-request"],
  ["what do i add you as?", "contact-request"],
  ["what's your name on snap?", "contact-request"],
  ["what's ur discord name", "contact-request"],
  ["what's your gamertag?", "contact-request"],
  ["whats ur psn", "contact-request"],
  ["do you play roblox? whats ur user", "contact-request"],
  ["can i add you?", "contact-request"],
  ["send me your snap so we can keep talking", "contact-request"],
  ["slide me your number", "contact-request"],
  ["want my number?", "contact-request"],
  ["want my snap?", "contact-request"],
  ["i'll give you my number", "contact-request"],
  ["we can chat on telegram if you want", "contact-request"],
  ["can you text me?", "contact-request"],
];
