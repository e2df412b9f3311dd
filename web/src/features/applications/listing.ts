/** The applications feature's light surface for the listing page (no dashboard lists, no zod until applying). */
export { ListingApplyArea } from "./components/listing-apply-area.tsx";
