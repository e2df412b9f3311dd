import { OverviewScreen } from "@/features/operator/index.ts";

export function Component() {
  return <OverviewScreen />;
}
