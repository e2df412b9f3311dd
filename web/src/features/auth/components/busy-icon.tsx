import { LoaderCircle } from "lucide-react";

/** Decorative spinner for busy buttons; the button's text carries the meaning. */
export function BusyIcon() {
  return <LoaderCircle className="animate-spin" aria-hidden="true" />;
}
