import type { profileUpdateSchema } from "@domain/accounts.ts";
import { limits } from "@domain/constants.ts";
import { useEffect, useId } from "react";
import { type FieldError, useForm } from "react-hook-form";
import type { z } from "zod";
import { FieldMessage } from "@/components/field-message.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { cn } from "@/lib/cn.ts";
import { lazyResolver } from "@/lib/lazy-resolver.ts";
import type { MyProfile, ProfileUpdate } from "../api.ts";

type FormInput = z.input<typeof profileUpdateSchema>;

const resolver = lazyResolver<FormInput, unknown, ProfileUpdate>(async () => {
  const [{ zodResolver }, { profileUpdateSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@domain/accounts.ts"),
  ]);
  return zodResolver(profileUpdateSchema);
});

export type ProfileFieldsFormProps = {
  profile: MyProfile;
  onSubmit: (values: ProfileUpdate) => Promise<unknown> | undefined;
  pending: boolean;
  submitLabel?: string;
  pendingLabel?: string;
  onCancel?: () => void;
  /** Shows the e-mail address as a read-only, disabled field (spec 000 §5: email is read-only). */
  showEmail?: boolean;
};

function toFormValues(profile: MyProfile): FormInput {
  return {
    fullName: profile.fullName,
    phone: profile.phone ?? "",
    location: profile.location ?? "",
    bio: profile.bio ?? "",
  };
}

/** Full name, phone, location and bio: the account fields shared by settings, My Profile and the dashboards. */
export function ProfileFieldsForm({
  profile,
  onSubmit,
  pending,
  submitLabel = "Save Changes",
  pendingLabel = "Saving...",
  onCancel,
  showEmail = false,
}: ProfileFieldsFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, ProfileUpdate>({
    resolver,
    defaultValues: toFormValues(profile),
  });
  // After a save the stored (trimmed) values come back; show them without remounting, so focus stays put.
  useEffect(() => {
    reset(toFormValues(profile));
  }, [profile, reset]);

  const field = (name: keyof FormInput, error: FieldError | undefined) => ({
    id: `${id}-${name}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-${name}-error` : undefined,
  });

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={handleSubmit(async (values) => {
        if (!pending) await onSubmit(values);
      })}
    >
      <div className={cn("grid gap-5 md:grid-cols-2", !showEmail && "lg:grid-cols-3")}>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-fullName`}>Full Name</Label>
          <Input
            {...field("fullName", errors.fullName)}
            autoComplete="name"
            maxLength={limits.fullNameMax}
            {...register("fullName")}
          />
          <FieldMessage id={`${id}-fullName-error`} error={errors.fullName} />
        </div>
        {showEmail ? (
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              value={profile.email}
              disabled
              readOnly
              aria-describedby={`${id}-email-hint`}
            />
            <p id={`${id}-email-hint`} className="text-xs text-muted-foreground">
              Your sign-in e-mail can't be changed.
            </p>
          </div>
        ) : null}
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-phone`}>Phone</Label>
          <Input
            {...field("phone", errors.phone)}
            type="tel"
            autoComplete="tel"
            maxLength={limits.phoneMax}
            {...register("phone")}
          />
          <FieldMessage id={`${id}-phone-error`} error={errors.phone} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-location`}>Location</Label>
          <Input
            {...field("location", errors.location)}
            autoComplete="address-level2"
            placeholder="City, Country"
            maxLength={limits.locationMax}
            {...register("location")}
          />
          <FieldMessage id={`${id}-location-error`} error={errors.location} />
        </div>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-bio`}>Bio</Label>
        <Textarea
          {...field("bio", errors.bio)}
          rows={4}
          placeholder="Tell others a little about yourself"
          maxLength={limits.bioMax}
          {...register("bio")}
        />
        <FieldMessage id={`${id}-bio-error`} error={errors.bio} />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        {/* aria-disabled rather than disabled while saving, so keyboard focus stays on the button. */}
        <Button type="submit" aria-disabled={pending} className="aria-disabled:opacity-60">
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
