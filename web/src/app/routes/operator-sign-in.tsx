import { OperatorSignInScreen } from "@/features/operator/index.ts";

export function Component() {
  return <OperatorSignInScreen />;
}
