/**
 * Hate aimed at who the other person is: their race, religion, sexuality, gender identity or
 * disability, in the forms the ADL's classes of online hate name. Slurs come from obscenity's
 * dataset (harassment.ts); here are the structures: a group put to them ("you people are all the
 * same", "muslims like you should be deported", "your kind ruin everything"), who they are denied
 * or made an illness ("you're not a real woman", "you need fixing", "your religion is a cancer"),
 * "go back to …", and a group condemned whole ("trans people are mentally ill"). Not who people say
 * they are ("i'm gay and my parents don't know", "people like me get so much hate"), kindness to a
 * group ("you people are so kind here", "people like you make this place better"), or what was said
 * to the writer ("he told me to go back to my country": harassment-reported.ts).
 */
import {
  aboutNoOneElse,
  FILLER,
  INSULT,
  INSULTING_ADJECTIVE,
  NOT_A_VERDICT,
  NOT_BELIEVED,
  YOU,
  YOU_ARE,
} from "./harassment-words.js";

/** Groups people are hated as, plural and singular (the slurs among them as obscenity writes them). */
const GROUP =
  "(?:muslims?|moslems?|jews?|christians?|catholics?|hindus?|sikhs?|atheists?|arabs?|immigrants?|migrants?|refugees?|foreigners?|illegals?|blacks?|gays?|lesbians?|queers?|homos?|trans|trannies|tranny|transgenders?|gypsies|gypsy|pakis?|asians?|mexicans?|africans?|indians?|chinese|poles|romanians|autistics?|retards?|cripples?|feminists?|niggers?|niggas?|faggots?|fags?|dykes?|spics?|kikes?|chinks?)";
/** A group named by an adjective: "gay people", "disabled folk". */
const GROUP_ADJECTIVE =
  "(?:gay|lesbian|queer|trans|transgender|bi|bisexual|nonbinary|non binary|black|brown|asian|muslim|jewish|arab|disabled|autistic|mentally ill|fat)";

/**
 * Them as one of a group: "you people", "all you immigrants", "your kind", "gay people like you".
 * Three rules, so that the word gate (harassment.ts) can pass over each by its words.
 */
const AS_A_GROUP = [
  `(?:all (?:of )?)?${YOU} (?:people|ppl|lot|lots|kind|sort|type|${GROUP})`,
  "(?:your|ur|ya) (?:kind|lot|sort|type)",
  `(?:people|ppl|ones|those|folk|folks|${GROUP}|${GROUP_ADJECTIVE} (?:people|ppl|folk|girls|guys|men|women)|girls|guys|men|women) like ${YOU}`,
];

/** What hate says of a group. */
const HATED =
  "(?:vermin|animals|subhuman|sick|mentally ill|(?:a |an )?(?:plague|cancer|disease|virus|abomination|infestation)|abominations|not human|not normal|unnatural|going to hell|evil|scum|filth|terrorists|rapists|criminals|parasites|leeches|invaders|freaks|pedos|paedos|groomers|inferior|dirty)";
/** What hate wants done to a group: "should be deported", "need to go back". */
const DONE_TO =
  "(?:should|shud|need to|needs to|ought to|must|deserve to|have to|gotta) (?:all |just |fucking )*(?:be (?:deported|banned|locked up|shot|gassed|killed|wiped out|sent back|fixed|cured|exterminated|burned|burnt|hanged|lynched|put down)|leave|go back|die|disappear|get out|not exist|burn|rot|go to hell|fuck off)";
const SAID_OF_THEM = `(?:(?:are|r|re|is|s|were) (?:all |just |so |literally |fucking |always |nothing but |such |a |an |the )*(?:${HATED}|${INSULTING_ADJECTIVE}|${INSULT}|(?:all |literally all |just all )the same)|(?:isnt|is not|arent|are not|s not|aint|re not) (?:welcome|wanted|allowed|human|normal|natural|real)|${DONE_TO}|(?:ruin|ruins|ruined|ruining|destroy|destroys|destroying|infest|infesting|make me sick|disgust me|dont belong|do not belong|(?:shouldnt|should not) (?:exist|live|be alive|be allowed)|cant be trusted|dont deserve|do not deserve))\\b`;

