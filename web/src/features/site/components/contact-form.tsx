import { contactLimits, contactSchema, siteMessages } from "@domain/site.ts";
import { Loader2, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { isApiError, networkErrorMessage } from "@/lib/api.ts";
import { call, client } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";

type Fields = { fullName: string; email: string; message: string; consent: boolean };
const empty: Fields = { fullName: "", email: "", message: "", consent: false };

/**
 * The contact form (spec 000 §2, §5): the spec's toasts for missing fields and consent, then the shared
 * schema, then `POST /api/site/contact`, which stores the message and e-mails it to support.
 */
export function ContactForm() {
  const [fields, setFields] = useState<Fields>(empty);
  const [invalid, setInvalid] = useState<Partial<Record<keyof Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setInvalid((i) => (i[key] ? { ...i, [key]: undefined } : i));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = (["fullName", "email", "message"] as const).filter((k) => fields[k].trim() === "");
    if (missing.length > 0) {
      setInvalid(Object.fromEntries(missing.map((k) => [k, siteMessages.missingInformationText])));
      toast.error(siteMessages.missingInformation, { description: siteMessages.missingInformationText });
      return;
    }
    if (!fields.consent) {
      setInvalid({ consent: siteMessages.consentRequiredText });
      toast.error(siteMessages.consentRequired, { description: siteMessages.consentRequiredText });
      return;
    }
    const parsed = contactSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const key = issue?.path[0];
      const message = issue?.message ?? siteMessages.missingInformationText;
      if (typeof key === "string") setInvalid({ [key]: message });
      toast.error(message);
      return;
    }
    setBusy(true);
    try {
      await call(client.api.site.contact.$post({ json: parsed.data }));
      toast.success(siteMessages.messageSent, { description: siteMessages.messageSentText });
      setFields(empty);
      setInvalid({});
    } catch (cause) {
      if (isApiError(cause)) {
        if (cause.fields) setInvalid(cause.fields as Partial<Record<keyof Fields, string>>);
        toast.error(cause.message);
      } else {
        toast.error(networkErrorMessage);
      }
    } finally {
      setBusy(false);
    }
  };

  const errorText = (key: keyof Fields) =>
    invalid[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm font-medium text-destructive">
        {invalid[key]}
      </p>
    ) : null;
  const described = (key: keyof Fields) => (invalid[key] ? `${id}-${key}-error` : undefined);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-name`}>Full Name</Label>
          <Input
            id={`${id}-name`}
            name="fullName"
            autoComplete="name"
            value={fields.fullName}
            maxLength={contactLimits.fullNameMax}
            aria-invalid={invalid.fullName ? true : undefined}
            aria-describedby={described("fullName")}
            onChange={(e) => set("fullName", e.target.value)}
          />
          {errorText("fullName")}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-email`}>Email Address</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={fields.email}
            maxLength={contactLimits.emailMax}
            aria-invalid={invalid.email ? true : undefined}
            aria-describedby={described("email")}
            onChange={(e) => set("email", e.target.value)}
          />
          {errorText("email")}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          value={fields.message}
          maxLength={contactLimits.messageMax}
          aria-invalid={invalid.message ? true : undefined}
          aria-describedby={described("message")}
          onChange={(e) => set("message", e.target.value)}
          className="min-h-36"
        />
        {errorText("message")}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            checked={fields.consent}
            aria-invalid={invalid.consent ? true : undefined}
            aria-describedby={described("consent")}
            onChange={(e) => set("consent", e.target.checked)}
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-input accent-primary"
          />
          <label htmlFor={`${id}-consent`} className="cursor-pointer text-sm leading-snug text-foreground">
            I agree that CollabStay may process my name, email address and message to answer this request.
          </label>
        </div>
        <p className="pl-8 text-sm text-muted-foreground">
          Read how we handle your data in our{" "}
          <Link
            to="/privacy"
            className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover"
          >
            Privacy Policy
          </Link>
          .
        </p>
        {errorText("consent")}
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-fit">
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        Send Message
      </Button>
    </form>
  );
}
