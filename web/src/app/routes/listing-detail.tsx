import { Navigate, useParams } from "react-router";
import { PageSpinner } from "@/app/layout/require-auth.tsx";
import { ListingDetailPage } from "@/features/listings/components/listing-detail.tsx";
import { useAuth } from "@/lib/auth.tsx";

/** /listings/:id and /listing/:id — signed-in users; a visitor is sent to / (DECISIONS.md route guard). */
export function Component() {
  const { id } = useParams();
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/" replace />;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
      <ListingDetailPage key={id} id={id} />
    </main>
  );
}
