/**
 * A visit offered while nobody else will be there (twelfth round, 2026-12-01), for the request
 * finder (personal-details-requests.ts): "come over, i'm alone this weekend", "my parents are away
 * tonight, you could come round", "come to mine, it'll just be us". NSPCC, CEOP and Thorn name the
 * meeting in private as grooming's aim; the invitation alone ("you should come over to mine") is
 * MEETING's (personal-details-grooming.ts), and this rule takes the invitations MEETING leaves to
 * ordinary talk ("come over", "wanna come round") once the same message says nobody else is there.
 * Being alone told with nobody invited passes ("i'm home alone this weekend and it's so quiet"), and
 * so does a visit told of ("my sister is coming over so i won't be alone", "my nan used to say come
 * over whenever you're lonely").
 */
import { CLAUSE_START, PARENT, YOU } from "./personal-details-request-words.js";

/** The reader invited to the writer's: "come over", "you could come round", "wanna come over?", "stay at mine". */
const INVITED = `(?:${CLAUSE_START}|\\b(?:${YOU}\\s+(?:could|can|should|wanna|want\\s+to)|(?:do\\s+${YOU}\\s+)?(?:wanna|want\\s+to|fancy))\\s+)(?:come|pop|swing|stay|sleep)\\s+(?:over|round|around|by|(?:to|at)\\s+(?:mine|my\\s+(?:place|house|flat|room)))\\b`;
/** Nobody else there: "i'm home alone", "nobody's home", "no one else will be there", "my parents are away", "just us". */
const NOBODY_ELSE = `(?:\\b(?:i\\s*'?m|i\\s+am|i\\s*'?ll\\s+be|i\\s+will\\s+be)\\s+(?:home\\s+|all\\s+)?(?:alone|by\\s+myself|on\\s+my\\s+own)\\b|\\b(?:no\\s?one|nobody)(?:'?s|\\s+is|\\s+else(?:'?s|\\s+is|\\s+will\\s+be)?|\\s+will\\s+be)\\s+(?:home|in|there|around|here)\\b|\\bmy\\s+(?:${PARENT}|housemates?|flatmates?|roommates?|wife|husband|partner)\\s*(?:'re|'s|\\s+are|\\s+is|\\s+will\\s+be)\\s+(?:away|out|gone|not\\s+(?:home|in|around))\\b|\\bjust\\s+(?:us|the\\s+two\\s+of\\s+us|me\\s+and\\s+${YOU}|${YOU}\\s+and\\s+me)\\b|\\b(?:house|place|flat)\\s+to\\s+myself\\b)`;

export const MEETING_ALONE = new RegExp(
  `${INVITED}[\\s\\S]{0,80}?${NOBODY_ELSE}|${NOBODY_ELSE}[\\s\\S]{0,80}?${INVITED}`,
  "i",
);
