import { useEffect } from "react";

export const siteName = "CollabStay";

/** Sets the document title ("{title} | CollabStay") and the meta description for the current page. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title.includes(siteName) ? title : `${title} | ${siteName}`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
