/**
 * Words of the Crisis Counselor after a chat in crisis support has ended (PRODUCT.md §10), said
 * wherever it is offered: the chat room's message box, the end-chat screen, and the notice of
 * someone suspended or banned (features/standing/CounselWhileShutOut.tsx).
 */

/** The end-chat screen's and the sanction notice's heading over Talk with the Crisis Counselor. */
export const COUNSELOR_STILL_HERE = "The Crisis Counselor is still here for you.";
/** The message box's placeholder once its words go to the Counselor alone. */
export const COUNSELOR_PLACEHOLDER = "Write to the Crisis Counselor...";
