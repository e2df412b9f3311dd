import { contentExpectationTypes, listingLimits } from "@domain/listings.ts";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { type ExpectationRow, newRowKey } from "../form-payload.ts";
import { Field } from "./form-controls.tsx";

/** Content Expectations: rows of type (Other → custom type), quantity ≥ 1 and an optional description. */
export function ContentExpectationsField({
  rows,
  onChange,
}: {
  rows: ExpectationRow[];
  onChange: (next: ExpectationRow[]) => void;
}) {
  const update = (key: string, patch: Partial<ExpectationRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <div className="grid gap-4">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No content expectations yet. Add what you'd like creators to deliver.
        </p>
      ) : (
        <ol className="grid gap-4">
          {rows.map((row, index) => (
            <li key={row.key} className="grid gap-4 rounded-lg border border-border bg-surface p-4">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold">Deliverable {index + 1}</h3>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                  aria-label={`Remove deliverable ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </div>
              <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
                <Field label="Content type" htmlFor={`${row.key}-type`}>
                  <NativeSelect
                    id={`${row.key}-type`}
                    value={row.type}
                    onChange={(e) => update(row.key, { type: e.target.value as ExpectationRow["type"] })}
                  >
                    {contentExpectationTypes.map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field label="Quantity" htmlFor={`${row.key}-quantity`}>
                  <Input
                    id={`${row.key}-quantity`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={listingLimits.contentQuantityMax}
                    value={Number.isFinite(row.quantity) ? row.quantity : ""}
                    onChange={(e) => update(row.key, { quantity: e.target.valueAsNumber })}
                    onBlur={() =>
                      update(row.key, { quantity: Number.isFinite(row.quantity) ? Math.max(1, row.quantity) : 1 })
                    }
                  />
                </Field>
              </div>
              {row.type === "Other" ? (
                <Field label="Custom content type" htmlFor={`${row.key}-custom`}>
                  <Input
                    id={`${row.key}-custom`}
                    value={row.customType}
                    maxLength={listingLimits.customTypeMax}
                    placeholder="e.g. Podcast episode"
                    onChange={(e) => update(row.key, { customType: e.target.value })}
                  />
                </Field>
              ) : null}
              <Field label="Description (optional)" htmlFor={`${row.key}-description`}>
                <Textarea
                  id={`${row.key}-description`}
                  rows={2}
                  value={row.description}
                  maxLength={listingLimits.expectationDescriptionMax}
                  placeholder="e.g. One reel showing the sunset from the terrace"
                  onChange={(e) => update(row.key, { description: e.target.value })}
                />
              </Field>
            </li>
          ))}
        </ol>
      )}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={rows.length >= listingLimits.contentExpectationsMax}
        onClick={() =>
          onChange([
            ...rows,
            { key: newRowKey(), type: "Instagram Posts", customType: "", quantity: 1, description: "" },
          ])
        }
      >
        <Plus aria-hidden="true" />
        Add Content Expectation
      </Button>
    </div>
  );
}
