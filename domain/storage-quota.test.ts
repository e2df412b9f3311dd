import { describe, expect, it } from "vitest";
import { formatBytes, storageMessages } from "./storage-quota.ts";

describe("storage sizes", () => {
  it("formats bytes the way the upload widgets show them", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1023)).toBe("1023 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(1.2 * 1024 ** 3)).toBe("1.2 GB");
    expect(formatBytes(2 * 1024 ** 3)).toBe("2 GB");
    expect(storageMessages.usage(1.2 * 1024 ** 3, 2 * 1024 ** 3)).toBe("1.2 GB of 2 GB used");
  });

  it("says what is left when an upload does not fit, and that storage is full when nothing is left", () => {
    expect(storageMessages.quotaExceeded(5 * 1024 ** 2, 1023 * 1024 ** 2, 1024 ** 3)).toBe(
      "Not enough storage for this upload: it needs 5 MB and 1 MB of your 1 GB is left. Delete some photos or videos to make room.",
    );
    expect(storageMessages.quotaExceeded(1, 1024 ** 3, 1024 ** 3)).toMatch(
      /^Your storage is full \(1 GB of 1 GB used\)/,
    );
  });
});
