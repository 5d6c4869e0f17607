/**
 * The two seats of a chat as a moderator tells them apart, on the dashboard and inside a chat.
 * Partners never see these: to each other they stay "Anonymous".
 */
export function seatName(sender: string): string | null {
  return sender === "p1" ? "Person 1" : sender === "p2" ? "Person 2" : null;
}
