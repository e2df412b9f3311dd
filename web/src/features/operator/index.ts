/** The operator console (decision 0057): loaded only by the /operator routes, never by the marketplace's screens. */
export { AuditLogScreen } from "./components/audit-log-screen.tsx";
export { CaseScreen } from "./components/case-screen.tsx";
export { DisputeScreen } from "./components/dispute-screen.tsx";
export { DisputesScreen } from "./components/disputes-screen.tsx";
export { ListingScreen } from "./components/listing-screen.tsx";
export { ListingsScreen } from "./components/listings-screen.tsx";
export { OperatorConsole } from "./components/operator-console.tsx";
export { OperatorSignInScreen } from "./components/operator-sign-in-screen.tsx";
export { OverviewScreen } from "./components/overview-screen.tsx";
export { ReportsScreen } from "./components/reports-screen.tsx";
export { SupportScreen } from "./components/support-screen.tsx";
export { UserScreen } from "./components/user-screen.tsx";
export { UsersScreen } from "./components/users-screen.tsx";
