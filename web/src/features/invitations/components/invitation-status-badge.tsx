import { Badge } from "@/components/ui/badge.tsx";
import type { Invitation } from "../api.ts";

const styles = {
  pending: { label: "Pending", variant: "warning" },
  accepted: { label: "Accepted", variant: "success" },
  declined: { label: "Declined", variant: "destructive" },
  withdrawn: { label: "Withdrawn", variant: "secondary" },
} as const;

export function InvitationStatusBadge({ status }: { status: Invitation["status"] }) {
  const style = styles[status] ?? { label: status, variant: "outline" as const };
  return <Badge variant={style.variant}>{style.label}</Badge>;
}
