/** The contracts feature's public surface. */
export { ContractsTabs } from "./components/contracts-tabs.tsx";
export { TodaysArrivals } from "./components/todays-arrivals.tsx";
export { useArrivals } from "./stays-api.ts";
