import { applicationDefaults, applicationLimits, applicationMessages, applySchema } from "@domain/applications.ts";
import { compensationTypes, usageRights } from "@domain/constants.ts";
import type { ApplyPrefill } from "@domain/invitation-apply.ts";
import { formatNight, nightsBetween } from "@domain/stay-dates.ts";
import { compensationLabels, usageRightsLabels } from "@domain/terms-labels.ts";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { FormDialog } from "@/components/form-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { NumberField } from "@/components/ui/number-field.tsx";
import { optionsOf, SelectField } from "@/components/ui/select-field.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { type IsoRange, StayCalendar, useAvailability } from "@/features/availability/apply.ts";
import { ApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useApply } from "../api.ts";

type Form = {
  message: string;
  guestCount: string;
  posts: string;
  stories: string;
  videos: string;
  compensation: (typeof compensationTypes)[number];
  rights: (typeof usageRights)[number];
  duration: string;
};

const initial: Form = {
  message: "",
  guestCount: String(applicationDefaults.guestCount),
  posts: String(applicationDefaults.posts),
  stories: String(applicationDefaults.stories),
  videos: String(applicationDefaults.videos),
  compensation: applicationDefaults.compensationType,
  rights: applicationDefaults.usageRights,
  duration: "",
};

/** A number field's value for the contract: empty stays empty (the schema's default or message decides). */
const num = (value: string) => (value.trim() === "" ? undefined : Number(value));

/**
 * The apply dialog (spec 001 screen 4, §5 Apply): message (required), guest count 1–10, deliverables posts
 * 0–50 / stories 0–100 / videos 0–20, compensation type, usage rights and duration 1–60 months (12 when empty).
 * Checked with the server's own `applySchema` before sending; the server's refusal is shown as it comes.
 */
