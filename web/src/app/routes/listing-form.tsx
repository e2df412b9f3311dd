import { useParams } from "react-router";
import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { ListingFormPage } from "@/features/listings/components/listing-form-page.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /host/listings/new and /host/listings/:id/edit — hosts only (DECISIONS.md route guard). */
export function Component() {
  const { id } = useParams();
  usePageMeta(id ? "Edit Listing" : "Create New Listing", "Share your property with content creators.");
  return (
    <RequireAuth role="host">
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
        <ListingFormPage key={id ?? "new"} id={id} />
      </main>
    </RequireAuth>
  );
}
