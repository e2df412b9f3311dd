import { MyListings } from "@/features/listings/index.ts";

/** My Listings: the listings feature's cards with View, Edit, Pause/Resume and Delete. */
export function HostListings() {
  return <MyListings />;
}
