/** The creators feature's public surface. */
export { type MyCreatorProfile, myCreatorProfileQuery, myCreatorQueryKey, useMyCreatorProfile } from "./api.ts";
export { CreatorDiscovery } from "./components/creator-discovery.tsx";
export { CreatorProfileEditor } from "./components/creator-profile-editor.tsx";
export { CreatorProfileForm } from "./components/creator-profile-form.tsx";
export { ProfileCompletionCard } from "./components/profile-completion-card.tsx";
export { ProfileSummaryCard } from "./components/profile-summary-card.tsx";
export { PublicCreatorProfile } from "./components/public-creator-profile.tsx";
