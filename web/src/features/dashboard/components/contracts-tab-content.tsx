import { ContractsTabs } from "@/features/contracts/index.ts";

/**
 * The Contracts tab's content in a module of its own, loaded when the tab opens (contracts-tab.tsx). Importing
 * the contracts feature's index lazily kept every export of it (and made the host dashboard's arrivals card
 * depend on that chunk); this module keeps only the tabs.
 */
export default ContractsTabs;
