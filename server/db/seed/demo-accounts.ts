/**
 * The two demo accounts a newcomer (and the e2e suite) signs in with. They use the reserved `.test`
 * domain (DECISIONS.md), are created confirmed, and exist only when demo data is seeded (never in production).
 */
export const DEMO_PASSWORD = "Demo-Pass-2024!";
export const DEMO_HOST_EMAIL = "host@demo.collabstay.test";
export const DEMO_CREATOR_EMAIL = "creator@demo.collabstay.test";
export const DEMO_HOST_NAME = "Sofia Marino";
export const DEMO_CREATOR_NAME = "Alex Rivera";
