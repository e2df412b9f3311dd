/**
 * The host's own listings query on its own, for the applications list's listing filter: the index would bring
 * the My Listings screen into the creator's dashboard chunk too.
 */
export { myListingsQuery, useMyListings } from "./api.ts";
