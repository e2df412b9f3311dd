import { CreatorProfileForm, type MyCreatorProfile, ProfileSummaryCard } from "@/features/creators/index.ts";

/**
 * The creator dashboard's Profile tab (wide screens): the summary and, unless the edit panel above is open, the
 * form. Loaded when it opens (creator-dashboard.tsx), so the form's code is not part of the dashboard's first load.
 */
export default function CreatorProfileTab({ profile, editing }: { profile: MyCreatorProfile; editing: boolean }) {
  return (
    <>
      <ProfileSummaryCard profile={profile} />
      {editing ? null : (
        <section
          aria-labelledby="profile-form-heading"
          className="rounded-xl border border-border bg-card p-6 shadow-sm"
        >
          <h2 id="profile-form-heading" className="mb-5 text-lg font-semibold">
            Creator Profile
          </h2>
          <CreatorProfileForm profile={profile} />
        </section>
      )}
    </>
  );
}
