import { ListingsScreen } from "@/features/operator/index.ts";

export function Component() {
  return <ListingsScreen />;
}
