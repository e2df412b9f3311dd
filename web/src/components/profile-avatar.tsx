import { cn } from "@/lib/cn.ts";

/** First letters of the first and last name ("Ana María López" → "AL"); "?" when there is no name. */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

const sizes = {
  xs: "size-8 text-xs",
  sm: "size-10 text-sm",
  md: "size-12 text-base",
  lg: "size-20 text-2xl",
  xl: "size-24 text-3xl",
} as const;

/** The profile picture, or the person's initials when there is none (spec 001 §2, profile summary card). */
export function ProfileAvatar({
  name,
  avatarUrl,
  size = "lg",
  className,
}: {
  name: string;
  avatarUrl: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const base = cn("shrink-0 overflow-hidden rounded-full", sizes[size], className);
  if (avatarUrl) {
    return <img src={avatarUrl} alt={name} className={cn(base, "object-cover")} />;
  }
  return (
    <span
      role="img"
      aria-label={`${name || "Profile"} initials`}
      className={cn(base, "inline-flex items-center justify-center bg-primary-soft font-semibold text-primary")}
    >
      {initials(name)}
    </span>
  );
}
