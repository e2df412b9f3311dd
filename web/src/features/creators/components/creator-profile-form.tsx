import { creatorLimits, socialPlatforms, withHttpsScheme } from "@domain/creator-messages.ts";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { AvatarUpload } from "@/features/profiles/index.ts";
import type { MyCreatorProfile } from "../api.ts";
import { SocialAccountFields } from "./creator-profile-form/social-account-fields.tsx";
import { useCreatorProfileForm } from "./creator-profile-form/use-creator-profile-form.tsx";

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
  const form = useCreatorProfileForm(profile, onDone);
  const { id, register, errors, setValue, field, message, submit } = form;
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
          <SocialAccountFields key={platform} platform={platform} form={form} />
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
          <Button variant="outline" onClick={onCancel} disabled={form.saving}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" aria-disabled={form.saving} className="aria-disabled:opacity-60">
          {form.saving ? "Saving..." : "Save Profile"}
        </Button>
      </div>
    </form>
  );
}
