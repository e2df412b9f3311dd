export { DisputePage } from "./components/dispute-page.tsx";
export { DisputeThread } from "./components/dispute-thread.tsx";
export { EvidenceList } from "./components/evidence-list.tsx";
export { OpenDisputeButton } from "./components/open-dispute-button.tsx";
