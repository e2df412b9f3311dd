import { formatNight } from "@domain/stay-dates.ts";
import { DoorOpen, KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ProfileAvatar } from "@/components/profile-avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { ApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useArrivals, useCheckInByCode, useRecordStay } from "../stays-api.ts";

const failed = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;

/**
 * "Today's arrivals" on the host dashboard (issue 33 part 1): the stays whose check-in date has come (the listing's
 * local date) and flexible ones, each recorded with one tap, or by the code on the creator's contract.
 */
export function TodaysArrivals() {
  const arrivals = useArrivals();
  const record = useRecordStay();
  const byCode = useCheckInByCode();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const items = arrivals.data?.items ?? [];
  if (items.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCodeError(null);
    byCode.mutate(code, {
      onSuccess: (result) => {
        setCode("");
        toast.success(result.message);
      },
      onError: (error) => setCodeError(failed(error, "Could not check the code. Please try again.")),
    });
  };

  return (
    <section
      aria-labelledby="arrivals-heading"
      data-testid="todays-arrivals"
      className="grid min-w-0 gap-3 rounded-xl border bg-card p-4"
    >
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-3">
        <h2 id="arrivals-heading" className="flex items-center gap-2 text-lg font-semibold">
          <DoorOpen className="size-5" aria-hidden="true" />
          Today's arrivals
        </h2>
        <form onSubmit={submit} className="flex w-full items-start gap-2 sm:w-auto" noValidate>
          <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
            <Input
              // A form field with neither id nor name is an entry in Chrome's Issues panel (best practices).
              name="checkInCode"
              aria-label="Check-in code"
              placeholder="Check-in code"
              value={code}
              maxLength={6}
              autoCapitalize="characters"
              className="w-full font-mono uppercase sm:w-36"
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? "check-in-code-error" : undefined}
              onChange={(e) => setCode(e.target.value)}
            />
            {codeError ? (
              <p id="check-in-code-error" role="alert" className="max-w-56 text-xs text-destructive">
                {codeError}
              </p>
            ) : null}
          </div>
          <Button
            type="submit"
            size="sm"
            variant="outline"
            className="shrink-0"
            disabled={byCode.isPending || code.trim() === ""}
          >
            <KeyRound aria-hidden="true" />
            Check in
          </Button>
        </form>
      </div>
      <ul className="grid min-w-0 gap-2">
        {items.map((a) => (
          <li
            key={a.collaborationId}
            data-testid="arrival"
            className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
          >
            <div className="flex min-w-0 items-center gap-2">
              <ProfileAvatar name={a.creator.name} avatarUrl={a.creator.avatarUrl} size="sm" />
              <div className="min-w-0">
                <p className="truncate font-medium">{a.creator.name}</p>
                <p className="truncate text-sm text-muted-foreground">
                  {a.listingTitle} ·{" "}
                  {a.checkIn && a.checkOut
                    ? `${formatNight(a.checkIn)} – ${formatNight(a.checkOut)}`
                    : "Flexible dates"}
                </p>
              </div>
            </div>
            <Button
              size="sm"
              aria-label={`Record ${a.creator.name}'s arrival`}
              disabled={record.isPending}
              onClick={() =>
                record.mutate(
                  { id: a.collaborationId, to: "arrived" },
                  {
                    onSuccess: (result) => toast.success(result.message),
                    onError: (error) =>
                      toast.error("Error", { description: failed(error, "Could not record the arrival.") }),
                  },
                )
              }
            >
              Arrived
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
