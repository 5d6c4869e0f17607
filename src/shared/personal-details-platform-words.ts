/**
 * The words the handle finder (personal-details-handles.ts) reads around a handle: the platforms'
 * names and links, the ways people ask to be reached, and the ordinary words that follow a
 * platform's name or an invitation, which are never a handle.
 */
import { ALL_PERSONAS } from "./personas.js";

/** Asking to be reached: "add me", "find me", "dm me", "hmu". */
export const INVITATION =
  "\\b(?:(?:add|follow|find|dm|pm|message|msg|text|txt|contact|reach|ping|friend)\\s+me|hmu|hit\\s+me\\s+up|look\\s+me\\s+up)\\b";

export const PLATFORM = [
  "instagram|insta|ig|(?:the|da)\\s+gram", // "on the gram", not "a gram of"
  "snapchat|snap|sc|tiktok|tik\\s?tok|discord|telegram|tg|whats\\s?app|wa|facebook|fb|messenger|kik|signal",
  "twitter|threads|bluesky|bsky|reddit|twitch|skype|wechat|viber|threema|youtube|mastodon",
  // Games' own accounts, where strangers meet the young: Xbox, PlayStation's PSN, Steam, Roblox. An
  // Xbox "gamertag" is a word for the handle, not a platform: read after "my" or a platform's name.
  "xbox|xbl|psn|playstation|steam|roblox",
  // X is a letter first ("my x is jealous" is an ex): a platform only "on x" or before an @handle ("x: @sam").
  "(?<=\\bon\\s+)x|x(?=\\s*[:=]?\\s*@)",
  // "dc", "tele", "tt" and "yt" are a city, a television and letters first ("I'm in DC", "the tele"):
  // a platform only before a mark ("dc: sam", "tele @sam", "tt: sam").
  // Since the fourteenth round (2026-12-01) also before "at" giving the handle ("tt at moonie.22", "my tt
  // is at moonie.22"), where a plain word after it is still prose ("on tt at lunch": see handlesIn); and
  // "disc", Discord's short name, likewise ("disc: lilmoon"), since "a slipped disc" is a disc first.
  // Since the fifteenth round (2026-12-01) also before "is" and a mark ("my tele is @janedoe"), after
  // "my" before "is" giving a name ("my dc is lilmoon", "my yt is moonie"; not "tele", "tt" or "disc",
  // which are a television, a timetable and a spine's first: "my tele is samsung", "my tt is monday",
  // "my disc is l4"), and after an invitation's "on" ("hmu on tele, janedoe"), where none is a city
  // or a television.
  "(?:dc|tele|tt|yt|disc)(?=(?:\\s+is|['’]s)?\\s*[:=@]|(?:\\s+is|['’]s)?\\s+at\\s)",
  "(?<=\\bmy\\s+)(?:dc|yt)(?=\\s+is\\s|['’]s\\s)",
  `(?<=${INVITATION}\\s+on\\s+)(?:dc|tele|tt|yt|disc)\\b`,
  // Nicknames (tenth round, 2026-11-30): Snapchat's "yellow ghost" (its logo) and "ghost app",
  // Twitter's "bird app". "a ghost app to scare my brother" and "a yellow ghost for halloween" give
  // no handle beside them, and the handle rules ask for one.
  "(?:the\\s+)?yellow\\s+ghost(?:\\s+app)?|(?:the\\s+)?ghost\\s+app|(?:the\\s+)?bird\\s+app",
  // Seventeenth round (2026-12-01): a platform by its logo's colour or picture, "the blue app"
  // (Facebook's), "the purple camera app" (Instagram's), "the yellow app", "the app with the yellow
  // ghost". Only "the" and a colour with "app" after it: "the blue whale app" names something else.
  "the\\s+(?:blue|yellow|purple|pink)\\s+(?:camera\\s+)?app|the\\s+app\\s+with\\s+the\\s+(?:yellow\\s+)?ghost",
  // Payment and music accounts, whose names a stranger can search and message through: Venmo, Cash
  // App, PayPal, Spotify.
  "venmo|cash\\s?app|paypal|spotify",
].join("|");

