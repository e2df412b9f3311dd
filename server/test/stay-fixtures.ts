import type { TestClient } from "./harness.ts";

/**
 * The host records the creator's arrival and then departure through the API: a stay without agreed dates can be
 * completed only after its departure is recorded (issue 33 part 4), so every suite that completes a flexible
 * collaboration walks the stay first.
 */
export async function recordWholeStay(host: TestClient, collaborationId: string): Promise<void> {
  for (const step of ["arrival", "departure"] as const) {
    const res = await host.post(`/api/stays/${collaborationId}/${step}`, {});
    if (res.status !== 200) throw new Error(`record ${step}: ${res.status} ${await res.text()}`);
  }
}
