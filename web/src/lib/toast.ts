import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");
type Message = Parameters<Sonner["toast"]>[0];

/**
 * Toasts (spec 000 §9) without sonner in every page's first code (~10 KB gzip, issue 38): sonner loads with the
 * first toast, the app's toaster (components/app-toaster.tsx) mounts then, and the toast is shown once that
 * toaster listens — sonner's toaster only shows toasts raised after it mounted. Calls keep their order.
 */
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const wanting = new Set<(loaded: Sonner) => void>();
let mountedToasters = 0;
let waiting: (() => void)[] = [];

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then((loaded) => {
    sonner = loaded;
    for (const want of wanting) want(loaded);
    return loaded;
  });
  return loading;
}

const toasterListening = () =>
  mountedToasters > 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));

function show(raise: (loaded: Sonner) => void): void {
  void loadSonner()
    .then(async (loaded) => {
      await toasterListening();
      raise(loaded);
    })
    .catch(() => {
      // The chunk could not be downloaded (offline): the toast is lost; the screen itself still says what happened.
    });
}

/** sonner, once some toast has loaded it (the toaster renders it from then on). */
export const loadedSonner = () => sonner;

/** Calls `onLoaded` when the first toast has loaded sonner (at once if it has); returns the unsubscribe. */
export function whenToastsWanted(onLoaded: (loaded: Sonner) => void): () => void {
  if (sonner) onLoaded(sonner);
  wanting.add(onLoaded);
  return () => wanting.delete(onLoaded);
}

/** A toaster is mounted and listening (called from its effect); returns what to call when it unmounts. */
export function toasterMounted(): () => void {
  mountedToasters++;
  const ready = waiting;
  waiting = [];
  for (const resolve of ready) resolve();
  return () => {
    mountedToasters--;
  };
}

/** The app's toast: `toast(message)`, `toast.success`, `toast.error`, `toast.info`, `toast.dismiss`, as sonner's. */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show((loaded) => loaded.toast(message, data)),
  {
    success: (message: Message, data?: ExternalToast) => show((loaded) => loaded.toast.success(message, data)),
    error: (message: Message, data?: ExternalToast) => show((loaded) => loaded.toast.error(message, data)),
    info: (message: Message, data?: ExternalToast) => show((loaded) => loaded.toast.info(message, data)),
    dismiss: (id?: string | number) => {
      if (sonner) sonner.toast.dismiss(id);
    },
  },
);
