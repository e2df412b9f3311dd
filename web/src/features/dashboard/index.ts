/** The dashboard feature's public surface. */
export { CreatorDashboard, creatorDashboardTabs } from "./components/creator-dashboard.tsx";
export { HostDashboard, hostDashboardTabs } from "./components/host-dashboard.tsx";
export { dashboardMessages } from "./messages.ts";