/** Places people are told to go back to. */
const BACK_TO = `(?:(?:your|ur|ya) (?:own )?(?:country|countries|land|homeland|village|desert|jungle|cave|hut|tribe|people|kind|shithole|island)|where ${YOU} (?:came|come|are) from|where ${YOU} belong|africa|asia|china|india|pakistan|mexico|syria|poland|romania|somalia|nigeria|jamaica|the middle east|iraq|iran|afghanistan|bangladesh|turkey|the jungle|the desert)`;

/** Hate told or heard of, not said: "i grew up being told gay people are going to hell". */
const NOT_HEARD =
  "(?<!\\b(?:told|taught|raised|heard|hear|say|says|said|saying|think|thinks|thought|believe|believes|believed|claim|claims|preach|preached|preaches|that|because|cause|cos|like|feel|feels|felt|if|read|whether) )";
/** "sick of", "sick and tired": a group's own complaint, not hate. */
const NOT_THEIR_COMPLAINT = "(?! (?:of|and tired|with|from|because)\\b)";

/** Who people are, that hate calls an illness or a sin. */
const IDENTITY_CALLED_ILL =
  "(?:being )?(?:gay|trans|queer|bi|bisexual|lesbian|homosexual|transgender|nonbinary|non binary)";

/** Who a stereotype is pinned on: "typical woman", "typical immigrant". */
const STEREOTYPED =
  "(?:woman|girl|female|bitch|man|male|boy|muslim|jew|immigrant|migrant|refugee|foreigner|arab|asian|paki|mexican|indian|gypsy|black|gay|lesbian|tranny|feminist|autistic)";
/** Who someone is, named with contempt in front: "stupid immigrant", "you dirty muslim". */
const CONTEMPT_FOR = "(?:stupid|dumb|dirty|filthy|fucking|fkn|smelly|disgusting|useless|worthless|lazy|bloody|typical)";
const SINGLE_GROUP =
  "(?:muslim|moslem|jew|immigrant|migrant|refugee|foreigner|illegal|arab|paki|mexican|african|indian|gypsy|immigrants|migrants|refugees|foreigners|muslims)";

