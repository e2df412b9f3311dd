import { type FormEvent, useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value.ts";
import type { useDiscoveryParams } from "./use-discovery-params.ts";

type DiscoveryParams = ReturnType<typeof useDiscoveryParams>;

/**
 * The search box's text: typed text goes to the URL after a pause (replace, so typing doesn't flood the
 * history), Enter pushes it at once, and a change of the URL (back, Clear all) shows in the box.
 */
export function useDiscoverySearch({ get, update }: Pick<DiscoveryParams, "get" | "update">) {
  const urlQ = get("q");
  const [text, setText] = useState(urlQ);
  const debounced = useDebouncedValue(text, 300);
  const pushed = useRef(urlQ);
  useEffect(() => {
    const q = debounced.trim();
    if (q !== pushed.current) {
      pushed.current = q;
      update({ q }, { replace: true });
    }
  }, [debounced, update]);
  useEffect(() => {
    if (urlQ !== pushed.current) {
      pushed.current = urlQ;
      setText(urlQ);
    }
  }, [urlQ]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    pushed.current = q;
    update({ q });
  };
  /** Empties the box without sending the empty text (the caller clears the URL). */
  const reset = () => {
    pushed.current = "";
    setText("");
  };
  return { urlQ, text, setText, submit, reset };
}
