/**
 * What someone reads who said in a chat that they are under the minimum age: the chat has ended for
 * both (their partner reads only "This chat has ended."), and here, in place of the closed chat's
 * banner and above their messages (a crisis line stays in view), why, kindly, with the youth lines of
 * the sign-up refusal, folded on a phone (UnderAgeNotice's `compact`) so that the messages keep most
 * of the screen. The server has ended the chat and holds them; this only explains.
 */
import { Link } from "react-router";
import { underAgeInChat } from "@shared/age";
import { UnderAgeNotice } from "@/components/age/UnderAgeNotice";
import { buttonClass } from "@/components/ui/button";

export function UnderAgeInChat({ minimumAge }: { minimumAge: number }) {
  return (
    <div
      role="status"
      className="max-h-[40dvh] overflow-y-auto border-b border-slate-200 bg-amber-50/60 px-4 py-3 sm:max-h-[55dvh] sm:py-4"
    >
      <UnderAgeNotice message={underAgeInChat(minimumAge)} compact />
      <div className="mt-2 flex justify-end sm:mt-4">
        <Link to="/" className={buttonClass({ variant: "secondary", size: "sm" })}>
          Return Home
        </Link>
      </div>
    </div>
  );
}