export const PROFILE_HOSTS = [
  "t\\.me|telegram\\.me|wa\\.me|instagram\\.com|instagr\\.am|snapchat\\.com|tiktok\\.com|discord\\.gg|discord(?:app)?\\.com/(?:invite|users)",
  "facebook\\.com|fb\\.com|m\\.me|twitter\\.com|x\\.com|threads\\.net|kik\\.me|signal\\.me|reddit\\.com/u(?:ser)?",
  "youtube\\.com(?=/@)|twitch\\.tv|steamcommunity\\.com/id",
  // Link-in-bio pages, which list every account a person has.
  "linktr\\.ee|beacons\\.ai|lnk\\.bio",
  // Since the sixth round (2026-11-30): a WhatsApp group's invite, Instagram's message link, the
  // anonymous-question pages young people share (NGL, Tellonym), and the paid-content profiles a
  // sextortion scheme sends someone to.
  "chat\\.whatsapp\\.com|ig\\.me|ngl\\.link|tellonym\\.me|onlyfans\\.com|fansly\\.com",
  // Link shorteners: where they lead cannot be seen, and a stranger hides a profile behind one.
  // Since the seventeenth round (2026-12-01): payment and music profiles, whose names can be searched.
  "paypal\\.me|venmo\\.com(?:/u)?|cash\\.app|open\\.spotify\\.com/user",
  "bit\\.ly|tinyurl\\.com|t\\.ly|cutt\\.ly|rb\\.gy|is\\.gd|shorturl\\.at",
].join("|");

/** Words that follow a platform's name in ordinary talk ("my insta is private", "snap decision"). */
export const NOT_A_HANDLE = new Set(
  (
    "a an the and or but so too to is it its it's im i'm i me my you your we our they them he she his her " +
    "of on in at for with from about just really very much more less lot lots all any some every " +
    "private public down dead gone deleted blocked banned boring toxic fake bad good great fine ok okay " +
    "now then later tonight today tomorrow sometime again instead though lol haha yeah yes no not never " +
    "please pls thanks if when because cause cuz story stories post posts reel reels feed app account " +
    "decision decisions judgement judgment chat chats call calls group server message messages dm dms stuff thing things " +
    "was were be been being do does did have has had can could would should will " +
    "whenever anytime tho asap rn " +
    // What people say of a platform itself ("tiktok brainrot", "Reddit helped", "WhatsApp web").
    "sucks helped helps died crashed broke works addiction addict brainrot drama ads algorithm live " +
    "streak streaks notifications filter filters video videos stream streams streamer streamers thread " +
    "threads marketplace web nitro premium shorts mods groups update updates music kids studio channel " +
    "sale sales deck ahead room game games friends plus one series pass store network portal link " +
    // What people think of an account ("my gamertag is stupid", "my discord is old").
    "stupid dumb old silly ugly lame mid trash awful terrible horrible random " +
    // What a platform is like today ("my snap is broken", "insta is so slow").
    "broken glitchy glitching slow lagging laggy buggy weird annoying addictive exhausting overwhelming hacked " +
    // What it feels like to use (tenth round): "the ghost app is creepy", "my snap is spooky".
    "creepy scary spooky freaky sketchy shady dodgy unsafe " +
    // What is said of a payment account (seventeenth round): "my venmo is empty", "my paypal is frozen".
    "empty broke overdrawn frozen locked limited " +
    // People, not a name given: "add him on snap", "add people on discord".
    "him us people everyone everybody anyone anybody someone somebody strangers randoms"
  ).split(" "),
);

/** Words said between an invitation and a platform: "add me back on snap", "dm me first on insta". */
export const NOT_GIVEN = new Set(
  "back first also too well there here privately directly quick quickly soon already maybe still only mostly usually always often sometimes daily everyday more even instead friend friends pal bro babe hun mate dude bestie bff love hon sis girl man".split(
    " ",
  ),
);

/**
 * How someone is on a platform rather than who they are there: "I'm lonely on discord", "I'm new on
 * reddit", "on insta I'm different", "add me on snap, it's easier". Words ending in -ing, -ed or -ly
 * say the same (DESCRIBING_ENDING in personal-details-handles.ts); these are the rest.
 */
export const NOT_A_NAME = new Set(
  (
    "new active inactive online offline famous popular known viral big huge quiet loud shy invisible anonymous " +
    "busy free around nice mean cool chill real honest different myself nobody somebody someone everyone " +
    "everywhere alone safe lost stuck tired bored muted sober awake up out open single late early behind " +
    "happy sad scared afraid awkward brave funny admin mod staff " +
    "nicer meaner better worse happier braver funnier louder easier quicker faster safer simpler " +
    // What a thing is like, said after "it's" beside a platform: "it's normal on reddit", "my insta, it's fun".
    "fun cute normal common usual rare cheap cheaper expensive same cringe whatever everywhere there"
  ).split(" "),
);

export const PERSONA_HANDLES = new Set(ALL_PERSONAS.map((persona) => persona.handle.slice(1).toLowerCase()));
