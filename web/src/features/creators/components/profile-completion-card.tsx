import type { CreatorPublicProfile } from "@domain/creators.ts";
import { CheckCircle2, Circle, Pencil, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import { profileCompletion } from "../profile-checklist.ts";

/**
 * Profile completion (spec 001 §5 weights, §9): percent and bar; while under 80 % the setup checklist of what
 * is missing, and above 20 % an amber reminder that incomplete profiles are hidden from hosts' filter.
 */
export function ProfileCompletionCard({ profile, onEdit }: { profile: CreatorPublicProfile; onEdit?: () => void }) {
  const c = profileCompletion(profile);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Profile Completion</CardTitle>
          <CardDescription>
            {c.complete
              ? "Your profile is complete. Hosts can find you with the complete-profiles filter."
              : "Complete your profile so hosts can find and invite you."}
          </CardDescription>
        </div>
        {onEdit ? (
          <Button variant={c.complete ? "outline" : "default"} size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {c.complete ? "Edit Profile" : "Complete Profile"}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between text-sm">
            <span id="profile-completion-label" className="font-medium">
              {c.complete ? "Complete" : "Incomplete"}
            </span>
            <span className="text-lg font-semibold tabular-nums">{c.percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="profile-completion-label"
            aria-valuenow={c.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuetext={`${c.percent}% complete`}
            className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn("h-full rounded-full transition-all", c.complete ? "bg-success" : "bg-primary")}
              style={{ width: `${c.percent}%` }}
            />
          </div>
        </div>
        {c.showReminder ? (
          <p
            role="note"
            className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            You're {c.percent}% there. Profiles below 80% show as incomplete to hosts and can't receive invitations.
          </p>
        ) : null}
        {c.showChecklist ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold">Setup checklist</h3>
            <ul className="grid gap-1.5 sm:grid-cols-2">
              {c.items.map((item) => (
                <li key={item.key} className="flex items-center gap-2 text-sm">
                  {item.done ? (
                    <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
                  ) : (
                    <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  <span className={cn(item.done && "text-muted-foreground line-through")}>{item.label}</span>
                  <span className="sr-only">{item.done ? "(done)" : "(missing)"}</span>
                  <span className="ml-auto text-xs text-muted-foreground tabular-nums">+{item.weight}%</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
