export { NegotiationDialog } from "./components/negotiation-dialog.tsx";
