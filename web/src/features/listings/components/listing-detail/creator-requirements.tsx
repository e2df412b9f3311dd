import { formatFollowers } from "@domain/followers.ts";
import type { ListingDetail } from "../../api.ts";
import { genderLabels } from "../../format.ts";
import { Section, Term } from "./detail-parts.tsx";

/** Languages, niches, gender and age; shown only when the host narrowed any of them from the defaults. */
function IdealCreator({ listing }: { listing: ListingDetail }) {
  const hasIdeal =
    listing.preferredLanguages.length > 0 ||
    listing.preferredNiches.length > 0 ||
    listing.preferredGender !== "any" ||
    listing.preferredAgeMin !== 18 ||
    listing.preferredAgeMax !== 65;
  if (!hasIdeal) return null;
  return (
    <Section title="Ideal Creator Profile">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Term label="Languages" when={listing.preferredLanguages.length > 0}>
          {listing.preferredLanguages.join(", ")}
        </Term>
        <Term label="Niches" when={listing.preferredNiches.length > 0}>
          {listing.preferredNiches.join(", ")}
        </Term>
        <Term label="Gender">{genderLabels[listing.preferredGender]}</Term>
        <Term label="Age">
          {listing.preferredAgeMin}–{listing.preferredAgeMax}
        </Term>
      </dl>
    </Section>
  );
}

function FollowerRequirements({ listing }: { listing: ListingDetail }) {
  const minimums = [
    ["Overall", listing.minFollowerCount],
    ["Instagram", listing.minFollowerCountInstagram],
    ["TikTok", listing.minFollowerCountTiktok],
  ] as const;
  return (
    <Section title="Follower Requirements">
      <dl className="grid grid-cols-3 gap-3 text-sm">
        {minimums.map(([label, n]) => (
          <div key={label} className="rounded-lg border border-border bg-card p-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-base font-semibold">{n > 0 ? `${formatFollowers(n)}+` : "Any"}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** Ideal Creator Profile (when narrowed) and Follower Requirements (always). */
export function CreatorRequirements({ listing }: { listing: ListingDetail }) {
  return (
    <>
      <IdealCreator listing={listing} />
      <FollowerRequirements listing={listing} />
    </>
  );
}
