/** The availability feature's public surface for the host's listing screens (the listing form, My Listings). */
export { HostCalendar } from "./components/host-calendar.tsx";
export { ListingCalendarButton } from "./components/listing-calendar-dialog.tsx";
