import type { CaptionCheck } from "@domain/deliverables.ts";
import { AlertTriangle, CheckCircle2 } from "lucide-react";

/**
 * The caption checks as a list (issue 17 part 7): what is there is ticked, what is missing is a warning — never a
 * block. Nothing is shown when the host asked for nothing.
 */
export function CaptionChecklist({ checks, title = "Caption checks" }: { checks: CaptionCheck[]; title?: string }) {
  if (checks.length === 0) return null;
  const missing = checks.filter((c) => !c.ok).length;
  return (
    <div data-testid="caption-checks" className="rounded-lg border bg-muted/40 p-3 text-sm">
      <p className="mb-1.5 font-medium">
        {title}
        {missing > 0 ? (
          <span className="ml-2 text-xs font-normal text-amber-800">
            {missing} missing — worth a look before posting
          </span>
        ) : (
          <span className="ml-2 text-xs font-normal text-green-800">All there</span>
        )}
      </p>
      <ul className="grid gap-1">
        {checks.map((c) => (
          <li key={c.id} className="flex items-start gap-2" data-ok={c.ok}>
            {c.ok ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            ) : (
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            )}
            <span>
              <span className="sr-only">{c.ok ? "Done: " : "Missing: "}</span>
              {c.label}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
