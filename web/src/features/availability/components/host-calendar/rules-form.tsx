import { count } from "@domain/counts.ts";
import { stayRuleLimits } from "@domain/stay-dates.ts";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { toast } from "@/lib/toast.ts";
import { type Availability, useSaveRules } from "../../api.ts";
import { CalendarSection } from "./calendar-section.tsx";
import { failed } from "./calendar-text.ts";

/** Flexible or fixed dates, nights per stay, how far ahead, time zone; saved with its own button. */
export function RulesForm({ listingId, data }: { listingId: string; data: Availability }) {
  const id = useId();
  const save = useSaveRules(listingId);
  const [rules, setRules] = useState(data.rules);
  useEffect(() => setRules(data.rules), [data.rules]);
  const changed = JSON.stringify(rules) !== JSON.stringify(data.rules);
  const number = (key: "minNights" | "maxNights", label: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        type="number"
        inputMode="numeric"
        min={stayRuleLimits.nightsMin}
        max={stayRuleLimits.nightsMax}
        value={String(rules[key])}
        onChange={(e) => setRules((r) => ({ ...r, [key]: Number(e.target.value) }))}
      />
    </div>
  );
  return (
    <CalendarSection title="Stay rules">
      <div className="flex items-start gap-3">
        <Switch
          id={`${id}-flexible`}
          checked={rules.flexibleDates}
          onCheckedChange={(checked) => setRules((r) => ({ ...r, flexibleDates: checked }))}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-flexible`}>Flexible dates</Label>
          <p className="text-sm text-muted-foreground">
            {rules.flexibleDates
              ? "Creators may apply without dates or propose any open nights; you confirm when you accept."
              : "Creators must choose open nights within your rules."}
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {number("minNights", "Minimum nights")}
        {number("maxNights", "Maximum nights")}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-horizon`}>Book ahead up to</Label>
          <NativeSelect
            id={`${id}-horizon`}
            value={String(rules.bookingHorizonMonths)}
            onChange={(e) => setRules((r) => ({ ...r, bookingHorizonMonths: Number(e.target.value) }))}
          >
            {[1, 2, 3, 6, 9, 12, 18, 24].map((m) => (
              <option key={m} value={m}>
                {count(m, "month")}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-zone`}>Time zone</Label>
          <Input
            id={`${id}-zone`}
            value={rules.timeZone}
            onChange={(e) => setRules((r) => ({ ...r, timeZone: e.target.value }))}
          />
        </div>
      </div>
      <div>
        <Button
          size="sm"
          disabled={!changed || save.isPending}
          onClick={() =>
            save.mutate(rules, {
              onSuccess: () => toast.success("Stay rules saved"),
              onError: (e) => toast.error("Could not save the rules", { description: failed(e, "Please try again.") }),
            })
          }
        >
          {save.isPending ? "Saving..." : "Save rules"}
        </Button>
      </div>
    </CalendarSection>
  );
}
