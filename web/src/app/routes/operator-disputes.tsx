import { DisputesScreen } from "@/features/operator/index.ts";

export function Component() {
  return <DisputesScreen />;
}
