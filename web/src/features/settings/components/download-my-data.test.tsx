// @vitest-environment happy-dom
import type { DataExport } from "@domain/data-export.ts";
import { dataExportMessages } from "@domain/data-export.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { latestToast, renderApp, stubApi } from "@/test/render.tsx";
import { DownloadMyData } from "./download-my-data.tsx";

const id = "44444444-4444-4444-8444-444444444444";
const running: DataExport = {
  id,
  status: "running",
  requestedAt: "2026-11-27T17:00:00.000Z",
  readyAt: null,
  expiresAt: null,
  bytes: null,
  downloadUrl: null,
};
const ready: DataExport = {
  ...running,
  status: "ready",
  readyAt: "2026-11-27T17:02:00.000Z",
  expiresAt: "2026-12-04T17:02:00.000Z",
  bytes: 12_900_000,
  downloadUrl: `/api/accounts/data-export/${id}/download`,
};

describe("Download my data (Settings → Account, decision 0063)", () => {
  it("starts an export, then shows it preparing with the button held", async () => {
    const api = stubApi((request) =>
      request.method === "POST" ? { status: 202, body: { export: running } } : { body: { export: null } },
    );
    renderApp(<DownloadMyData />);
    const start = await screen.findByRole("button", { name: "Download my data" });
    await waitFor(() => expect(start).toBeEnabled());
    fireEvent.click(start);
    expect(await latestToast()).toContain(dataExportMessages.started);
    expect(await screen.findByRole("button", { name: "Preparing…" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Preparing your data");
    expect(api.changes()).toEqual([expect.objectContaining({ method: "POST", path: "/api/accounts/data-export" })]);
  });

  it("offers the ready ZIP with its size and expiry, and a new copy", async () => {
    stubApi(() => ({ body: { export: ready } }));
    renderApp(<DownloadMyData />);
    expect(await screen.findByRole("link", { name: "Download ZIP" })).toHaveAttribute("href", ready.downloadUrl);
    expect(screen.getByRole("status")).toHaveTextContent("12.3 MB");
    expect(screen.getByRole("button", { name: "Make a new copy" })).toBeEnabled();
  });
});
