import { Handshake, Wallet } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { EmptyState } from "@/features/dashboard/components/empty-state.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { contractsMessages as m } from "../messages.ts";

/**
 * /contracts: the heading by user type and the two tabs of the spec. Collaborations and payments come
 * from accepted applications, which a later feature adds; until then both tabs show the spec's
 * empty states (true: nobody can have a collaboration yet) rather than invented figures.
 */
export function ContractsPage() {
  const { userType } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        {userType === "host" ? m.hostHeading : m.creatorHeading}
      </h1>
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">{m.overviewTab}</TabsTrigger>
          <TabsTrigger value="payments">{m.paymentsTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <EmptyState icon={Handshake} title={m.noCollaborations} />
        </TabsContent>
        <TabsContent value="payments" className="flex flex-col gap-4">
          <div>
            <h2 className="text-lg font-semibold text-foreground">{m.paymentsTitle}</h2>
            <p className="text-sm text-muted-foreground">{m.paymentsSubtitle}</p>
          </div>
          <EmptyState icon={Wallet} title={m.noPayments} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
