import { collaborationTypes, contentFormats, platforms, postingTypes } from "@domain/constants.ts";
import { collaborationTypeLabels, contentFormatLabels, platformLabels, postingTypeLabels } from "../../format.ts";
import { CheckboxGroup, FormSection } from "../form-controls.tsx";
import { collaborationTitle } from "./fields.ts";
import type { ListingFormFields } from "./use-listing-form-state.ts";

/** Section 2: create only, or create and post; platforms and posting types appear only when posting. */
export function CollaborationSection({ form, set, bind }: ListingFormFields) {
  const posting = form.collaborationType === "create_and_post";
  return (
    <FormSection title={collaborationTitle} description="Should creators only create content, or also post it?">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Collaboration type</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {collaborationTypes.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="collaborationType"
                value={type}
                checked={form.collaborationType === type}
                onChange={() => set("collaborationType", type)}
                className="size-4 accent-primary"
              />
              <span className="text-sm font-medium">{collaborationTypeLabels[type]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {posting ? (
        <CheckboxGroup
          legend="Platforms to post on"
          options={platforms}
          labels={platformLabels}
          {...bind("postPlatforms")}
        />
      ) : null}
      {posting && form.postPlatforms.length > 0 ? (
        <CheckboxGroup
          legend="Posting types"
          options={postingTypes}
          labels={postingTypeLabels}
          {...bind("postingTypes")}
        />
      ) : null}
      <CheckboxGroup
        legend="Content formats"
        options={contentFormats}
        labels={contentFormatLabels}
        {...bind("contentFormats")}
      />
    </FormSection>
  );
}
