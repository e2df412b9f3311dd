import { creatorLimits, platformLabel, type SocialPlatform } from "@domain/creator-messages.ts";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import type { CreatorProfileFormControls } from "./use-creator-profile-form.tsx";

/** Leading @ typed into a username box goes (spec 001 §5); the rest is checked by the schema. */
const stripAt = (value: unknown) => (typeof value === "string" ? value.trim().replace(/^@+/, "") : value);

/** One platform's boxes: username, followers, engagement rate and the day it was measured. */
export function SocialAccountFields({
  platform,
  form,
}: {
  platform: SocialPlatform;
  form: CreatorProfileFormControls;
}) {
  const { id, register, field, message, described } = form;
  /** Each box's accessible name carries its platform ("Instagram followers"); the fieldset legend shows it once. */
  const srPlatform = (platform: SocialPlatform) => <span className="sr-only">{platformLabel[platform]} </span>;

  const handle = (platform: SocialPlatform) => (
    <div className="grid content-start gap-2 sm:col-span-2 lg:col-span-1">
      <Label htmlFor={`${id}-${platform}`}>{srPlatform(platform)}Username</Label>
      <div className="flex items-center rounded-md border border-input bg-background shadow-xs focus-within:ring-2 focus-within:ring-ring">
        <span aria-hidden="true" className="pl-3 text-sm text-muted-foreground">
          @
        </span>
        <Input
          {...field(platform)}
          className="border-0 shadow-none focus-visible:ring-0"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="username"
          maxLength={creatorLimits.urlMax}
          {...register(platform, { setValueAs: stripAt })}
        />
      </div>
      {message(platform)}
    </div>
  );

  /** Followers start empty and take "12,500" or "12.5k"; the schema turns the text into the count. */
  const followers = (platform: SocialPlatform) => {
    const name = `${platform}Followers` as const;
    const { hint, ...props } = described(name, "e.g. 12,500 or 12.5k");
    return (
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-${name}`}>{srPlatform(platform)}Followers</Label>
        <Input {...props} inputMode="decimal" autoComplete="off" {...register(name)} />
        {hint}
        {message(name)}
      </div>
    );
  };

  /** A rate is the creator's own measurement, with its date; left empty, no figure is shown anywhere. */
  const engagement = (platform: SocialPlatform) => {
    const rate = `${platform}Engagement` as const;
    const date = `${platform}EngagementMeasuredOn` as const;
    const { hint: rateHint, ...rateProps } = described(rate, "Optional, e.g. 4.2");
    const { hint: dateHint, ...dateProps } = described(date, "When you measured it");
    return (
      <>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-${rate}`}>{srPlatform(platform)}Engagement rate (%)</Label>
          <Input {...rateProps} inputMode="decimal" autoComplete="off" {...register(rate)} />
          {rateHint}
          {message(rate)}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-${date}`}>{srPlatform(platform)}Rate measured on</Label>
          <Input {...dateProps} type="date" max={new Date().toISOString().slice(0, 10)} {...register(date)} />
          {dateHint}
          {message(date)}
        </div>
      </>
    );
  };

  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="px-1 text-sm font-semibold">{platformLabel[platform]}</legend>
      {handle(platform)}
      {followers(platform)}
      {engagement(platform)}
    </fieldset>
  );
}
