import { count } from "@domain/counts.ts";
import { listingMessages } from "@domain/listing-messages.ts";
import { useAvailability } from "../api.ts";

/** The listing page's Dates fact: "Flexible dates" (spec 001 §2) or the fixed-date rules, once the calendar loads. */
export function StayRulesText({ listingId }: { listingId: string }) {
  const availability = useAvailability(listingId);
  const rules = availability.data?.rules;
  if (!rules || rules.flexibleDates) return <>{listingMessages.flexibleDates}</>;
  return (
    <>
      Fixed dates ·{" "}
      {rules.minNights === rules.maxNights
        ? count(rules.minNights, "night")
        : `${rules.minNights}–${rules.maxNights} nights`}
    </>
  );
}
