/** The blocks feature's public surface (issue 37 part 1): other features and route modules import from here only. */
export { blocksQueryKey, useBlockedPeople, useBlockPerson, useUnblockPerson } from "./api.ts";
export { BlockedPeople } from "./components/blocked-people.tsx";
export { PersonMenu } from "./components/person-menu.tsx";
