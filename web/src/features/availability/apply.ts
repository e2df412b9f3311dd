/**
 * The apply dialog's entry to this feature, on its own: the creator picks nights from the listing's availability;
 * the index would bring the host's calendar editor into the listing page's chunk with it.
 */
export { useAvailability } from "./api.ts";
export { type IsoRange, StayCalendar } from "./components/stay-calendar.tsx";
