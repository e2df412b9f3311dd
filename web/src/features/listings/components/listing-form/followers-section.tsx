import { FollowerSelect, FormSection } from "../form-controls.tsx";
import { followersTitle } from "./fields.ts";
import type { ListingFormFields } from "./use-listing-form-state.ts";

/** Section 7: the general, Instagram and TikTok follower minimums. */
export function FollowersSection({ bind }: ListingFormFields) {
  return (
    <FormSection
      title={followersTitle}
      description="Creators below the general minimum can view the listing but not apply."
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <FollowerSelect id="listing-min-followers" label="General minimum" {...bind("minFollowerCount")} />
        <FollowerSelect id="listing-min-instagram" label="Instagram minimum" {...bind("minFollowerCountInstagram")} />
        <FollowerSelect id="listing-min-tiktok" label="TikTok minimum" {...bind("minFollowerCountTiktok")} />
      </div>
    </FormSection>
  );
}
