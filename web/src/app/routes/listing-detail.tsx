import { Navigate, useLocation, useParams } from "react-router";
import { PageSpinner } from "@/app/layout/require-auth.tsx";
import { ListingDetailPage } from "@/features/listings/components/listing-detail.tsx";
import { useAuth } from "@/lib/auth.tsx";

/** /listings/:id and /listing/:id — signed-in users; a visitor is sent to / (DECISIONS.md route guard). */
export function Component() {
  const { id } = useParams();
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  // The spec sends visitors to /; the wanted listing rides along so home can say why and sign-in can return.
  if (!user) return <Navigate to={`/?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
      <ListingDetailPage key={id} id={id} />
    </main>
  );
}
