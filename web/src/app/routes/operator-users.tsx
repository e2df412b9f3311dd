import { UsersScreen } from "@/features/operator/index.ts";

export function Component() {
  return <UsersScreen />;
}
