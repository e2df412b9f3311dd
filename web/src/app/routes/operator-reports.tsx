import { ReportsScreen } from "@/features/operator/index.ts";

export function Component() {
  return <ReportsScreen />;
}
