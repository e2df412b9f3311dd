import { Link } from "react-router";

/** The CollabStay mark and name, linking home (a visitor's `/`, a signed-in user's dashboard). */
export function BrandLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
      >
        CS
      </span>
      CollabStay
    </Link>
  );
}
