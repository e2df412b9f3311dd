/** The availability feature's public surface: My Listings' calendar button (it opens the host calendar in a dialog). */
export { ListingCalendarButton } from "./components/listing-calendar-dialog.tsx";
