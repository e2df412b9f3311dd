/**
 * The listing page's entry to this feature, on its own: the listing page is budgeted for Lighthouse, and the
 * index would bring the host's calendar editor (and its mutations) into its chunk.
 */
export { StayRulesText } from "./components/stay-rules-text.tsx";
