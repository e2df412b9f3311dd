import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { busyRetriesMax, droppedRetriesMax, sendWithBackoff } from "./send-with-backoff.ts";

const busy = () => {
  const error = new ApiError(429, "server_busy", "busy");
  error.retryAfterSeconds = 1;
  return error;
};

describe("sending while the server is busy", () => {
  it("waits Retry-After, doubled each time, and sends the same request again until it is stored", async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await sendWithBackoff(
      async () => {
        calls++;
        if (calls <= 3) throw busy();
        return "stored";
      },
      { wait: async (ms) => void waits.push(ms), random: () => 0 },
    );
    expect(result).toBe("stored");
    expect(calls).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it("gives up after a bounded number of tries, and never retries other errors (the rate limit included)", async () => {
    let calls = 0;
    await expect(
      sendWithBackoff(
        async () => {
          calls++;
          throw busy();
        },
        { wait: async () => undefined },
      ),
    ).rejects.toMatchObject({ code: "server_busy" });
    expect(calls).toBe(busyRetriesMax + 1);

    calls = 0;
    await expect(
      sendWithBackoff(
        async () => {
          calls++;
          throw new ApiError(429, "rate_limited", "slow down");
        },
        { wait: async () => undefined },
      ),
    ).rejects.toMatchObject({ code: "rate_limited" });
    expect(calls).toBe(1);
  });

  it("sends a send that got no answer again a couple of times, with the same request, then lets it fail", async () => {
    const dropped = () => new ApiError(0, "network_error", "Unable to reach the server.");
    const waits: number[] = [];
    let calls = 0;
    const result = await sendWithBackoff(
      async () => {
        calls++;
        if (calls === 1) throw dropped();
        return "stored";
      },
      { wait: async (ms) => void waits.push(ms), random: () => 0 },
    );
    expect(result).toBe("stored");
    expect(waits).toEqual([1000]);

    calls = 0;
    await expect(
      sendWithBackoff(
        async () => {
          calls++;
          throw dropped();
        },
        { wait: async () => undefined },
      ),
    ).rejects.toMatchObject({ code: "network_error" });
    expect(calls).toBe(droppedRetriesMax + 1);
  });
});
