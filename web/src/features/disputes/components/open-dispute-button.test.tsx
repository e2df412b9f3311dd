// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, stubApi } from "@/test/render.tsx";
import { OpenDisputeButton } from "./open-dispute-button.tsx";

const collaborationId = "66666666-6666-4666-8666-666666666666";

afterEach(() => vi.unstubAllGlobals());

/*
 * The button's form loads when it is first opened (issue 38), not with every contract card: the button must still
 * behave as the dialog's own trigger did — open it, give focus back when it closes, keep what was written.
 */
describe("Open a dispute (the form loads when first opened)", () => {
  it("opens the form, gives focus back to the button on close, and keeps what was written", async () => {
    const api = stubApi();
    renderApp(<OpenDisputeButton collaborationId={collaborationId} partnerName="Casa Marino" />);
    const user = userEvent.setup({ delay: null });
    const button = screen.getByRole("button", { name: "Open a dispute" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("false");

    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Open a dispute" });
    expect(dialog.textContent).toContain("talk with you and Casa Marino");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await user.click(screen.getByLabelText("What happened?"));
    await user.paste("The pool was closed for the whole stay.");

    await user.click(screen.getByRole("button", { name: "Keep it as it is" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));

    await user.click(button);
    await screen.findByRole("dialog", { name: "Open a dispute" });
    expect((screen.getByLabelText("What happened?") as HTMLTextAreaElement).value).toBe(
      "The pool was closed for the whole stay.",
    );
    expect(api.changes()).toEqual([]);
  });
});
