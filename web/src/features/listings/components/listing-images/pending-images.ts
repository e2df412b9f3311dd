import { useEffect, useState } from "react";

/** An image chosen before the listing exists; sent in the same request that creates it. */
export type PendingImage = { key: string; file: File; previewUrl: string };

let pendingCounter = 0;

/** Pending images for files just chosen, each with a preview URL (freed on remove or unmount). */
export const toPending = (files: File[]): PendingImage[] =>
  files.map((file) => ({ key: `pending-${++pendingCounter}`, file, previewUrl: URL.createObjectURL(file) }));

/** Frees the object URLs of pending previews when the form goes away. */
export function useRevokeOnUnmount(pending: PendingImage[]) {
  const [ref] = useState<{ current: PendingImage[] }>({ current: [] });
  ref.current = pending;
  useEffect(
    () => () => {
      for (const p of ref.current) URL.revokeObjectURL(p.previewUrl);
    },
    [ref],
  );
}
