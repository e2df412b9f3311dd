import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { type FieldError, type Path, useForm } from "react-hook-form";
import { toast } from "sonner";
import { FieldMessage } from "@/components/field-message.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { AvatarUpload } from "@/features/profiles/index.ts";
import { isApiError } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import { failureText } from "@/lib/failure-text.ts";
import {
  type CreatorProfileFormValues,
  type CreatorProfileUpdate,
  creatorLimits,
  creatorMessages,
  creatorProfileFormSchema,
  creatorProfileToForm,
  platformLabel,
  type SocialPlatform,
  socialPlatforms,
  withHttpsScheme,
} from "../../../../../domain/creators.ts";
import { type MyCreatorProfile, useUpdateCreatorProfile } from "../api.ts";

type Values = CreatorProfileFormValues;

/** Leading @ typed into a username box goes (spec 001 §5); the rest is checked by the schema. */
const stripAt = (value: unknown) => (typeof value === "string" ? value.trim().replace(/^@+/, "") : value);

/**
 * The creator profile form (spec 001 screen 13, §3 mapping, §5 rules): name, bio, skills (comma-separated),
 * portfolio URL, Instagram/TikTok/YouTube usernames (stored as profile URLs), other links, location and
 * follower counts per platform, with the profile picture and its crop dialog on top.
 */
export function CreatorProfileForm({
  profile,
  onDone,
  onCancel,
}: {
  profile: MyCreatorProfile;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const { refresh } = useAuth();
  const update = useUpdateCreatorProfile(refresh);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<Values, unknown, CreatorProfileUpdate>({
    resolver: zodResolver(creatorProfileFormSchema),
    defaultValues: creatorProfileToForm(profile),
  });
  useEffect(() => {
    reset(creatorProfileToForm(profile));
  }, [profile, reset]);

  const field = (name: Path<Values>) => {
    const error = errors[name as keyof typeof errors] as FieldError | undefined;
    return {
      id: `${id}-${name}`,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
    };
  };
  const message = (name: keyof Values) => (
    <FieldMessage id={`${id}-${name}-error`} error={errors[name] as FieldError | undefined} />
  );

  const submit = handleSubmit(async (values) => {
    if (update.isPending) return;
    // The parsed values (skills as a list, handles as URLs) parse to themselves on the server.
    await update.mutateAsync(values as unknown as Values).then(
      () => {
        toast.success(creatorMessages.profileUpdatedTitle, { description: creatorMessages.profileUpdatedText });
        onDone?.();
      },
      (error: unknown) => {
        if (isApiError(error) && error.fields) {
          for (const [name, text] of Object.entries(error.fields)) {
            if (name in creatorProfileFormSchema.shape) setError(name as keyof Values, { message: text });
          }
        }
        toast.error("Error", { description: failureText(error, creatorMessages.profileUpdateFailed) });
      },
    );
  });

  type PlatformField =
    | `${SocialPlatform}Followers`
    | `${SocialPlatform}Engagement`
    | `${SocialPlatform}EngagementMeasuredOn`;
  const described = (name: PlatformField, hint: string) => ({
    ...field(name),
    "aria-describedby": `${id}-${name}-hint${errors[name] ? ` ${id}-${name}-error` : ""}`,
    hint: (
      <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    ),
  });

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
    <form noValidate className="grid gap-6" onSubmit={submit} aria-label="Creator profile">
      <AvatarUpload name={profile.name} avatarUrl={profile.avatarUrl} />

      <div className="grid gap-5 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-name`}>Name *</Label>
          <Input {...field("name")} autoComplete="name" maxLength={creatorLimits.nameMax} {...register("name")} />
          {message("name")}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-location`}>Location</Label>
          <Input
            {...field("location")}
            autoComplete="address-level2"
            placeholder="City, Country"
            maxLength={creatorLimits.locationMax}
            {...register("location")}
          />
          {message("location")}
        </div>
      </div>

      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-bio`}>Bio *</Label>
        <Textarea
          {...field("bio")}
          rows={4}
          placeholder="Tell hosts about you and the content you create"
          maxLength={creatorLimits.bioMax}
          {...register("bio")}
        />
        {message("bio")}
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-skills`}>Skills *</Label>
          <Input
            {...field("skills")}
            placeholder="Travel, Photography, Reels"
            aria-describedby={`${id}-skills-hint${errors.skills ? ` ${id}-skills-error` : ""}`}
            {...register("skills")}
          />
          <p id={`${id}-skills-hint`} className="text-xs text-muted-foreground">
            Separate skills with commas; the first one is shown as your specialty.
          </p>
          {message("skills")}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-portfolio`}>Portfolio URL *</Label>
          <Input
            {...field("portfolio")}
            type="url"
            inputMode="url"
            autoCapitalize="none"
            placeholder="yourwebsite.com"
            maxLength={creatorLimits.urlMax}
            {...register("portfolio", {
              // "mysite.com" is taken as https://mysite.com; show it so the saved address is no surprise.
              onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
                const next = withHttpsScheme(e.target.value);
                if (next !== e.target.value) setValue("portfolio", next);
              },
            })}
          />
          {message("portfolio")}
        </div>
      </div>

      <div className="grid gap-3">
        <h3 className="text-sm font-semibold">Social accounts</h3>
        <p className="text-sm text-muted-foreground">
          Your platform icons come from the usernames you add here. Engagement rates are optional; leave them empty
          rather than guess.
        </p>
        {socialPlatforms.map((platform) => (
          <fieldset
            key={platform}
            className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            <legend className="px-1 text-sm font-semibold">{platformLabel[platform]}</legend>
            {handle(platform)}
            {followers(platform)}
            {engagement(platform)}
          </fieldset>
        ))}
      </div>

      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-otherLinks`}>Other links</Label>
        <Textarea
          {...field("otherLinks")}
          rows={3}
          placeholder="Blog, Pinterest, press features…"
          maxLength={creatorLimits.otherLinksMax}
          {...register("otherLinks")}
        />
        {message("otherLinks")}
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" aria-disabled={update.isPending} className="aria-disabled:opacity-60">
          {update.isPending ? "Saving..." : "Save Profile"}
        </Button>
      </div>
    </form>
  );
}
