import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";

export type DashboardTab = {
  value: string;
  label: string;
  icon: LucideIcon;
  /** Hidden under 768 px (spec 001 §2: each dashboard keeps only its main tabs on phones). */
  wideOnly?: boolean;
  /** Drawn after the label, e.g. a count. */
  badge?: ReactNode;
};

/** The row of tabs under a dashboard's header, host and creator alike. */
export function DashboardTabsList({ tabs }: { tabs: readonly DashboardTab[] }) {
  return (
    <TabsList className="md:w-fit">
      {tabs.map(({ value, label, icon, wideOnly, badge }) => (
        <TabsTrigger key={value} value={value} icon={icon} className={wideOnly ? "hidden md:inline-flex" : undefined}>
          {label}
          {badge}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
