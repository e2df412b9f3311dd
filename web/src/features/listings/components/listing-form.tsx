import { ArrowLeft } from "lucide-react";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Slider } from "@/components/ui/slider.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { isApiError } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import {
  amenities as amenityOptions,
  categories,
  collaborationTypes,
  contentFormats,
  durations,
  genders,
  inclusions,
  languages as languageOptions,
  niches,
  offerTypes,
  platforms,
  postingTypes,
  regions,
} from "../../../../../domain/constants.ts";
import {
  type Listing,
  type ListingImage as ListingImageData,
  listingFormSections,
  listingImageMessages,
  listingInputSchema,
  listingLimits,
  listingMessages,
  listingWording,
} from "../../../../../domain/listings.ts";
import { inferRegion } from "../../../../../domain/region.ts";
import { UploadError, useCreateListing, useUpdateListing } from "../api.ts";
import { emptyListingForm, type ListingFormState, missingFields, toListingPayload } from "../form-payload.ts";
import {
  collaborationTypeLabels,
  contentFormatLabels,
  durationLabels,
  genderLabels,
  platformLabels,
  postingTypeLabels,
} from "../format.ts";
import { ContentExpectationsField } from "./content-expectations-field.tsx";
import { CheckboxGroup, CustomEntries, describedBy, Field, FollowerSelect, FormSection } from "./form-controls.tsx";
import { ListingFormNav } from "./listing-form-nav.tsx";
import {
  ListingImagesField,
  type PendingImage,
  toastRightsRequired,
  toastUploadError,
  UploadProgress,
  useRevokeOnUnmount,
} from "./listing-images-field.tsx";

/** Ids of the inputs, so validation can focus the field it complains about. */
const fieldIds: Record<string, string> = {
  title: "listing-title",
  location: "listing-location",
  region: "listing-region",
  description: "listing-description",
  collaborationDetails: "listing-collaboration-details",
  propertyType: "listing-property-type",
  maxGuests: "listing-max-guests",
  externalPropertyUrl: "listing-url",
  discountPercent: "listing-discount",
  exceptions: "listing-exceptions",
};

