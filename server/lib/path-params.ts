import { z } from "zod";

/** The `/:id` path parameter most routes take: a UUID (any other text names nothing, so the contract answers 404). */
export const idParams = z.object({ id: z.uuid() });
