import { FollowerSelect, FormSection } from "../form-controls.tsx";
import { followersTitle, sectionId } from "./fields.ts";
import type { ListingFormFields } from "./use-listing-form-state.ts";

/** Section 7: the general, Instagram and TikTok follower minimums. */
export function FollowersSection({ form, set }: ListingFormFields) {
  return (
    <FormSection
      id={sectionId(followersTitle)}
      title={followersTitle}
      description="Creators below the general minimum can view the listing but not apply."
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <FollowerSelect
          id="listing-min-followers"
          label="General minimum"
          value={form.minFollowerCount}
          onChange={(v) => set("minFollowerCount", v)}
        />
        <FollowerSelect
          id="listing-min-instagram"
          label="Instagram minimum"
          value={form.minFollowerCountInstagram}
          onChange={(v) => set("minFollowerCountInstagram", v)}
        />
        <FollowerSelect
          id="listing-min-tiktok"
          label="TikTok minimum"
          value={form.minFollowerCountTiktok}
          onChange={(v) => set("minFollowerCountTiktok", v)}
        />
      </div>
    </FormSection>
  );
}
