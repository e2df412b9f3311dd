import { Spinner } from "@/components/ui/spinner.tsx";

/**
 * What a dashboard tab shows while its code loads: each tab's code loads when the tab opens (issue 38), so the
 * dashboard's first load carries only the open tab. It sits below everything already painted: nothing moves.
 */
export function TabFallback({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={label} />
    </div>
  );
}
