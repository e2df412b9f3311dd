import { offerTypes, regions } from "@domain/constants.ts";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import type { useDiscoveryParams } from "../../hooks/use-discovery-params.ts";

/** The spec's follower bands (spec 000 §9: 0-50k, 50k+, 100k+) over the listing's general minimum. */
export const followerBands = [
  { value: "", label: "Any requirement", min: "", max: "" },
  { value: "upto50k", label: "Up to 50k followers", min: "", max: "50000" },
  { value: "50k", label: "50k+ followers", min: "50000", max: "" },
  { value: "100k", label: "100k+ followers", min: "100000", max: "" },
] as const;

const guestChoices = Array.from({ length: 20 }, (_, i) => i + 1);

type DiscoveryParams = ReturnType<typeof useDiscoveryParams>;

/** Region, offer, follower band, guests and stay dates; "Clear all" when anything narrows the list. */
export function FilterPanel({
  id,
  get,
  update,
  band,
  showClear,
  onClear,
}: Pick<DiscoveryParams, "get" | "update"> & {
  id: string;
  band: string;
  showClear: boolean;
  onClear: () => void;
}) {
  return (
    <div id={id} className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
      <FilterSelect id={`${id}-region`} label="Region" value={get("region")} onChange={(v) => update({ region: v })}>
        <option value="">All regions</option>
        {regions.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-offer`}
        label="Offer type"
        value={get("offerType")}
        onChange={(v) => update({ offerType: v })}
      >
        <option value="">All offers</option>
        {offerTypes.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-followers`}
        label="Minimum followers"
        value={band}
        onChange={(v) => {
          const chosen = followerBands.find((b) => b.value === v) ?? followerBands[0];
          update({ minFollowers: chosen.min, maxFollowers: chosen.max });
        }}
      >
        {followerBands.map((b) => (
          <option key={b.value} value={b.value}>
            {b.label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-guests`}
        label="Guests"
        value={get("maxGuests")}
        onChange={(v) => update({ maxGuests: v })}
      >
        <option value="">Any number</option>
        {guestChoices.map((n) => (
          <option key={n} value={n}>
            {n === 1 ? "1 guest" : `${n}+ guests`}
          </option>
        ))}
      </FilterSelect>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-check-in`}>Available from (check-in)</Label>
        <Input
          id={`${id}-check-in`}
          type="date"
          value={get("checkIn")}
          onChange={(e) => {
            const checkIn = e.target.value;
            const checkOut = get("checkOut");
            // Both dates or neither reach the API: a check-out not after the new check-in is cleared.
            update({ checkIn, checkOut: checkIn && checkOut > checkIn ? checkOut : "", page: "" });
          }}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-check-out`}>Until (check-out)</Label>
        <Input
          id={`${id}-check-out`}
          type="date"
          min={get("checkIn") || undefined}
          disabled={!get("checkIn")}
          value={get("checkOut")}
          onChange={(e) => update({ checkOut: e.target.value, page: "" })}
        />
      </div>
      {showClear ? (
        <Button variant="ghost" size="sm" className="w-fit sm:col-span-2 lg:col-span-4" onClick={onClear}>
          <X aria-hidden="true" />
          Clear all
        </Button>
      ) : null}
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
