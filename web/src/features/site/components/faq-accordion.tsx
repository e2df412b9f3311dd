import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { ReactNode } from "react";

export type FaqItem = { id: string; question: string; answer: ReactNode };

/** Single-open accordion: opening a question closes the one that was open; the open one can be closed. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-border rounded-2xl border border-border bg-card shadow-sm"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className="group">
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="flex w-full cursor-pointer items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left text-base font-semibold text-foreground transition-colors hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset sm:px-6 sm:text-lg">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 leading-relaxed text-foreground/90 sm:px-6 [&_p+p]:mt-3">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
