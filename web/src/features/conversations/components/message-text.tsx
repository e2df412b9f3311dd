import { Fragment } from "react";

const urlPattern = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * A message as text, never as HTML (React escapes it): `<script>` shows as the characters typed. http(s) links
 * become links that open in a new tab without handing over the page (`noopener noreferrer`) and without
 * lending our reputation (`nofollow`); any other scheme (javascript:, data:) stays plain text.
 */
export function MessageText({ text }: { text: string }) {
  const parts: (string | { url: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ url: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((part, i) =>
        typeof part === "string" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed split of one immutable text
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed split of one immutable text
            key={i}
            href={part.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2"
          >
            {part.url}
          </a>
        ),
      )}
    </p>
  );
}
