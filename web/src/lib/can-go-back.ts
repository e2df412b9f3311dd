import { useNavigate } from "react-router";

/**
 * True when the router has an earlier entry of this app to go back to. React Router keeps its position in
 * `history.state.idx`; 0 (or no state) means this page was opened directly, and going back would leave the app.
 */
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

/** A function that goes back one step when the app has history to go back to, otherwise to `fallback`. */
export function useGoBack(fallback = "/"): () => void {
  const navigate = useNavigate();
  return () => {
    if (canGoBack()) navigate(-1);
    else navigate(fallback);
  };
}