export const HATE_RULES: readonly string[] = [
  ...AS_A_GROUP.map((them) => `\\b${NOT_A_VERDICT}${them} (?:all )?${SAID_OF_THEM}${NOT_THEIR_COMPLAINT}`),
  `\\b${NOT_BELIEVED}${NOT_HEARD}(?:${GROUP}|${GROUP_ADJECTIVE} (?:people|ppl|folk)) (?:are|r) (?:all |just |literally |fucking |nothing but )*(?:${HATED}|disgusting|gross|trash)\\b${NOT_THEIR_COMPLAINT}`,
  `\\b${NOT_BELIEVED}${NOT_HEARD}(?:${GROUP}|${GROUP_ADJECTIVE} (?:people|ppl|folk)) (?:should|need to|must|deserve to) (?:all |just )*(?:be (?:deported|banned|locked up|shot|gassed|killed|wiped out|sent back|exterminated|burned|put down)|die|not exist|burn|rot)\\b`,
  // "go back to africa", "why don't you go back to where you came from", "fuck off back to your country".
  `(?:^ |\\. |\\b(?:just|now|so|then|pls|please|why dont ${YOU}(?: just)?) )(?:go|fuck off|piss off|get|swim|crawl|run) back (?:home )?to ${BACK_TO}\\b`,
  // Who they are denied: "you're not a real woman", "you'll never be a real man", "just a man in a dress".
  `\\b${NOT_A_VERDICT}(?:${YOU_ARE}|${YOU}ll|${YOU} will|${YOU} wil) (?:not|never|nt|aint)(?: be| gonna be| going to be| ever be)? (?:a |an )?(?:real|proper|true|actual|biological) (?:woman|man|girl|boy|lady|guy|female|male)\\b`,
  `\\b${NOT_A_VERDICT}${YOU_ARE} (?:just |only |still |nothing but )*(?:a )?(?:man|guy|bloke|dude) in a (?:dress|wig|skirt)\\b`,
  // "you're a disgrace to your race", "an embarrassment to your family".
  `\\b${NOT_A_VERDICT}${YOU_ARE} (?:such |a |an |total |fucking |absolute |complete |utter )*(?:disgrace|embarrassment|shame|insult|stain) to (?:your|ur|the) (?:race|people|family|kind|religion|country|gender|species|parents|community|culture|sex|humanity|human race)\\b`,
  // Who they are made an illness: "you need fixing", "being gay is a disease".
  `\\b${NOT_A_VERDICT}${YOU} (?:need|needs|should get|ought to get|must get) (?:fixing|fixed|to be fixed|curing|cured|to be cured|conversion therapy|an exorcism|exorcising|locking up|to be locked up|putting down|to be put down)\\b`,
  `\\b${NOT_BELIEVED}${NOT_HEARD}${IDENTITY_CALLED_ILL} (?:is|s) (?:just |a |an )*(?:disease|sin|mental illness|mental disorder|disorder|abomination|unnatural|disgusting|perversion|sickness|sick)\\b(?! (?:according|in (?:their|his|her|my|the))\\b)`,
  // Who they are, condemned: "your religion is a cancer", "your pronouns are fake".
  `\\b${NOT_A_VERDICT}(?:your|ur|ya) (?:religion|race|culture|people|god|prophet|faith|gender|sexuality|identity|pronouns|lifestyle|country) (?:is|are|s|r) (?:a |an |just |so |fucking |literally |such )*(?:cancer|disease|plague|virus|joke|filth|evil|disgusting|sick|sin|fake|not real|made up|mental illness|trash|garbage|vile|backwards|primitive|barbaric|pathetic|lie|cult|terrorism|terrorists)\\b`,
  // A stereotype pinned on them: "typical woman, always crying", "so typical immigrant"; not one
  // pinned on someone the message names ("my bf forgot again, typical man"), nor "typical me".
  aboutNoOneElse(
    `(?:^ |\\. )(?:so |how |lol |thats |ugh |such a |just |youre such a |ur such a )?typical ${STEREOTYPED}(?= \\.| *$| always| lol| smh| tbh| honestly| behaviour| behavior| logic| brain| move| crying| whining| moaning| being)`,
  ),
  // Sent back to the kitchen: "get back in the kitchen", "a woman's place is in the kitchen"; not
  // "i need to get back in the kitchen, my pasta's boiling" (a clause that starts with the writer).
  `(?:^ |\\. |\\b(?:now|just|go|so|then|pls|please|bitch|woman|girl|you|ur) )(?:get|go|run|stay|crawl|back) (?:back )?(?:in|into|to) (?:the|your|ur|ya) kitchen\\b(?! (?:for|to get|to check|brb)\\b)`,
  `\\b(?:a |the )?(?:womans|womens|women|girls|a girls|females) (?:(?:place|places) (?:is|are|s) in|belong in|belongs in|should stay in|should be in) the (?:kitchen|home)\\b`,
  `(?:^ |\\. )(?:now |just |go |woman |bitch )*(?:go )?make me a (?:sandwich|sammich|sandwhich)(?: woman| bitch)?(?= \\.| *$)`,
  // Who they are, named with contempt: "stupid immigrant", "you dirty muslim", "ur just a dumb
  // foreigner"; not "my boss called me a stupid immigrant", "i feel like a stupid immigrant here".
  `(?:^ |\\b${NOT_A_VERDICT}(?:${YOU}|${YOU_ARE}) )(?:${FILLER} )*${CONTEMPT_FOR} ${SINGLE_GROUP}(?= \\.| *$| go| get| fuck| piss| lol| bitch| like ${YOU}| scum| trash)`,
];
