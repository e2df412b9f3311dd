import { addTag } from "@domain/creator-messages.ts";
import { X } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";

/** Tag entry with chips: Enter or a comma adds the typed tag (trimmed, non-empty, no duplicates). */
export function TagInput({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const commit = (value: string) => {
    if (!value.trim() && !text) return;
    const result = addTag(tags, value);
    setError(result.error);
    if (!result.error) {
      onChange(result.tags);
      setText("");
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-tag`}>Tags</Label>
      <Input
        id={`${id}-tag`}
        value={text}
        placeholder="Type a tag and press Enter"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const value = event.target.value;
          if (value.includes(",")) {
            const [first = ""] = value.split(",");
            commit(first);
            return;
          }
          setText(value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit(text);
          } else if (event.key === "Backspace" && text === "" && tags.length > 0) {
            onChange(tags.slice(0, -1));
          }
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Press Enter or type a comma to add a tag, e.g. Hotel, Sunset, Drone.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags to add">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-2.5 text-xs font-medium text-secondary-foreground"
            >
              {tag}
              <button
                type="button"
                className="cursor-pointer rounded-full p-0.5 hover:bg-secondary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              >
                <X className="size-3" aria-hidden="true" />
                <span className="sr-only">Remove tag {tag}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
