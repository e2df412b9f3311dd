export * from "./auth.ts";
export * from "./availability.ts";
export * from "./collaboration.ts";
export * from "./creators.ts";
export * from "./listings.ts";
export * from "./profiles.ts";
export * from "./realtime.ts";
export * from "./site.ts";
