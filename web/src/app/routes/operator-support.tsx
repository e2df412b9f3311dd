import { SupportScreen } from "@/features/operator/index.ts";

export function Component() {
  return <SupportScreen />;
}
