import { useEffect, useState } from "react";
import { loadedSonner, toasterMounted, whenToastsWanted } from "@/lib/toast.ts";

/**
 * One toast at a time (spec 000 §9). Renders sonner's toaster once the first toast has loaded sonner
 * (lib/toast.ts), then tells the toast queue it listens.
 */
export function AppToaster() {
  const [sonner, setSonner] = useState(loadedSonner);
  useEffect(() => whenToastsWanted((loaded) => setSonner(() => loaded)), []);
  // Effects run child first: sonner's toaster has subscribed to its store by the time this one runs.
  useEffect(() => (sonner ? toasterMounted() : undefined), [sonner]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster visibleToasts={1} richColors closeButton position="bottom-right" />;
}
