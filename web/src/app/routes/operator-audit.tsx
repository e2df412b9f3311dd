import { AuditLogScreen } from "@/features/operator/index.ts";

export function Component() {
  return <AuditLogScreen />;
}
