import type { ListingStatus } from "@domain/listing-states.ts";
import { Badge } from "@/components/ui/badge.tsx";

const looks = {
  active: { label: "Active", variant: "success" },
  paused: { label: "Paused", variant: "warning" },
  archived: { label: "Archived", variant: "secondary" },
  unpublished: { label: "Unpublished", variant: "destructive" },
} as const;

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const look = looks[status];
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
