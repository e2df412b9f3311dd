// @vitest-environment happy-dom

import { conversationMessages } from "@domain/application-messages.ts";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { demoCreator, renderApp, stubApi } from "@/test/render.tsx";
import { ConversationPanel } from "./conversation-panel.tsx";
import { MessageComposer } from "./message-composer.tsx";

function setup() {
  const onSend = vi.fn();
  render(<MessageComposer onSend={onSend} />);
  return { onSend, user: userEvent.setup({ delay: null }), box: screen.getByRole("textbox", { name: "Message" }) };
}

describe("MessageComposer", () => {
  it("sends the trimmed message on Enter and empties the box", async () => {
    const { onSend, user, box } = setup();
    await user.type(box, "  Hello there  {Enter}");
    expect(onSend).toHaveBeenCalledExactlyOnceWith("Hello there");
    expect(box).toHaveValue("");
  });

  it("breaks the line on Shift+Enter without sending", async () => {
    const { onSend, user, box } = setup();
    await user.type(box, "First line{Shift>}{Enter}{/Shift}second line");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue("First line\nsecond line");
    await user.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledExactlyOnceWith("First line\nsecond line");
  });

  it("does not send a message that is blank after trim", async () => {
    const { onSend, user, box } = setup();
    const button = screen.getByRole("button", { name: "Send message" });
    expect(button).toBeDisabled();
    await user.type(box, "{Enter}");
    await user.type(box, "   {Shift>}{Enter}{/Shift}  ");
    expect(button).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends with the Send button too", async () => {
    const { onSend, user, box } = setup();
    await user.type(box, "Via button");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith("Via button");
  });
});

describe("ConversationPanel's composer", () => {
  const conversationId = "66666666-6666-4666-8666-666666666666";
  const host = { id: "77777777-7777-4777-8777-777777777777", name: "Hana Host", avatarUrl: null };

  it("posts what Enter sends to the conversation, with an idempotency key", async () => {
    const api = stubApi((request) => {
      if (request.method === "GET" && request.path === `/api/conversations/${conversationId}`)
        return {
          body: {
            conversation: {
              id: conversationId,
              applicationId: null,
              applicationStatus: null,
              placeholder: true,
              listing: null,
              other: host,
              otherSuspended: false,
              lastMessage: null,
              unread: 0,
              updatedAt: "2026-11-20T10:00:00.000Z",
            },
            messages: [],
          },
        };
      if (request.method === "POST" && request.path === `/api/conversations/${conversationId}/messages`)
        return {
          status: 201,
          body: {
            message: {
              id: "88888888-8888-4888-8888-888888888888",
              conversationId,
              sender: { id: demoCreator.id, name: demoCreator.fullName, avatarUrl: null },
              content: "Hi Hana",
              messageType: "text",
              createdAt: "2026-11-20T10:01:00.000Z",
              readAt: null,
              clientKey: (request.body as { clientKey: string }).clientKey,
            },
          },
        };
      return undefined;
    });
    renderApp(<ConversationPanel conversationId={conversationId} />);
    expect(await screen.findByText("No messages yet. Say hello to Hana!")).toBeVisible();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole("textbox", { name: "Message" }), "   {Enter}");
    await user.type(screen.getByRole("textbox", { name: "Message" }), " Hi Hana {Enter}");
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]).toMatchObject({
      method: "POST",
      path: `/api/conversations/${conversationId}/messages`,
      body: { content: "Hi Hana", clientKey: expect.any(String) },
    });
  });

  it("shows the suspended party's note and a composer that says why it cannot send", async () => {
    const api = stubApi((request) => {
      if (request.method === "GET" && request.path === `/api/conversations/${conversationId}`)
        return {
          body: {
            conversation: {
              id: conversationId,
              applicationId: null,
              applicationStatus: null,
              placeholder: false,
              listing: null,
              other: host,
              otherSuspended: true,
              lastMessage: null,
              unread: 0,
              updatedAt: "2026-11-20T10:00:00.000Z",
            },
            messages: [],
          },
        };
      return undefined;
    });
    renderApp(<ConversationPanel conversationId={conversationId} />);
    expect(await screen.findByText(conversationMessages.otherSuspended)).toBeVisible();
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(conversationMessages.sendToSuspended);
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    expect(api.changes()).toEqual([]);
  });
});
