import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";

/** The key-icon header of the two new-password cards: /reset (the page's h1) and /auth's recovery form (an h2). */
export function NewPasswordCardHeader({
  titleId,
  title,
  level,
  description,
}: {
  titleId: string;
  title: ReactNode;
  level?: 1 | 2;
  description: ReactNode;
}) {
  return (
    <CardHeader>
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <CardTitle id={titleId} level={level}>
          {title}
        </CardTitle>
      </div>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
