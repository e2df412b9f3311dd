import type { ListingInput } from "@domain/listings.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newListingForm } from "./api.ts";
import { postMultipart, UploadError } from "./upload-request.ts";

const input = {
  title: "Cliffside Villa",
  location: "Positano, Italy",
  description: "A quiet villa above the sea.",
  collaborationDetails: "Three nights for a reel.",
  propertyType: "Hotel",
} as ListingInput;

const file = (name: string) => new File([name], name, { type: "image/png" });

/** The slice of XMLHttpRequest postMultipart uses; `respond` plays the server. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | undefined;
  status = 0;
  responseText = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("newListingForm", () => {
  it("puts the listing JSON, the images in order and the rights confirmation in one form", () => {
    const form = newListingForm({ input, images: [file("cover.png"), file("second.png")], rightsConfirmed: true });
    expect(JSON.parse(String(form.get("listing")))).toEqual(input);
    expect(form.getAll("files").map((f) => (f as File).name)).toEqual(["cover.png", "second.png"]);
    expect(form.get("rightsConfirmed")).toBe("true");
  });

  it("sends no rights field without images", () => {
    const form = newListingForm({ input, images: [], rightsConfirmed: false });
    expect(form.getAll("files")).toEqual([]);
    expect(form.has("rightsConfirmed")).toBe(false);
  });
});

describe("postMultipart", () => {
  it("posts once with the session cookie, reports progress and resolves with the answer", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const progress: number[] = [];
    const form = newListingForm({ input, images: [file("a.png")], rightsConfirmed: true });
    const answer = postMultipart<{ listing: { id: string } }>("/api/listings", form, (f) => progress.push(f));
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(["POST", "/api/listings", true, form]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.respond(201, { listing: { id: "l1" } });
    expect(await answer).toEqual({ listing: { id: "l1" } });
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects with the server's message, title and fields", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const answer = postMultipart("/api/listings", new FormData());
    const error = { code: "validation_failed", message: "Maximum 10 images allowed", title: "Too Many Images" };
    (FakeXhr.last as FakeXhr).respond(400, { error: { ...error, fields: { files: "Maximum 10 images allowed" } } });
    const rejected = await answer.catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(UploadError);
    expect(rejected).toMatchObject({ status: 400, ...error, fields: { files: "Maximum 10 images allowed" } });
  });

  it("rejects a network failure with status 0", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const answer = postMultipart("/api/listings", new FormData());
    (FakeXhr.last as FakeXhr).onerror?.();
    await expect(answer).rejects.toMatchObject({ status: 0, code: "network_error" });
  });
});
