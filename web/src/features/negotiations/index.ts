export { NegotiationDialog } from "./components/lazy-negotiation-dialog.tsx";
