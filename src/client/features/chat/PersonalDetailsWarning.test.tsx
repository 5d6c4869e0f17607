import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { findPersonalDetails } from "../../../shared/personal-details";
import { PersonalDetailsWarning } from "./PersonalDetailsWarning";

const warning = (text: string) =>
  renderToStaticMarkup(
    <PersonalDetailsWarning details={findPersonalDetails(text)} onEdit={() => {}} onSendAnyway={() => {}} />,
  );

describe("the personal-details warning", () => {
  it("names what it found and why it matters, as a dialog a screen reader announces", () => {
    const html = warning("text me on 07911 123456 or insta @sunny_22");
    expect(html).toMatch(/role="alertdialog"/);
    expect(html).toContain("This message seems to contain a social media or messaging handle and a phone number.");
    expect(html).toContain("Sharing contact details with someone you have just met can put you at risk");
    expect(html).toContain("07911 123456");
    expect(html).toContain("insta @sunny_22");
  });

  it("offers Edit and Send anyway as real buttons", () => {
    const buttons = [...warning("07911 123456").matchAll(/<button type="button"[^>]*>([^<]+)<\/button>/g)].map(
      (m) => m[1],
    );
    expect(buttons).toEqual(["Edit", "Send anyway"]);
  });
});
