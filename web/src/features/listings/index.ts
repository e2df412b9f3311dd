/** The listings feature's public surface for other features (the host dashboard). */
export { CreateListingButton, MyListings } from "./components/my-listings.tsx";
