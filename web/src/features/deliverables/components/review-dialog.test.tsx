// @vitest-environment happy-dom

import type { Deliverable } from "@domain/deliverables.ts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { demoHost, renderApp, stubApi } from "@/test/render.tsx";
import { ReviewDialog } from "./review-dialog.tsx";

const applicationId = "33333333-3333-4333-8333-333333333333";
const deliverable: Deliverable = {
  id: "44444444-4444-4444-8444-444444444444",
  applicationId,
  creatorId: "55555555-5555-4555-8555-555555555555",
  mediaType: "image",
  kind: "post",
  fileName: "sunset.jpg",
  fileType: "image/jpeg",
  fileSize: 2048,
  caption: "Golden hour #ad",
  usageRights: "1-year",
  scheduledDate: null,
  status: "pending",
  version: 1,
  previousId: null,
  replacedById: null,
  fileUrl: null,
  previewUrl: null,
  downloadUrl: null,
  approvedAt: null,
  rightsExpireAt: null,
  autoApproved: false,
  autoApprovesAt: null,
  feedback: [],
  captionChecks: [],
  canReview: true,
  canRevise: false,
  createdAt: "2026-11-20T10:00:00.000Z",
};
const feedbackPath = `/api/deliverables/${deliverable.id}/feedback`;
const commentRequired = "Please provide specific feedback explaining what needs to be changed.";

function setup(status = 201, message = "Feedback submitted successfully") {
  const api = stubApi((request) =>
    request.method === "POST" && request.path === feedbackPath
      ? status < 300
        ? { status, body: { deliverable, message } }
        : { status, body: { error: { code: "internal", message: "boom" } } }
      : undefined,
  );
  const onOpenChange = vi.fn();
  renderApp(<ReviewDialog deliverable={deliverable} applicationId={applicationId} open onOpenChange={onOpenChange} />, {
    user: demoHost,
  });
  return { api, onOpenChange, user: userEvent.setup({ delay: null }) };
}

async function sent(api: ReturnType<typeof stubApi>) {
  await waitFor(() => expect(api.changes()).toHaveLength(1));
  return api.changes()[0]?.body;
}

describe("ReviewDialog", () => {
  it("refuses Request Changes without a comment, blank after trim, and sends nothing", async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole("radio", { name: "Request Changes" }));
    await user.click(screen.getByRole("button", { name: "Request Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(commentRequired);
    await user.type(screen.getByLabelText("Comment"), "   ");
    await user.click(screen.getByRole("button", { name: "Request Changes" }));
    expect(screen.getByRole("alert")).toHaveTextContent(commentRequired);
    expect(screen.getByLabelText("Comment")).toHaveAttribute("aria-invalid", "true");
    expect(api.changes()).toEqual([]);
  });

  it("sends Request Changes with the comment, and no rating", async () => {
    const { api, user, onOpenChange } = setup();
    await user.click(screen.getByRole("radio", { name: "Request Changes" }));
    await user.type(screen.getByLabelText("Comment"), "Please add the #ad tag.");
    await user.click(screen.getByRole("button", { name: "Request Changes" }));
    expect(await sent(api)).toEqual({ feedbackType: "request_changes", comment: "Please add the #ad tag." });
    expect(await screen.findByText("Feedback submitted successfully")).toBeVisible();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("fills the standard revision message from the template button", async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole("radio", { name: "Request Changes" }));
    await user.click(screen.getByRole("button", { name: "Use template" }));
    expect(screen.getByLabelText("Comment")).toHaveValue(
      "Thanks for the content! Could you please make the following changes:\n1. \n2. \n\n" +
        "Please keep the agreed mentions, hashtags and the #ad disclosure in the caption.",
    );
    await user.click(screen.getByRole("button", { name: "Request Changes" }));
    expect(await sent(api)).toMatchObject({ feedbackType: "request_changes" });
  });

  it("approves with the default rating 5 and an optional comment", async () => {
    const { api, user } = setup(201, "Feedback approved successfully");
    expect(screen.getByRole("radio", { name: "Approve" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "5 stars" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByLabelText("Comment (optional)")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await sent(api)).toEqual({ feedbackType: "approve", rating: 5 });
    expect(await screen.findByText("Feedback approved successfully")).toBeVisible();
  });

  it("sends the chosen rating only on approve", async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole("radio", { name: "3 stars" }));
    await user.type(screen.getByLabelText("Comment (optional)"), "Lovely");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await sent(api)).toEqual({ feedbackType: "approve", rating: 3, comment: "Lovely" });
  });

  it("needs a comment for Comment Only and sends no rating", async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole("radio", { name: "Comment Only" }));
    expect(screen.queryByRole("radio", { name: "5 stars" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit Comment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please write a comment.");
    await user.type(screen.getByLabelText("Comment"), "Nice light");
    await user.click(screen.getByRole("button", { name: "Submit Comment" }));
    expect(await sent(api)).toEqual({ feedbackType: "comment", comment: "Nice light" });
  });

  it("shows the spec's failure text when the server fails", async () => {
    const { user } = setup(500);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to submit feedback.");
  });
});
