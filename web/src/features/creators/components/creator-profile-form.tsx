import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { type FieldError, type Path, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { AvatarUpload, FieldMessage, failureText } from "@/features/profiles/index.ts";
import { isApiError } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import {
  type CreatorProfileFormValues,
  type CreatorProfileUpdate,
  creatorLimits,
  creatorMessages,
  creatorProfileFormSchema,
  creatorProfileToForm,
  toFollowerCount,
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

  const follower = (name: "instagramFollowers" | "tiktokFollowers" | "youtubeFollowers", label: string) => (
    <div className="grid content-start gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        {...field(name)}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...register(name, { setValueAs: toFollowerCount })}
      />
      {message(name)}
    </div>
  );

  const handle = (name: "instagram" | "tiktok" | "youtube", label: string) => (
    <div className="grid content-start gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <div className="flex items-center rounded-md border border-input bg-background shadow-xs focus-within:ring-2 focus-within:ring-ring">
        <span aria-hidden="true" className="pl-3 text-sm text-muted-foreground">
          @
        </span>
        <Input
          {...field(name)}
          className="border-0 shadow-none focus-visible:ring-0"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="username"
          maxLength={creatorLimits.urlMax}
          {...register(name, { setValueAs: stripAt })}
        />
      </div>
      {message(name)}
    </div>
  );

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
            placeholder="https://yourwebsite.com"
            maxLength={creatorLimits.urlMax}
            {...register("portfolio")}
          />
          {message("portfolio")}
        </div>
      </div>

      <fieldset className="grid gap-5">
        <legend className="mb-3 text-sm font-semibold">Social accounts</legend>
        <div className="grid gap-5 md:grid-cols-3">
          {handle("instagram", "Instagram username")}
          {handle("tiktok", "TikTok username")}
          {handle("youtube", "YouTube username")}
        </div>
        <div className="grid gap-5 md:grid-cols-3">
          {follower("instagramFollowers", "Instagram followers")}
          {follower("tiktokFollowers", "TikTok followers")}
          {follower("youtubeFollowers", "YouTube followers")}
        </div>
      </fieldset>

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
