import { useSearchParams } from "react-router";
import { AuditLogScreen } from "@/features/operator/index.ts";

export function Component() {
  const [params] = useSearchParams();
  return <AuditLogScreen targetId={params.get("target") ?? undefined} />;
}
