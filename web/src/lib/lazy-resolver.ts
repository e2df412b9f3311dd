import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose schema (and Zod with it) loads on the first validation, not with the screen
 * (issue 38): a form's first check waits for one small request, and the screen paints without ~37 KB of Zod.
 */
export function lazyResolver<T extends FieldValues, Context = unknown, Output = T>(
  load: () => Promise<Resolver<T, Context, Output>>,
): Resolver<T, Context, Output> {
  let loading: Promise<Resolver<T, Context, Output>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (offline for a moment) is tried again at the next validation.
      loading = null;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
