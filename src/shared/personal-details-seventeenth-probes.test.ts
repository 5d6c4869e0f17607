/**
 * Variants met while trying the seventeenth round's rules (2026-12-01), after them: small capitals,
 * Cyrillic and Greek letters in a platform's name (and Russian, Ukrainian and Greek left as text),
 * platforms by their look, payment handles, a bio elsewhere, a full name, a street, a meeting place,
 * a school by its saint, and grooming's first questions. The round's rows, written before the rules,
 * are in personal-details-corpus/*-seventeenth-round.ts.
 */
import { describe, expect, it } from "vitest";
import { withoutInvisibleOrLookalikes } from "./invisible-characters.js";
import { findPersonalDetails } from "./personal-details.js";
import { screenText } from "./screening.js";

const guarded = (text: string) => findPersonalDetails(withoutInvisibleOrLookalikes(text));

describe("letters of other scripts in a platform's name", () => {
  it.each([
    ["ɪɴsᴛᴀɢʀᴀᴍ janedoe92", "ɪɴsᴛᴀɢʀᴀᴍ janedoe92"],
    ["інстаграм janedoe92", "інстаграм janedoe92"],
    ["снапчат: moonie22", "снапчат: moonie22"],
    ["add me on snapchаt janedoe92", "snapchаt janedoe92"],
    ["my dіscord is moonie22", "dіscord is moonie22"],
  ])("holds %j and quotes %j as typed", (written, quoted) => {
    expect(screenText(written, findPersonalDetails)).toMatchObject({
      kind: "personal-details",
      found: expect.arrayContaining([{ kind: "handle", text: quoted }]),
    });
  });

  it("folds small capitals everywhere, and a Cyrillic word only where it spells a platform", () => {
    expect(withoutInvisibleOrLookalikes("ɪ'ᴍ ꜱᴏ ᴛɪʀᴇᴅ")).toBe("i'm so tired");
    expect(withoutInvisibleOrLookalikes("я удалила инстаграм")).toBe("я удалила instagram");
    expect(withoutInvisibleOrLookalikes("привет, как дела? τι κάνεις;")).toBe("привет, как дела? τι κάνεις;");
  });

  it("reads crisis language typed in small capitals", () => {
    expect(screenText("ɪ ᴡᴀɴᴛ ᴛᴏ ᴋɪʟʟ ᴍʏꜱᴇʟꜰ").kind).toBe("crisis");
  });

  it.each(["я так устала от всего", "мене ніхто не розуміє", "сигнал пропал", "i deleted snаpchаt, best decision"])(
    "lets %j through",
    (text) => expect(guarded(text)).toEqual([]),
  );
});

describe("platforms by their look, payment handles and bios", () => {
  it.each([
    ["the purple camera app, janedoe_92", "handle"],
    ["yellow ghost app, same name as here", "handle"],
    ["add me on the blue app x", "contact-request"],
    ["venmo: janedoe92", "handle"],
    ["cash me at $moonie", "handle"],
    ["venmo.com/u/janedoe92", "link"],
    ["my insta is in my bio", "contact-request"],
    ["check out my bio 😉", "contact-request"],
  ])("finds %j (%s)", (text, kind) => {
    expect(guarded(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each([
    "the blue whale challenge scared me",
    "the blue app has so many ads now",
    "my venmo is frozen, ugh",
    "spotify wrapped is out!! mine is embarrassing",
    "paypal charged me twice",
    "i need to update my bio for work",
    "link in bio culture is exhausting",
    "it was $15 on cash app",
  ])("lets %j through", (text) => expect(guarded(text)).toEqual([]));
});

describe("a full name, a street, a meeting place, a school, grooming's first questions", () => {
  it.each([
    ["my name is riley carter", "handle"],
    ["i'm sam okafor btw", "handle"],
    ["we live on mill lane", "address"],
    ["i live on church street btw", "address"],
    ["meet me behind the sports centre", "personal-request"],
    ["ill be by the fountain at 3 if u want to meet", "personal-request"],
    ["let's meet in the middle", "personal-request"],
    ["my school's st anne's", "address"],
    ["r u a guy or a girl", "personal-request"],
    ["tell me one of your secrets", "personal-request"],
  ])("finds %j (%s)", (text, kind) => {
    expect(guarded(text).map((detail) => detail.kind)).toContain(kind);
  });

  it.each([
    "im riley",
    "i'm extremely anxious btw",
    "im totally hopeless btw",
    "my name is literally riley lol",
    "i live on the high street, it's loud",
    "i'm in a better place now",
    "meet me in the middle on this one",
    "my mum and i met halfway through the film",
    "i'll be at the gym at 5, it helps my head",
    "my gran went to st anne's hospital",
    "did you want a boy or a girl when you were pregnant?",
    "she told me a secret once",
  ])("lets %j through", (text) => expect(guarded(text)).toEqual([]));
});
