import {
  type CreatorProfileFormValues,
  type CreatorProfileUpdate,
  creatorMessages,
  creatorProfileFormSchema,
  creatorProfileToForm,
  type SocialPlatform,
} from "@domain/creators.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { type FieldError, type Path, useForm } from "react-hook-form";
import { FieldMessage } from "@/components/field-message.tsx";
import { isApiError } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { type MyCreatorProfile, useUpdateCreatorProfile } from "../../api.ts";

type Values = CreatorProfileFormValues;

/**
 * The creator profile form's state (react-hook-form over the shared zod schema), its ids and `aria-*` per
 * field, the error under each field, and the submit that saves and toasts.
 */
export function useCreatorProfileForm(profile: MyCreatorProfile, onDone: (() => void) | undefined) {
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

  return { id, register, errors, setValue, field, message, described, submit, saving: update.isPending };
}

export type CreatorProfileFormControls = ReturnType<typeof useCreatorProfileForm>;
