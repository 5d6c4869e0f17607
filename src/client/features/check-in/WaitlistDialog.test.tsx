import { isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { WaitlistDialog } from "./WaitlistDialog";

const { me, navigate, toast } = vi.hoisted(() => ({
  me: { data: null as object | null },
  navigate: vi.fn(),
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));
vi.mock("../../lib/session", () => ({ useMe: () => me }));
vi.mock("../../lib/toast", () => ({ toast }));
vi.mock("react-router", async (original) => ({ ...(await original<object>()), useNavigate: () => navigate }));
// Radix renders a dialog into a portal only in a browser; here its content renders in place.
vi.mock("../../components/ui/dialog", () => ({
  DialogContent: ({ children }: { children?: ReactNode }) => <div>{children}</div>,
}));

/** The first element of a type in a rendered tree, without rendering the components in it. */
function find(node: ReactNode, type: string): ReactElement<Record<string, unknown>> | undefined {
  if (Array.isArray(node)) return node.map((child: ReactNode) => find(child, type)).find(Boolean);
  if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
  return node.type === type ? (node as ReactElement<Record<string, unknown>>) : find(node.props.children, type);
}

/**
 * The dialog as the check-in shows it. These tests have no DOM: it renders once on React's server
 * renderer, and the button's handler is called as a click would.
 */
function dialog(): { html: string; button?: ReactElement<Record<string, unknown>> } {
  let button: ReactElement<Record<string, unknown>> | undefined;
  function Page() {
    const tree = WaitlistDialog({ open: true });
    button = find(tree, "button");
    return tree;
  }
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  return { html, button };
}

describe("Sign up for Waitlist", () => {
  beforeEach(() => vi.clearAllMocks());

  it("leads a signed-out visitor to /auth", () => {
    me.data = null;
    const { html, button } = dialog();
    expect(html).toMatch(/<a [^>]*href="\/auth"[^>]*>Sign up for Waitlist<\/a>/);
    expect(button).toBeUndefined();
  });

  it("tells a signed-in member that they are on the waitlist, and closes the dialog", () => {
    me.data = { profile: { waitlisted: true } };
    const { html, button } = dialog();
    expect(html).not.toContain('href="/auth"');
    expect(button!.props.children).toBe("Sign up for Waitlist");
    (button!.props.onClick as () => void)();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith("You're on the waitlist", {
      description: "You'll be able to start chatting as soon as a place opens.",
    });
    // Closing the dialog leaves the check-in for home, as its Close button and Escape do.
    expect(navigate).toHaveBeenCalledWith("/");
  });
});
