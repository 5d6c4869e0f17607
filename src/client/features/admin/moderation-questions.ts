/**
 * The question a moderator answers before each decision on a report, in plain words: what it does to
 * the person, and what they are shown. Every decision is asked for twice: each one either sanctions
 * someone or may let them back into chats (a dismissal can lift a hold).
 */
import { UNDER_AGE_SANCTION_REASON, type ModerationAction } from "@shared/moderation-api";

export interface Question {
  title: string;
  description: string;
  confirm: string;
}

const STAY_ENDED = "Their ended chats stay ended.";

export function questionFor(action: ModerationAction, aboutAge: boolean): Question {
  if (action.action === "dismiss")
    return aboutAge
      ? {
          title: "Dismiss: they are an adult?",
          description:
            "You judge that they are not under the minimum age (a joke or a misreading). The hold on them ends, and they can be matched with anyone again at once.",
          confirm: "Dismiss",
        }
      : {
          title: "Dismiss this report?",
          description:
            "Nothing is done to them. If this report was holding them from new chats, the hold may end and they can be matched again.",
          confirm: "Dismiss",
        };
  const shown = `They are shown the reason: ${action.reason}.`;
  if (action.action === "warn")
    return {
      title: "Warn this person?",
      description: `They must read the warning before their next chat; once they have, they can be matched again. ${shown}`,
      confirm: "Warn",
    };
  if (action.action === "ban" && action.reason === UNDER_AGE_SANCTION_REASON)
    return {
      title: "Close this account as under age?",
      description:
        "Their account is closed for good and their open chats end now. They are told kindly why, with help lines for young people. Only lifting the ban under Sanctions undoes it.",
      confirm: "Close account",
    };
  if (action.action === "ban")
    return {
      title: "Ban this person?",
      description: `Their open chats end now, and they cannot chat on Kindred again unless a moderator lifts the ban. ${shown} ${STAY_ENDED}`,
      confirm: "Ban",
    };
  const days = action.days === 1 ? "1 day" : `${action.days} days`;
  return {
    title: `Suspend this person for ${days}?`,
    description: `Their open chats end now, and they cannot chat on Kindred for ${days}. ${shown} ${STAY_ENDED}`,
    confirm: "Suspend",
  };
}
