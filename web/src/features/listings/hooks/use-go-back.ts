import { useNavigate } from "react-router";

/** True when this tab has a page of ours to go back to (React Router counts entries in `history.state.idx`). */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

/** Back where the visitor came from, or to `fallback` when the page was opened directly. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => (canGoBack() ? navigate(-1) : navigate(fallback));
}
