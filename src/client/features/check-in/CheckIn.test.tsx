import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { themeOrDefault } from "../../../shared/themes";
import { CheckIn, RoleStep } from "./CheckIn";

/** The controls that take focus as the step appears (autoFocus, which React applies on mount). */
function autofocused(step: ReactNode): string[] {
  const html = renderToStaticMarkup(<MemoryRouter>{step}</MemoryRouter>);
  return [...html.matchAll(/<input [^>]*>/g)].map((match) => match[0]).filter((input) => input.includes("autofocus"));
}

describe("keyboard focus through the check-in", () => {
  const theme = themeOrDefault(null);

  it("starts in the phrase box", () => {
    const [input, ...others] = autofocused(<CheckIn theme={theme} />);
    expect(others).toEqual([]);
    expect(input).toContain('placeholder="I am Me"');
  });

  it("moves to the first choice of step 2, not to the page, when step 2 appears", () => {
    const [input, ...others] = autofocused(<RoleStep theme={theme} />);
    expect(others).toEqual([]);
    expect(input).toContain('type="radio"');
    expect(input).toContain('value="talk"');
  });
});

describe("a way back from the check-in", () => {
  it("leads from the first step back to the rooms", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CheckIn theme={themeOrDefault(null)} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>.*Back to the rooms<\/a>/);
  });
});
