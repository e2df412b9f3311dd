import { useAuth } from "@/lib/auth.tsx";
import { contractsMessages as m } from "../messages.ts";
import { ContractsTabs } from "./contracts-tabs.tsx";

/** /contracts: the heading by user type and the two tabs of the spec. */
export function ContractsPage() {
  const { userType } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        {userType === "host" ? m.hostHeading : m.creatorHeading}
      </h1>
      <ContractsTabs viewer={userType === "host" ? "host" : "creator"} />
    </div>
  );
}
