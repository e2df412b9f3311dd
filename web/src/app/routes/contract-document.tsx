import { useParams } from "react-router";
import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { ContractDocumentPage } from "@/features/contracts/components/contract-document.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /contracts/:id — the printable contract of one collaboration, for its two participants. */
export function Component() {
  const { id = "" } = useParams();
  usePageMeta("Contract", "The agreed terms of a collaboration.");
  return (
    <RequireAuth>
      <main className="contract-document mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
        <ContractDocumentPage id={id} />
      </main>
    </RequireAuth>
  );
}
