import { Wallet } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { EmptyState } from "@/features/dashboard/components/empty-state.tsx";
import { contractsMessages as m } from "../messages.ts";
import { ContractOverview } from "./contract-overview.tsx";

/**
 * The two tabs of /contracts and of the dashboards' contracts tab (spec 001 screens 5, 8, 9). Payment
 * Management still shows the spec's empty state: payments are not built yet.
 */
export function ContractsTabs({ viewer }: { viewer: "host" | "creator" }) {
  return (
    <Tabs defaultValue="overview">
      <TabsList>
        <TabsTrigger value="overview">{m.overviewTab}</TabsTrigger>
        <TabsTrigger value="payments">{m.paymentsTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <ContractOverview viewer={viewer} />
      </TabsContent>
      <TabsContent value="payments" className="flex flex-col gap-4">
        <div>
          <h2 className="text-lg font-semibold text-foreground">{m.paymentsTitle}</h2>
          <p className="text-sm text-muted-foreground">{m.paymentsSubtitle}</p>
        </div>
        <EmptyState icon={Wallet} title={m.noPayments} />
      </TabsContent>
    </Tabs>
  );
}
