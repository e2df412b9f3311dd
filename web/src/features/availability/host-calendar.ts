/**
 * The host calendar on its own, for the listing form page: the index's dialog would bring Radix Dialog into that
 * page's chunk, which does not otherwise load it.
 */
export { HostCalendar } from "./components/host-calendar.tsx";
