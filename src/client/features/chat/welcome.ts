/**
 * The system welcome shown on entering a room. It depends on the reader's own role, so each person's
 * page writes its own and nothing is stored (PRODUCT.md §2: listen, talk, both; demo themes a demo welcome,
 * except Crisis Support, where someone may be in danger).
 */
import type { ChatRole } from "@shared/api";
import type { Theme } from "@shared/themes";

/** `matched`: the other person is already here, so nobody is still to "join you soon". */
export function welcomeLines(theme: Theme, role: ChatRole, matched: boolean): string[] {
  const persona = theme.aiAssistant;
  // Someone who opens Crisis Support may be in danger now: not a room "to try Kindred out".
  if (theme.id === "crisis") {
    return [
      `Welcome to ${theme.title}. If you are in danger right now, or might act on thoughts of ending your life, call your local emergency number now.`,
      `${persona.name} (${persona.tag}) is here with you${matched ? ", and so is another person" : " while we find someone to talk with"}. You don't have to go through this alone.`,
    ];
  }
  if (theme.demo) {
    return [
      `Welcome to the ${theme.title} demo room. This is a gentle place to try Kindred out.`,
      `${persona.name} (${persona.tag}) is here with you. Write ${persona.tag} in a message to talk with them.`,
    ];
  }
  const opening: Record<ChatRole, string> = matched
    ? {
        listen: `Welcome to ${theme.title}. Thank you for offering to listen: the person with you here came to talk.`,
        talk: `Welcome to ${theme.title}. You're here to talk, and that takes courage: the person with you here is ready to listen.`,
        both: `Welcome to ${theme.title}. You're with another person here to talk and to listen.`,
      }
    : {
        listen: `Welcome to ${theme.title}. Thank you for offering to listen: a human seeking to talk will join you soon.`,
        talk: `Welcome to ${theme.title}. You're here to talk, and that takes courage: someone ready to listen will join you soon.`,
        both: `Welcome to ${theme.title}. You'll be matched with another person here to talk and to listen.`,
      };
  return [
    opening[role],
    `You're both anonymous. Be kind, take your time, and share only what feels right. ${persona.name} (${persona.tag}) is keeping you company.`,
  ];
}

/**
 * The line that marks, in the conversation itself, the moment another person arrived: a toast
 * fades, and a person reading the persona's words may miss it. The persona answers only when its
 * handle is written from then on (the server's rule), so the line says so. The person who waited
 * (`waited`) still sees what they said before it; the one who joined never does, and someone who
 * told of a crisis while waiting must not think it was read and ignored (a stranger's trial).
 */
export function matchLine(theme: Theme, waited: boolean): string {
  const persona = theme.aiAssistant;
  const unseen = waited ? " They can't see anything said before they joined." : "";
  return `A real person has joined: you're now chatting with another person.${unseen} ${persona.name} steps back; write ${persona.tag} if you'd like ${persona.name} to join in.`;
}
