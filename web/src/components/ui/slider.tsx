import { Slider as SliderPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/cn.ts";

export type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** One accessible name per thumb (e.g. ["Minimum age", "Maximum age"]); by default the root's aria-label. */
  thumbLabels?: string[];
};

/** A range slider with one thumb per value; arrow keys move a focused thumb by `step`. */
export function Slider({ className, thumbLabels, ...props }: SliderProps) {
  const count = (props.value ?? props.defaultValue ?? [0]).length;
  const labels = thumbLabels ?? Array.from({ length: count }, () => props["aria-label"] ?? "Value");
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(
        "relative flex w-full touch-none items-center py-2 select-none data-[disabled]:opacity-60",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {labels.map((label, i) => (
        <SliderPrimitive.Thumb
          // biome-ignore lint/suspicious/noArrayIndexKey: thumbs are positional
          key={i}
          aria-label={label}
          className="block size-5 cursor-grab rounded-full border-2 border-primary bg-background shadow-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
