import { isValidElement, type FormEvent, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SuggestThemeForm } from "./SuggestThemeForm";

const { post, toast } = vi.hoisted(() => ({
  post: vi.fn<() => Promise<unknown>>(),
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));
const suggestion = { name: "Night owls", description: "For people awake at 4am" };
vi.mock("../../lib/toast", () => ({ toast }));
vi.mock("../../lib/api", () => ({
  api: { post },
  // Stands for a form filled in: without a DOM nothing can be typed into its fields.
  wire: async () => ({
    ThemeSuggestionBody: { safeParse: () => ({ success: true, data: suggestion }) },
    ThemeSuggestionCreated: {},
  }),
}));

/** The first element of a type in a rendered tree, without rendering the components in it. */
function find(node: ReactNode, type: string): ReactElement<Record<string, unknown>> | undefined {
  if (Array.isArray(node)) return node.map((child: ReactNode) => find(child, type)).find(Boolean);
  if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
  return node.type === type ? (node as ReactElement<Record<string, unknown>>) : find(node.props.children, type);
}

/**
 * The form's submit handler as the browser calls it. These tests have no DOM: the form renders once
 * on React's server renderer, and its handler is called as a double click on Submit Suggestion would.
 */
function submitHandler(): (event: Pick<FormEvent, "preventDefault">) => void {
  let form: ReactElement<Record<string, unknown>> | undefined;
  function Page() {
    const tree = SuggestThemeForm({ signedIn: true });
    form = find(tree, "form");
    return tree;
  }
  renderToStaticMarkup(<Page />);
  return form!.props.onSubmit as (event: Pick<FormEvent, "preventDefault">) => void;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("Submit Suggestion", () => {
  beforeEach(() => vi.clearAllMocks());

  it("sends one suggestion for a double click, and thanks once", async () => {
    let answer!: (value: unknown) => void;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const submit = submitHandler();
    const preventDefault = vi.fn();
    submit({ preventDefault });
    submit({ preventDefault });
    await settled();
    answer({ id: "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11" });
    await settled();
    expect(preventDefault).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith("/api/theme-suggestions", suggestion, {});
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith("Thank you for your suggestion!", {
      description: "We'll review your theme idea and consider adding it to the product.",
    });
  });

  it("can be submitted again once the first has been answered", async () => {
    post.mockResolvedValue({ id: "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11" });
    const submit = submitHandler();
    submit({ preventDefault: () => {} });
    await settled();
    submit({ preventDefault: () => {} });
    await settled();
    expect(post).toHaveBeenCalledTimes(2);
  });
});
