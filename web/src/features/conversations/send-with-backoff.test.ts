import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { busyRetriesMax, droppedRetriesMax, sendWithBackoff } from "./send-with-backoff.ts";

const busy = () => {
  const error = new ApiError(429, "server_busy", "busy");
  error.retryAfterSeconds = 1;
  return error;
};

/** Sends a request that always fails with `error()`; returns what the send rejected with and how many tries it made. */
async function alwaysFailing(error: () => ApiError): Promise<{ rejected: unknown; calls: number }> {
  let calls = 0;
  const rejected = await sendWithBackoff(
    async () => {
      calls++;
      throw error();
    },
    { wait: async () => undefined },
  ).catch((reason: unknown) => reason);
  return { rejected, calls };
}

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
    const gaveUp = await alwaysFailing(busy);
    expect(gaveUp.rejected).toMatchObject({ code: "server_busy" });
    expect(gaveUp.calls).toBe(busyRetriesMax + 1);

    const limited = await alwaysFailing(() => new ApiError(429, "rate_limited", "slow down"));
    expect(limited.rejected).toMatchObject({ code: "rate_limited" });
    expect(limited.calls).toBe(1);
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

    const lost = await alwaysFailing(dropped);
    expect(lost.rejected).toMatchObject({ code: "network_error" });
    expect(lost.calls).toBe(droppedRetriesMax + 1);
  });
});