export function ApplyDialog({
  listing,
  open,
  onOpenChange,
  prefill,
}: {
  listing: { id: string; title: string; hostName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The deliverables the listing asks for and the stay chosen in discovery (issue 35 part 5); from an accepted
   * invitation also a reply to finish.
   */
  prefill?: ApplyPrefill;
}) {
  const id = useId();
  const apply = useApply();
  const [form, setForm] = useState<Form>(() =>
    prefill
      ? {
          ...initial,
          message: prefill.message ?? "",
          posts: String(prefill.posts),
          stories: String(prefill.stories),
          videos: String(prefill.videos),
        }
      : initial,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stay, setStay] = useState<IsoRange | undefined>(() =>
    prefill?.checkIn && prefill.checkOut ? { from: prefill.checkIn, to: prefill.checkOut } : undefined,
  );
  const availability = useAvailability(listing.id, open);
  // A one-day pick is a check-in only: the stay needs its check-out too.
  const checkOut = stay?.to && stay.to !== stay.from ? stay.to : undefined;
  const fieldOf: Partial<Record<keyof Form, string>> = { duration: "usage_duration_months" };
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A field's message goes once the person changes that field.
    const name = fieldOf[key] ?? key;
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };

  const submit = () => {
    const parsed = applySchema.safeParse({
      listingId: listing.id,
      message: form.message,
      guestCount: num(form.guestCount),
      deliverables: {
        posts: num(form.posts),
        stories: num(form.stories),
        videos: num(form.videos),
        compensation_type: form.compensation,
        usage_rights: form.rights,
        usage_duration_months: num(form.duration) ?? null,
      },
      checkIn: stay?.from ?? null,
      checkOut: checkOut ?? null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path.at(-1) ?? "message")] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    apply.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(applicationMessages.sentTitle, { description: result.message });
        setForm(initial);
        setStay(undefined);
        onOpenChange(false);
      },
      onError: (error) => {
        const message =
          error instanceof ApiError && error.status > 0 && error.status < 500
            ? error.message
            : applicationMessages.submitFailed;
        // A refused stay is shown by the calendar too (the nights may have been taken meanwhile).
        if (error instanceof ApiError && (error.fields?.checkIn || error.fields?.checkOut))
          setErrors({ checkIn: error.fields.checkIn ?? error.fields.checkOut ?? message });
        toast.error("Error", { description: message });
      },
    });
  };

  const error = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm text-destructive">
        {errors[key]}
      </p>
    ) : null;
  const counter = (key: "posts" | "stories" | "videos", label: string, max: number) => (
    <NumberField
      id={`${id}-${key}`}
      label={label}
      min={0}
      max={max}
      value={form[key]}
      onChange={(value) => set(key, value)}
      error={errors[key]}
    />
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formId={`${id}-form`}
      onSubmit={submit}
      title="Apply for Collaboration"
      description={`Tell ${listing.hostName} about yourself and what you would create at ${listing.title}.`}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      // Stays in view while the form scrolls (a phone shows the form in a few screens).
      footerClassName="sticky -bottom-6 z-10 -mx-6 -mb-6 flex-row justify-end border-t border-border bg-background px-6 py-3"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={apply.isPending}>
            <Send aria-hidden="true" />
            {apply.isPending ? "Submitting..." : "Submit Application"}
          </Button>
        </>
      }
    >
      {prefill?.message !== undefined ? (
        <p
          className="rounded-md border border-primary/30 bg-primary-soft px-3 py-2 text-sm"
          data-testid="apply-prefill"
        >
          You accepted {listing.hostName}'s invitation. We started your message and set the deliverables to what this
          listing asks for; change anything before you send.
        </p>
      ) : null}
      <TextareaField
        id={`${id}-message`}
        label="Message *"
        rows={5}
        required
        maxLength={applicationLimits.messageMax}
        placeholder="Introduce yourself, your audience and your ideas for this stay…"
        value={form.message}
        onChange={(value) => set("message", value)}
        error={errors.message}
      />
      <NumberField
        id={`${id}-guests`}
        label="Number of guests *"
        required
        min={applicationLimits.guestsMin}
        max={applicationLimits.guestsMax}
        value={form.guestCount}
        onChange={(value) => set("guestCount", value)}
        error={errors.guestCount}
      />
      <fieldset className="grid gap-2" aria-describedby={`${id}-stay-rules`}>
        <legend className="mb-1 text-sm font-medium">
          {availability.data?.rules.flexibleDates === false ? "Dates *" : "Dates (optional: flexible dates)"}
        </legend>
        {availability.data ? (
          <>
            <p id={`${id}-stay-rules`} className="text-sm text-muted-foreground">
              Stays of {availability.data.rules.minNights}–{availability.data.rules.maxNights} nights, up to{" "}
              {availability.data.rules.bookingHorizonMonths} months ahead. Crossed-out nights are not available.
            </p>
            <StayCalendar
              label="Choose check-in and check-out"
              today={availability.data.today}
              lastCheckOut={availability.data.lastCheckOut}
              closed={availability.data.unavailable}
              range={stay}
              onRange={(r) => {
                setStay(r);
                setErrors(({ checkIn: _a, checkOut: _b, ...rest }) => rest);
              }}
              months={1}
            />
            <p className="text-sm" aria-live="polite" data-testid="stay-summary">
              {stay ? (
                <>
                  Check-in <strong>{formatNight(stay.from)}</strong>
                  {checkOut ? (
                    <>
                      {" "}
                      · Check-out <strong>{formatNight(checkOut)}</strong> ·{" "}
                      <strong>
                        {nightsBetween(stay.from, checkOut)}{" "}
                        {nightsBetween(stay.from, checkOut) === 1 ? "night" : "nights"}
                      </strong>
                    </>
                  ) : (
                    " · now choose the check-out day"
                  )}
                </>
              ) : (
                <span className="text-muted-foreground">Choose your check-in day, then your check-out day.</span>
              )}
            </p>
          </>
        ) : (
          <p id={`${id}-stay-rules`} className="text-sm text-muted-foreground">
            Loading the calendar…
          </p>
        )}
        {error("checkIn")}
        {error("checkOut")}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Content deliverables</legend>
        <div className="grid grid-cols-3 gap-3">
          {counter("posts", "Posts", applicationLimits.postsMax)}
          {counter("stories", "Stories", applicationLimits.storiesMax)}
          {counter("videos", "Videos", applicationLimits.videosMax)}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-compensation`}
          label="Compensation type"
          value={form.compensation}
          onChange={(value) => set("compensation", value)}
          options={optionsOf(compensationTypes, compensationLabels)}
        />
        <SelectField
          id={`${id}-rights`}
          label="Usage rights"
          value={form.rights}
          onChange={(value) => set("rights", value)}
          options={optionsOf(usageRights, usageRightsLabels)}
        />
      </div>
      <NumberField
        id={`${id}-duration`}
        label="Usage duration (months)"
        min={applicationLimits.durationMin}
        max={applicationLimits.durationMax}
        placeholder={String(applicationDefaults.usageDurationMonths)}
        value={form.duration}
        onChange={(value) => set("duration", value)}
        error={errors.usage_duration_months}
      />
    </FormDialog>
  );
}
