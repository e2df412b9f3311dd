import { Spinner } from "@/components/ui/spinner.tsx";

/** The console's loading state while the operator's session is read. */
export function PageSpinnerInline() {
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label="Loading the console" />
    </div>
  );
}
