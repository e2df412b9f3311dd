import { useAuth } from "@/lib/auth.tsx";
import { PageSpinner } from "./require-auth.tsx";

/**
 * The first screen's fallback while its code loads. A signed-in user keeps the frame the server already painted
 * into #root (index.html's `signed-in-frame`: the header with the brand), with a spinner under it, so the header
 * does not blink away between the HTML and the screen; a visitor sees the spinner alone.
 */
export function FirstLoadFallback() {
  const { user } = useAuth();
  const frame = user ? document.getElementById("signed-in-frame") : null;
  if (!(frame instanceof HTMLTemplateElement)) return <PageSpinner />;
  return (
    <div className="flex min-h-dvh flex-col">
      {/* A copy of index.html's own markup, put in during the commit (before the browser paints). */}
      <div className="contents" ref={(box) => box?.replaceChildren(frame.content.cloneNode(true))} />
      <PageSpinner />
    </div>
  );
}
