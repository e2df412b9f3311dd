import {
  creatorMessages,
  creatorPageSchema,
  creatorPrivateFields,
  creatorProfileFormSchema,
  creatorPublicProfileSchema,
  creatorSearchSchema,
  myCreatorProfileSchema,
} from "@domain/creators.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import { discoverCreators, getOwnCreatorProfile, getPublicCreator, updateOwnCreatorProfile } from "./service.ts";

const myProfileResponse = z.object({ profile: myCreatorProfileSchema });

/** `/api/creators`: discovery (hosts), the creator's own profile, and public creator profiles. */
export function creatorRoutes(deps: { db: Db }) {
  return (
    new Hono<AppEnv>()
      .get(
        "/",
        contract({
          summary: "Discover creators",
          description:
            'One page of creator cards. `q` matches name, location and bio by word prefix ("lis" finds Lisbon); ' +
            "order: most complete, then most followers. `savedOnly` keeps the host's saved creators. Unknown " +
            "parameters are ignored; `pageSize` ≤ 48.",
          access: "host",
          query: creatorSearchSchema,
          responses: { 200: { description: "A page of creators", schema: creatorPageSchema } },
        }),
        async (c) => c.json(await discoverCreators(deps.db, c.get("actor"), c.req.valid("query"))),
      )
      // Registered before `/:id`, so "me" is never taken for an id.
      .get(
        "/me",
        contract({
          summary: "My creator profile",
          description: "The signed-in creator's profile with its private fields (defaults when never saved).",
          access: "creator",
          scope: "the caller's own profile",
          responses: { 200: { description: "The profile", schema: myProfileResponse } },
          privateFields: creatorPrivateFields,
        }),
        async (c) => c.json(await getOwnCreatorProfile(deps.db, c.get("actor"))),
      )
      .put(
        "/me",
        contract({
          summary: "Save my creator profile",
          description:
            'The profile form (spec 001 §3 mapping): skills as "a, b" or a list; instagram/tiktok/youtube as a ' +
            'bare username, `@name` or profile URL (`""`/null clears); follower counts as integers or as typed ' +
            '("12,500", "12.5k"; "" = 0); an engagement rate (percent 0–100) needs its measured-on day ' +
            "(YYYY-MM-DD) and that platform's username; a portfolio URL without a scheme gets `https://`. Stores " +
            'specialty (first skill or "Content Creator"), follower total, completeness and region from the ' +
            "location, in one transaction.",
          access: "creator",
          scope: "the caller's own profile",
          body: creatorProfileFormSchema,
          responses: { 200: { description: "The saved profile", schema: myProfileResponse } },
          privateFields: creatorPrivateFields,
        }),
        async (c) => c.json(await updateOwnCreatorProfile(deps.db, c.get("actor"), c.req.valid("json"))),
      )
      .get(
        "/:id",
        contract({
          summary: "A creator's public profile",
          description:
            'Public fields only, never e-mail or phone. Unknown ids and non-creators are 404 "Creator Not Found".',
          access: "anyone",
          params: idParams,
          notFoundMessage: creatorMessages.creatorNotFound,
          responses: {
            200: { description: "The profile", schema: z.object({ creator: creatorPublicProfileSchema }) },
          },
        }),
        async (c) => c.json(await getPublicCreator(deps.db, c.req.valid("param").id, c.get("actor"))),
      )
  );
}
