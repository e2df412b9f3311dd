/** The contracts feature's public surface. */
export { ContractsTabs } from "./components/contracts-tabs.tsx";
export { TodaysArrivals } from "./components/todays-arrivals.tsx";
export { arrivalsQuery, useArrivals } from "./stays-api.ts";
