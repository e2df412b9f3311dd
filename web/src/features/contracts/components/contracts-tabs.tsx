import { ShieldCheck } from "lucide-react";
import { LinkButton } from "@/components/link-button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { contractsMessages as m } from "../messages.ts";
import { ContractOverview } from "./contract-overview.tsx";
import { PaymentManagement } from "./payment-management.tsx";

/** The two tabs of /contracts and of the dashboards' contracts tab (spec 001 screens 5, 8, 9). */
export function ContractsTabs({ viewer }: { viewer: "host" | "creator" }) {
  return (
    <Tabs defaultValue="overview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList>
          <TabsTrigger value="overview">{m.overviewTab}</TabsTrigger>
          <TabsTrigger value="payments">{m.paymentsTab}</TabsTrigger>
        </TabsList>
        {/* The usage-rights register of approved deliverables (issue 17). */}
        <LinkButton to="/content-rights" icon={ShieldCheck} variant="outline" size="sm">
          Content Rights
        </LinkButton>
      </div>
      <TabsContent value="overview">
        <ContractOverview viewer={viewer} />
      </TabsContent>
      <TabsContent value="payments">
        <PaymentManagement />
      </TabsContent>
    </Tabs>
  );
}
