import { CreatorProfileEditor, type MyCreatorProfile } from "@/features/creators/index.ts";

/**
 * The edit-profile panel that replaces the completion card. Its own module so that its form (react-hook-form,
 * Zod) loads when the creator opens it, not with the dashboard (creator-dashboard.tsx, issue 38).
 */
export default function CreatorProfileEditorPanel(props: { profile: MyCreatorProfile; onClose: () => void }) {
  return <CreatorProfileEditor {...props} />;
}