const sectionId = (title: string) => `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
const [basicInfo, collaboration, duration, amenitiesTitle, offer, expectations, followers, idealCreator, imagesTitle] =
  listingFormSections;

/** The section each checked field lives in, so the navigation can count what is left to fix per section. */
const fieldSection: Record<string, string> = {
  title: basicInfo,
  location: basicInfo,
  region: basicInfo,
  description: basicInfo,
  collaborationDetails: basicInfo,
  propertyType: basicInfo,
  maxGuests: basicInfo,
  externalPropertyUrl: basicInfo,
  exceptions: duration,
  discountPercent: offer,
  contentExpectations: expectations,
};

type FieldErrors = Partial<Record<string, string>>;

/** A request's field errors (server or schema) that the form can show next to a field. */
function knownFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const key = name.split(".")[0] ?? name;
    if (key in fieldIds && !out[key]) out[key] = message;
  }
  return out;
}

function focusField(path: string) {
  const el = document.getElementById(fieldIds[path] ?? "");
  if (el) {
    el.focus();
    el.scrollIntoView({ block: "center" });
  }
}

/**
 * A refused create saved nothing. Image problems (type, size, count, rights) keep the image toasts the host
 * knows from uploading; anything about the listing itself is a creation failure, with focus on the field.
 */
function toastCreateError(error: unknown, showErrors: (errors: FieldErrors) => void) {
  const field = isApiError(error) && error.fields ? Object.keys(error.fields)[0] : undefined;
  const aboutImages =
    error instanceof UploadError &&
    (field === "rightsConfirmed" || error.title !== undefined || error.status === 413 || error.status === 415);
  if (aboutImages) {
    toastUploadError(error);
    return;
  }
  toast.error(listingMessages.creationFailedTitle, {
    description: isApiError(error) ? error.message : listingMessages.createFailed,
  });
  if (isApiError(error)) showErrors(knownFieldErrors(error.fields));
  if (field) focusField(field);
}

function canGoBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

export function BackToDashboard() {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 w-fit text-muted-foreground hover:text-foreground"
      onClick={() => (canGoBack() ? navigate(-1) : navigate("/host-dashboard"))}
    >
      <ArrowLeft aria-hidden="true" />
      {listingMessages.backToDashboard}
    </Button>
  );
}

/**
 * The listing form (spec 001 §2 screen 2): create (no `listing`) or edit. Nine sections in the spec's order;
 * required fields checked in the spec's order; after saving, the listing page opens.
 */
export function ListingForm({ listing, initial }: { listing?: Listing; initial?: ListingFormState }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const editing = listing !== undefined;
  const [form, setForm] = useState<ListingFormState>(() => initial ?? emptyListingForm());
  const [images, setImages] = useState<ListingImageData[]>(() => listing?.images ?? []);
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [rights, setRights] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const create = useCreateListing();
  const update = useUpdateListing(listing?.id ?? "");
  useRevokeOnUnmount(pending);

  const [errors, setErrors] = useState<FieldErrors>({});
  const clearError = (key: string) =>
    setErrors((e) => {
      if (!e[key]) return e;
      const { [key]: _cleared, ...rest } = e;
      return rest;
    });
  const set = <K extends keyof ListingFormState>(key: K, value: ListingFormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    clearError(key);
  };
  const words = listingWording(form.propertyType);
  const a11y = (key: string, hint = false) => describedBy(fieldIds[key] ?? key, { hint, error: errors[key] });
  const navSections = useMemo(
    () =>
      listingFormSections.map((title) => ({
        id: sectionId(title),
        title,
        errors: Object.keys(errors).filter((key) => errors[key] && fieldSection[key] === title).length,
      })),
    [errors],
  );
  const busy = create.isPending || update.isPending || uploadProgress !== null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!user) {
      toast.error(listingMessages.authErrorTitle, {
        description: editing ? listingMessages.loginToUpdate : listingMessages.loginToCreate,
      });
      return;
    }
    // Every missing field is marked at once; the spec's toast names the first, and the page goes there.
    const missing = missingFields(form);
    const first = missing[0];
    if (first) {
      setErrors(Object.fromEntries(missing.map((m) => [m.field, listingMessages.required(m.label)])));
      toast.error(listingMessages.missingFieldTitle, { description: listingMessages.required(first.label) });
      focusField(first.field);
      return;
    }
    const payload = toListingPayload(form);
    const checked = listingInputSchema.safeParse(payload);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setErrors(
        knownFieldErrors(Object.fromEntries(checked.error.issues.reverse().map((i) => [i.path.join("."), i.message]))),
      );
      toast.error("Please check the form", { description: issue?.message });
      focusField(String(issue?.path[0] ?? ""));
      return;
    }
    setErrors({});

    if (editing) {
      try {
        const saved = await update.mutateAsync(payload);
        toast.success(listingMessages.updatedTitle, { description: listingMessages.updated(saved.title) });
        navigate(`/listings/${saved.id}`);
      } catch (error) {
        toast.error(listingMessages.updateFailedTitle, {
          description: isApiError(error) ? error.message : listingMessages.updateFailed,
        });
        if (isApiError(error) && error.fields) {
          setErrors(knownFieldErrors(error.fields));
          focusField(Object.keys(error.fields)[0] ?? "");
        }
      }
      return;
    }

    // One request for the listing and its images (the first shown is the cover): both are saved or neither.
    const withImages = pending.length > 0;
    // The box may have been unticked after the images were chosen; the server would refuse the whole request.
    if (withImages && !rights) {
      toastRightsRequired();
      return;
    }
    if (withImages) setUploadProgress(0);
    try {
      const created = await create.mutateAsync({
        input: payload,
        images: pending.map((p) => p.file),
        rightsConfirmed: rights,
        ...(withImages ? { onProgress: setUploadProgress } : {}),
      });
      if (created.images.length > 0) {
        toast.success(listingImageMessages.uploadedTitle, {
          description: listingImageMessages.uploaded(created.images.length),
        });
      }
      toast.success(listingMessages.createdTitle, { description: listingMessages.created(created.title) });
      navigate(`/listings/${created.id}`);
    } catch (error) {
      toastCreateError(error, setErrors);
    } finally {
      setUploadProgress(null);
    }
  };

  const customAmenities = form.amenities.filter((a) => !(amenityOptions as readonly string[]).includes(a));
  const customLanguages = form.preferredLanguages.filter((l) => !(languageOptions as readonly string[]).includes(l));

  return (
    <div className="grid gap-4 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
      <ListingFormNav sections={navSections} />
      <form
        noValidate
        onSubmit={submit}
        className="grid min-w-0 gap-6"
        aria-label={editing ? "Edit listing" : "Create listing"}
      >
        <FormSection id={sectionId(basicInfo)} title={basicInfo} description="What creators see first.">
          <Field label="Property Title" htmlFor={fieldIds.title ?? ""} required error={errors.title}>
            <Input
              id={fieldIds.title}
              value={form.title}
              maxLength={listingLimits.titleMax}
              placeholder={`e.g. ${words.titleExample}`}
              onChange={(e) => set("title", e.target.value)}
              aria-required="true"
              {...a11y("title")}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
            <Field
              label="Location"
              htmlFor={fieldIds.location ?? ""}
              required
              hint={`City and country, e.g. ${words.locationExample}. The region fills in by itself.`}
              error={errors.location}
            >
              <Input
                id={fieldIds.location}
                value={form.location}
                maxLength={listingLimits.locationMax}
                placeholder={`e.g. ${words.locationExample}`}
                aria-required="true"
                {...a11y("location", true)}
                onChange={(e) => {
                  const location = e.target.value;
                  clearError("location");
                  setForm((f) => ({
                    ...f,
                    location,
                    region: f.regionTouched ? f.region : (inferRegion(location) ?? ""),
                  }));
                }}
              />
            </Field>
            <Field label="Region" htmlFor={fieldIds.region ?? ""}>
              <NativeSelect
                id={fieldIds.region}
                value={form.region}
                onChange={(e) =>
                  setForm((f) => ({ ...f, region: e.target.value as ListingFormState["region"], regionTouched: true }))
                }
              >
                <option value="">Not set</option>
                {regions.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field label="Property Description" htmlFor={fieldIds.description ?? ""} required error={errors.description}>
            <Textarea
              id={fieldIds.description}
              rows={5}
              value={form.description}
              maxLength={listingLimits.descriptionMax}
              placeholder={`Describe the ${words.noun}, the experience and what makes it special.`}
              aria-required="true"
              {...a11y("description")}
              onChange={(e) => set("description", e.target.value)}
            />
          </Field>
          <Field
            label="Collaboration Details"
            htmlFor={fieldIds.collaborationDetails ?? ""}
            required
            error={errors.collaborationDetails}
          >
            <Textarea
              id={fieldIds.collaborationDetails}
              {...a11y("collaborationDetails")}
              rows={4}
              value={form.collaborationDetails}
              maxLength={listingLimits.collaborationDetailsMax}
              placeholder="e.g. 3 nights for two in exchange for 2 reels and 5 stories."
              aria-required="true"
              onChange={(e) => set("collaborationDetails", e.target.value)}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Property Type" htmlFor={fieldIds.propertyType ?? ""} required error={errors.propertyType}>
              <NativeSelect
                id={fieldIds.propertyType}
                value={form.propertyType}
                aria-required="true"
                {...a11y("propertyType")}
                onChange={(e) => set("propertyType", e.target.value as ListingFormState["propertyType"])}
              >
                <option value="">Select a property type</option>
                {categories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              label="Maximum Guests"
              htmlFor={fieldIds.maxGuests ?? ""}
              hint="From 1 to 20."
              error={errors.maxGuests}
            >
              <Input
                id={fieldIds.maxGuests}
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                {...a11y("maxGuests", true)}
                value={Number.isFinite(form.maxGuests) ? form.maxGuests : ""}
                onChange={(e) => set("maxGuests", e.target.valueAsNumber)}
                onBlur={() =>
                  set(
                    "maxGuests",
                    Number.isFinite(form.maxGuests)
                      ? Math.min(20, Math.max(1, Math.round(form.maxGuests)))
                      : listingLimits.maxGuestsDefault,
                  )
                }
              />
            </Field>
          </div>
          <Field
            label={`${words.website} (optional)`}
            htmlFor={fieldIds.externalPropertyUrl ?? ""}
            error={errors.externalPropertyUrl}
          >
            <Input
              id={fieldIds.externalPropertyUrl}
              {...a11y("externalPropertyUrl")}
              type="url"
              inputMode="url"
              value={form.externalPropertyUrl}
              maxLength={listingLimits.urlMax}
              placeholder="https://"
              onChange={(e) => set("externalPropertyUrl", e.target.value)}
            />
          </Field>
        </FormSection>

        <FormSection
          id={sectionId(collaboration)}
          title={collaboration}
          description="Should creators only create content, or also post it?"
        >
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
          {form.collaborationType === "create_and_post" ? (
            <CheckboxGroup
              legend="Platforms to post on"
              options={platforms}
              labels={platformLabels}
              value={form.postPlatforms}
              onChange={(v) => set("postPlatforms", v)}
            />
          ) : null}
          {form.collaborationType === "create_and_post" && form.postPlatforms.length > 0 ? (
            <CheckboxGroup
              legend="Posting types"
              options={postingTypes}
              labels={postingTypeLabels}
              value={form.postingTypes}
              onChange={(v) => set("postingTypes", v)}
            />
          ) : null}
          <CheckboxGroup
            legend="Content formats"
            options={contentFormats}
            labels={contentFormatLabels}
            value={form.contentFormats}
            onChange={(v) => set("contentFormats", v)}
          />
        </FormSection>

        <FormSection id={sectionId(duration)} title={duration}>
          <Field label="Expected stay duration" htmlFor="listing-duration">
            <NativeSelect
              id="listing-duration"
              value={form.expectedDuration}
              onChange={(e) => set("expectedDuration", e.target.value as ListingFormState["expectedDuration"])}
            >
              <option value="">Not specified</option>
              {durations.map((d) => (
                <option key={d} value={d}>
                  {durationLabels[d]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <CheckboxGroup
            legend="What's included"
            options={inclusions}
            value={form.inclusions}
            onChange={(v) => set("inclusions", v)}
          />
          <CustomEntries
            label="Extras for the creator"
            placeholder="e.g. Sunset boat trip"
            entries={form.creatorExtras}
            onChange={(v) => set("creatorExtras", v)}
          />
          <div className="flex items-center gap-2.5">
            <Checkbox
              id="listing-discuss-extras"
              checked={form.discussExtras}
              onCheckedChange={(v) => set("discussExtras", v === true)}
            />
            <Label htmlFor="listing-discuss-extras" className="cursor-pointer font-normal">
              Open to discussing further extras with the creator
            </Label>
          </div>
          <Field label="Exceptions (optional)" htmlFor={fieldIds.exceptions ?? ""} error={errors.exceptions}>
            <Textarea
              id={fieldIds.exceptions}
              {...a11y("exceptions")}
              rows={2}
              value={form.exceptions}
              maxLength={listingLimits.exceptionsMax}
              placeholder="e.g. Not available in August; drinks not included"
              onChange={(e) => set("exceptions", e.target.value)}
            />
          </Field>
        </FormSection>

        <FormSection id={sectionId(amenitiesTitle)} title={amenitiesTitle}>
          <CheckboxGroup
            legend="Amenities"
            options={amenityOptions}
            value={form.amenities}
            onChange={(fixed) => set("amenities", [...fixed, ...customAmenities])}
          />
          <CustomEntries
            label="Other amenities"
            placeholder="e.g. Hammock"
            entries={customAmenities}
            onChange={(custom) =>
              set("amenities", [
                ...form.amenities.filter((a) => (amenityOptions as readonly string[]).includes(a)),
                ...custom.filter(
                  (c) => !(amenityOptions as readonly string[]).some((o) => o.toLowerCase() === c.toLowerCase()),
                ),
              ])
            }
          />
        </FormSection>

        <FormSection id={sectionId(offer)} title={offer}>
          <CheckboxGroup
            legend="Offer types"
            options={offerTypes}
            value={form.offerTypes}
            onChange={(v) => set("offerTypes", v)}
          />
          {form.offerTypes.includes("Discounted Stay") ? (
            <Field
              label="Discount (%)"
              htmlFor={fieldIds.discountPercent ?? ""}
              hint="From 1 to 100 percent."
              error={errors.discountPercent}
            >
              <Input
                id={fieldIds.discountPercent}
                type="number"
                inputMode="numeric"
                min={listingLimits.discountMin}
                max={listingLimits.discountMax}
                className="max-w-40"
                {...a11y("discountPercent", true)}
                value={form.discountPercent}
                onChange={(e) => set("discountPercent", e.target.value)}
              />
            </Field>
          ) : null}
        </FormSection>

        <FormSection
          id={sectionId(expectations)}
          title={expectations}
          description="What you would like to receive in return."
        >
          <ContentExpectationsField rows={form.contentExpectations} onChange={(v) => set("contentExpectations", v)} />
        </FormSection>

        <FormSection
          id={sectionId(followers)}
          title={followers}
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

        <FormSection id={sectionId(idealCreator)} title={idealCreator}>
          <CheckboxGroup
            legend="Preferred languages"
            options={languageOptions}
            value={form.preferredLanguages}
            onChange={(fixed) => set("preferredLanguages", [...fixed, ...customLanguages])}
          />
          <CustomEntries
            label="Other languages"
            placeholder="e.g. Italian"
            entries={customLanguages}
            onChange={(custom) =>
              set("preferredLanguages", [
                ...form.preferredLanguages.filter((l) => (languageOptions as readonly string[]).includes(l)),
                ...custom.filter(
                  (c) => !(languageOptions as readonly string[]).some((o) => o.toLowerCase() === c.toLowerCase()),
                ),
              ])
            }
          />
          <CheckboxGroup
            legend="Preferred niches"
            options={niches}
            value={form.preferredNiches}
            onChange={(v) => set("preferredNiches", v)}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Preferred gender" htmlFor="listing-gender">
              <NativeSelect
                id="listing-gender"
                value={form.preferredGender}
                onChange={(e) => set("preferredGender", e.target.value as ListingFormState["preferredGender"])}
              >
                {genders.map((g) => (
                  <option key={g} value={g}>
                    {genderLabels[g]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <div className="grid gap-2">
              <p className="text-sm font-medium" id="listing-age-label">
                Age range:{" "}
                <span className="font-normal">
                  {form.preferredAgeMin}–{form.preferredAgeMax}
                </span>
              </p>
              <Slider
                aria-labelledby="listing-age-label"
                thumbLabels={["Minimum age", "Maximum age"]}
                min={listingLimits.ageMin}
                max={listingLimits.ageMax}
                step={1}
                minStepsBetweenThumbs={0}
                value={[form.preferredAgeMin, form.preferredAgeMax]}
                onValueChange={([min, max]) =>
                  setForm((f) => ({
                    ...f,
                    preferredAgeMin: min ?? f.preferredAgeMin,
                    preferredAgeMax: max ?? f.preferredAgeMax,
                  }))
                }
              />
              <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
                <span>{listingLimits.ageMin}</span>
                <span>{listingLimits.ageMax}</span>
              </div>
            </div>
          </div>
        </FormSection>

        <FormSection
          id={sectionId(imagesTitle)}
          title={imagesTitle}
          description={
            editing
              ? "Changes to the images are saved right away."
              : "The images are saved together with the listing when you create it."
          }
        >
          <ListingImagesField
            {...(listing ? { listingId: listing.id } : {})}
            images={images}
            onImagesChange={setImages}
            pending={pending}
            onPendingChange={setPending}
            rightsConfirmed={rights}
            onRightsChange={setRights}
            noun={words.noun}
          />
        </FormSection>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {uploadProgress !== null ? <UploadProgress value={uploadProgress} /> : null}
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => (canGoBack() ? navigate(-1) : navigate("/host-dashboard"))}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={busy} size="lg">
            {busy ? <Spinner size="sm" className="text-current" label="Saving" /> : null}
            {editing ? "Update Listing" : "Create Listing"}
          </Button>
        </div>
      </form>
    </div>
  );
}
