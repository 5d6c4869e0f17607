// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithToasts } from "@/testing/dom";
import { CrisisHelp } from "./CrisisHelp";

/** The browser as it tells where it is: its clock's time zone and its language. */
function browserIn(timeZone: string, language: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone };
  });
  vi.spyOn(navigator, "language", "get").mockReturnValue(language);
}

beforeEach(() => {
  vi.restoreAllMocks();
});

const countrySelect = () => screen.getByRole("combobox", { name: "Help lines in" }) as HTMLSelectElement;
const directory = () => screen.getByRole("link", { name: /findahelpline\.com/ });

describe("the crisis view's help lines", () => {
  it("shows the lines of the browser's country first, with its emergency number", () => {
    browserIn("Europe/London", "en-US");
    renderWithToasts(<CrisisHelp />);
    expect(countrySelect().value).toBe("GB");
    const lines = screen.getByRole("list", { name: "Help lines in United Kingdom" });
    const samaritans = within(lines).getByRole("link", { name: "Call 116 123" });
    expect(samaritans.getAttribute("href")).toBe("tel:116123");
    // The country's own lines come before the directory for everywhere else.
    expect(lines.compareDocumentPosition(directory()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(directory().textContent).toContain("Other countries.");
    expect(screen.getByText("999").closest("p")?.textContent).toBe("In immediate danger, call 999.");
    expect(screen.getByRole("link", { name: "999" }).getAttribute("href")).toBe("tel:999");
  });

  it("changes to the country the person picks", async () => {
    browserIn("Europe/London", "en-GB");
    const { user } = renderWithToasts(<CrisisHelp />);
    await user.selectOptions(countrySelect(), "Germany");
    expect(screen.queryByRole("list", { name: "Help lines in United Kingdom" })).toBeNull();
    const lines = screen.getByRole("list", { name: "Help lines in Germany" });
    expect(within(lines).getByRole("link", { name: "Call 0800 111 0 111" })).toBeTruthy();
    expect(screen.getByText("112").closest("p")?.textContent).toBe("In immediate danger, call 112.");
  });

  it("leads with the directory and the local emergency number when the country is not known", async () => {
    browserIn("UTC", "en");
    const { user } = renderWithToasts(<CrisisHelp />);
    expect(countrySelect().value).toBe("");
    expect(screen.queryByRole("list")).toBeNull();
    expect(directory().getAttribute("href")).toBe("https://findahelpline.com");
    expect(screen.getByText("In immediate danger, call your local emergency number.")).toBeTruthy();

    // Choosing "Another country" after a country goes back to the directory alone.
    await user.selectOptions(countrySelect(), "United States");
    expect(screen.getByRole("list", { name: "Help lines in United States" })).toBeTruthy();
    await user.selectOptions(countrySelect(), "Another country");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("adds, after the crisis lines, the lines for people hurt by someone where the country has them", async () => {
    browserIn("America/Chicago", "en-US");
    const { user } = renderWithToasts(<CrisisHelp />);
    const crisis = screen.getByRole("list", { name: "Help lines in United States" });
    const harm = screen.getByRole("list", { name: "Support after harm in United States" });
    expect(crisis.compareDocumentPosition(harm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("heading", { name: "If someone has hurt you" })).toBeTruthy();
    expect(within(harm).getByRole("link", { name: "Call 800-656-4673" }).getAttribute("href")).toBe("tel:8006564673");

    // A country without such lines shows its crisis lines alone.
    await user.selectOptions(countrySelect(), "Canada");
    expect(screen.queryByRole("list", { name: /Support after harm/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "If someone has hurt you" })).toBeNull();
  });
});

describe("the help lines for a person who told of harm done to them", () => {
  it("says so where Kindred lists none, and leads to the directory and the crisis lines", async () => {
    browserIn("America/Sao_Paulo", "pt-BR");
    const { user } = renderWithToasts(<CrisisHelp topic="harm" />);
    await user.selectOptions(countrySelect(), "Japan");
    expect(screen.queryByRole("list", { name: /Support after harm/ })).toBeNull();
    expect(screen.getByText(/Kindred does not list lines for people hurt by someone in Japan yet/)).toBeTruthy();
    expect(screen.getByRole("list", { name: "Help lines in Japan" })).toBeTruthy();
  });

  it("lists the lines for people hurt by someone first, then the crisis lines", () => {
    browserIn("Europe/London", "en-GB");
    renderWithToasts(<CrisisHelp topic="harm" />);
    const [first, second] = screen.getAllByRole("list");
    expect(first?.getAttribute("aria-label")).toBe("Support after harm in United Kingdom");
    expect(within(first!).getByRole("link", { name: "Call 0808 500 2222" })).toBeTruthy();
    expect(second?.getAttribute("aria-label")).toBe("Help lines in United Kingdom");
  });
});
