import { Check } from "lucide-react";
import { FormDialog } from "@/components/form-dialog.tsx";
import { LinkButton } from "@/components/link-button.tsx";
import { Button } from "@/components/ui/button.tsx";

const benefits = [
  "Free or discounted stays at hotels, rentals, wellness venues, beach clubs, boats and experiences.",
  "Paid collaborations as well: creators can earn $1,000-$10,000+ per month.",
  "You decide which offers to apply for and agree nights, deliverables and payment in chat before you travel.",
  "A portfolio page that hosts see when they look for creators to invite.",
  "Free to sign up and browse; CollabStay takes no commission.",
] as const;

/** The 'Join as Creator' modal of the creator landing page: benefits, then on to sign-up. */
export function JoinCreatorDialog({ triggerClassName }: { triggerClassName?: string }) {
  return (
    <FormDialog
      trigger={
        <Button size="lg" variant="accent" className={triggerClassName}>
          Join as Creator
        </Button>
      }
      title="Join as Creator"
      description="Create your free creator account in a couple of minutes. Here is what you get."
      className="sm:max-w-lg"
      footer={
        <LinkButton to="/auth?tab=signup&role=creator" size="lg">
          Create my creator account
        </LinkButton>
      }
    >
      <ul className="space-y-3 text-sm">
        {benefits.map((b) => (
          <li key={b} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{b}</span>
          </li>
        ))}
      </ul>
    </FormDialog>
  );
}
