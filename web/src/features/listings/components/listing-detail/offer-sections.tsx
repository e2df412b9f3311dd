import { Sparkles } from "lucide-react";
import type { ListingDetail } from "../../api.ts";
import { collaborationTypeLabels, contentFormatLabels, platformLabels, postingTypeLabels } from "../../format.ts";
import { CheckList, Chips, Section, Term } from "./detail-parts.tsx";

/** The details text, then type, formats, platforms and posting types when the host chose any. */
export function CollaborationDetails({ listing }: { listing: ListingDetail }) {
  const hasCollaboration =
    listing.collaborationType !== null || listing.contentFormats.length > 0 || listing.postPlatforms.length > 0;
  return (
    <Section title="Collaboration Details">
      <p className="leading-relaxed whitespace-pre-line break-words text-foreground/90">
        {listing.collaborationDetails}
      </p>
      {hasCollaboration ? (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {listing.collaborationType ? (
            <Term label="Collaboration type">{collaborationTypeLabels[listing.collaborationType]}</Term>
          ) : null}
          <Term label="Content formats" when={listing.contentFormats.length > 0}>
            {listing.contentFormats.map((f) => contentFormatLabels[f]).join(", ")}
          </Term>
          <Term label="Post on" when={listing.postPlatforms.length > 0}>
            {listing.postPlatforms.map((p) => platformLabels[p]).join(", ")}
          </Term>
          <Term label="Posting types" when={listing.postingTypes.length > 0}>
            {listing.postingTypes.map((p) => postingTypeLabels[p]).join(", ")}
          </Term>
        </dl>
      ) : null}
    </Section>
  );
}

/** Offer types (with the discount), inclusions, extras and exceptions; nothing when the host gave none. */
export function WhatsOffered({ listing }: { listing: ListingDetail }) {
  const offers = listing.offerTypes.map((o) =>
    o === "Discounted Stay" && listing.discountPercent ? `Discounted Stay (${listing.discountPercent}% off)` : o,
  );
  if (offers.length === 0 && listing.inclusions.length === 0 && listing.creatorExtras.length === 0) return null;
  return (
    <Section title="What's offered">
      {offers.length > 0 ? <Chips items={offers} /> : null}
      {listing.inclusions.length > 0 ? (
        <CheckList items={listing.inclusions} iconClass="text-success" className="grid gap-2 text-sm sm:grid-cols-2" />
      ) : null}
      {listing.creatorExtras.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Extras for the creator</h3>
          <Chips items={listing.creatorExtras} />
        </div>
      ) : null}
      {listing.discussExtras ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Sparkles className="size-4 text-accent" aria-hidden="true" />
          The host is open to discussing further extras.
        </p>
      ) : null}
      {listing.exceptions ? <p className="text-sm text-muted-foreground">Exceptions: {listing.exceptions}</p> : null}
    </Section>
  );
}

export function Amenities({ listing }: { listing: ListingDetail }) {
  if (listing.amenities.length === 0) return null;
  return (
    <Section title="Amenities">
      <CheckList
        items={listing.amenities}
        iconClass="text-primary"
        className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3"
      />
    </Section>
  );
}

/** The selected expectation rows: "2 × Reel" and the host's note. */
export function ContentExpectations({ listing }: { listing: ListingDetail }) {
  const expectations = listing.contentExpectations.filter((e) => e.selected);
  if (expectations.length === 0) return null;
  return (
    <Section title="Content Expectations">
      <ul className="grid gap-3">
        {expectations.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, read-only list
          <li key={`${e.type}-${i}`} className="rounded-lg border border-border bg-card p-3">
            <p className="font-medium">
              {e.quantity} × {e.type === "Other" && e.customType ? e.customType : e.type}
            </p>
            {e.description ? <p className="text-sm text-muted-foreground">{e.description}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
