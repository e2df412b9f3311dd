import { randomBytes, randomUUID } from "node:crypto";
import { creatorProfileToForm, type MyCreatorProfile } from "@domain/creators.ts";
import { addDays, todayIn } from "@domain/stay-dates.ts";
import { eq } from "drizzle-orm";
import { collaborations } from "../db/schema/index.ts";
import { createListing, fileOf, pngBytes, validListing } from "../features/listings/test-helpers.ts";
import type { Operation } from "../lib/openapi.ts";
import { calendarPeerUrl, sampleIcs } from "./calendar-peer.ts";
import {
  type Actor,
  acceptedCollaboration,
  isOperator,
  matrixReview,
  matrixTerms,
  type World,
} from "./contract-world.ts";
import { testPassword, uniqueEmail } from "./harness.ts";

/** A request body: JSON (any value), a multipart form, or nothing. */
export type Body = { json: unknown } | { form: FormData } | null;

type Sample = (world: World, actor: Actor) => Body | Promise<Body>;

const json = (value: unknown): Body => ({ json: value });
/** A WebAuthn answer of the right shape that names no challenge the server made (refused as expired). */
const matrixCredential = { id: "bWF0cml4", rawId: "bWF0cml4", type: "public-key", response: {} };

async function form(fields: Record<string, string>, files: Record<string, number>): Promise<Body> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, seed] of Object.entries(files)) data.append(name, fileOf(await pngBytes(seed), `${name}.png`));
  return { form: data };
}

const personOf = (world: World, actor: Actor) => (actor === "anonymous" ? null : world.people[actor]);

/**
 * A valid body per operation, for the caller it is sent as: what the allowed actor needs to get a 2xx (the matrix
 * then knows a refusal to anyone else is the rule, not bad input). An operation that takes a body and is missing
 * here fails the suites with a clear message.
 */
const samples: Record<string, Sample> = {
  "POST /api/accounts/sign-up": () =>
    json({ role: "host", email: uniqueEmail("matrix"), fullName: "Matrix Person", password: testPassword }),
  // Visitors sign in as host B; everyone else as themselves (on a throwaway cookie jar: sessions stay as they were).
  "POST /api/accounts/sign-in": (world, actor) => {
    // Operators have their own form (refused here by design): they sign in as host B too.
    const person = isOperator(actor) ? world.people.hostB : (personOf(world, actor) ?? world.people.hostB);
    const role = actor.startsWith("creator") ? "creator" : "host";
    return json({ role, email: person.email, password: testPassword });
  },
  "POST /api/accounts/sign-out": () => null,
  // Dev only and behind the mailbox token, which no actor of the matrix carries: everyone gets 401.
  "POST /api/dev/timers": () => json({ at: new Date().toISOString() }),
  // The operator with two-factor signs in with a recovery code (each works once); everyone else as the operator
  // without it (no code needed), so the open route answers 200 to all.
  "POST /api/operator/sign-in": (world, actor) => {
    if (actor !== "operator") {
      return json({ email: world.people.operatorNo2fa.email, password: testPassword });
    }
    const code = world.people.operator.backupCodes?.pop();
    return json({ email: world.people.operator.email, password: testPassword, code });
  },
  "POST /api/operator/two-factor/setup": () => json({ password: testPassword }),
  // Suspend and reinstate ask for the code again: the operator's recovery codes (each works once).
  "POST /api/operator/users/:id/suspension": (world, actor) =>
    json({
      category: "spam",
      message: "Matrix suspension message.",
      code: actor === "operator" ? world.people.operator.backupCodes?.pop() : "123456",
    }),
  "POST /api/operator/users/:id/two-factor-reset": (world, actor) =>
    json({
      reason: "Lost the phone with the authenticator (matrix).",
      code: actor === "operator" ? world.people.operator.backupCodes?.pop() : "123456",
    }),
  "POST /api/operator/listings/:id/unpublish": () =>
    json({ category: "misleading", statement: "Matrix: the photos do not show this place." }),
  "POST /api/operator/listings/:id/decline-republication": () =>
    json({ reason: "Matrix: the photos are still wrong." }),
  "POST /api/listings/:id/republication-request": () => json({ note: "Matrix: photos replaced." }),
  "PATCH /api/operator/support/:id": () => json({ status: "closed", assignToMe: true }),
  "POST /api/operator/support/:id/replies": () => json({ body: "Matrix reply from support." }),
  "POST /api/operator/users/:id/reinstatement": (world, actor) =>
    json({ code: actor === "operator" ? world.people.operator.backupCodes?.pop() : "123456" }),
  // No sample can know the authenticator's code: the matrix expects 401 for the operator setting it up.
  "POST /api/operator/two-factor/confirm": () => json({ code: "000000" }),
  "POST /api/accounts/confirmation/resend": () => json({ email: uniqueEmail("nobody") }),
  // Sign-in and security (decision 0062): no sample knows an authenticator's code or makes a WebAuthn answer, so
  // the matrix expects the refusals (security.test.ts does the real thing with codes and a software authenticator).
  "POST /api/accounts/security/two-factor/setup": () => json({ password: testPassword }),
  "POST /api/accounts/security/two-factor/confirm": () => json({ code: "000000" }),
  "POST /api/accounts/security/two-factor/disable": () => json({ code: "000000" }),
  "POST /api/accounts/security/two-factor/recovery-codes": () => json({ password: testPassword }),
  "POST /api/accounts/security/passkeys": () =>
    json({ challengeId: crypto.randomUUID(), name: "Matrix key", response: matrixCredential }),
  "PATCH /api/accounts/security/passkeys/:id": () => json({ name: "Renamed key" }),
  "POST /api/accounts/passkey/sign-in": () =>
    json({ role: "host", challengeId: crypto.randomUUID(), response: matrixCredential }),
  "POST /api/accounts/password-reset/request": () => json({ email: uniqueEmail("nobody") }),
  "POST /api/accounts/password-reset": () =>
    json({ token: "matrix-token-that-does-not-exist", password: testPassword }),
  // The same password again: the matrix only needs the change to be allowed, and the cast keeps signing in.
  "POST /api/accounts/password": () => json({ currentPassword: testPassword, newPassword: testPassword }),
  "DELETE /api/accounts/me": () => null,
  "PATCH /api/profile": () => json({ bio: "Updated by the authorization matrix." }),
  "PATCH /api/profile/notifications": () => json({ emailUpdates: true, smsNotifications: false }),
  "POST /api/profile/avatar": () => form({}, { file: 9 }),
  "POST /api/site/contact": () =>
    json({ fullName: "Matrix Visitor", email: uniqueEmail("contact"), message: "Hello there", consent: true }),
  "POST /api/site/waitlist": () => json({ email: uniqueEmail("waitlist") }),
  "PUT /api/creators/me": async (world, actor) => {
    const person = personOf(world, actor) ?? world.people.creatorA;
    const res = await person.client.get("/api/creators/me");
    const form =
      res.status === 200 ? creatorProfileToForm(((await res.json()) as { profile: MyCreatorProfile }).profile) : {};
    return json({
      ...form,
      name: "Cora Matrix",
      bio: "Travel photographer and storyteller.",
      skills: "Photography, Video",
      portfolio: "https://portfolio.example.test",
    });
  },
  "POST /api/listings": () => json(validListing({ title: "Matrix New Listing" })),
  "PATCH /api/listings/:id": () => json({ title: "Matrix Renamed Listing" }),
  "DELETE /api/listings/:id": () => null,
  "POST /api/listings/:id/images": () => form({ rightsConfirmed: "true" }, { files: 4 }),
  "PUT /api/listings/:id/images/order": (world) => json({ imageIds: [world.objects.imageId] }),
  "DELETE /api/listings/:id/images/:imageId": () => null,
  "POST /api/listings/:id/gallery": () => form({ rightsConfirmed: "true", caption: "Matrix view" }, { file: 5 }),
  "DELETE /api/listings/:id/gallery/:photoId": () => null,
  "POST /api/portfolio": () => form({}, { file: 6 }),
  // Every item of the caller's own portfolio, reversed.
  "PUT /api/portfolio/order": async (world, actor) => {
    const person = personOf(world, actor) ?? world.people.creatorA;
    const res = await person.client.get(`/api/creators/${person.id}/portfolio`);
    const items = res.status === 200 ? ((await res.json()) as { items: { id: string }[] }).items : [];
    return json({ ids: items.map((item) => item.id).reverse() });
  },
  "PATCH /api/portfolio/:id": () => json({ tags: ["matrix"] }),
  "DELETE /api/portfolio/:id": () => null,
  "POST /api/saved-creators": (world) => json({ creatorId: world.people.creatorB.id }),
  "DELETE /api/saved-creators/:creatorId": () => null,
  // Every member blocks an account of its own (nobody of the cast: their other routes must keep working).
  "POST /api/blocks": (world) => json({ userId: world.objects.blockableUserId }),
  "POST /api/invitations": (world) =>
    json({ creatorId: world.people.creatorB.id, listingId: world.objects.listingId, message: "Join us" }),
  "PATCH /api/invitations/:id": (_world, actor) =>
    json({ status: actor.startsWith("host") ? "withdrawn" : "accepted" }),
  // A fresh listing of host A per call: every creator may apply once to each listing.
  "POST /api/applications": async (world) =>
    json({ listingId: (await createListing(world.people.hostA.client)).id, message: "Matrix application" }),
  "PATCH /api/applications/:id": (_world, actor) =>
    json({ status: actor.startsWith("host") ? "accepted" : "withdrawn" }),
  "POST /api/negotiations/:applicationId/terms": () => json(matrixTerms),
  // Creator A proposed the fixture's terms; to answer as creator A, host A counters first and creator A answers that.
  "POST /api/negotiations/:applicationId/answer": async (world, actor) => {
    if (actor !== "creatorA") return json({ termsId: world.objects.openTermsId, status: "accepted" });
    const res = await world.people.hostA.client.post(`/api/negotiations/${world.objects.acceptedApplicationId}/terms`, {
      ...matrixTerms,
      posts: 4,
    });
    const { termsId } = (await res.json()) as { termsId: string };
    return json({ termsId, status: "accepted" });
  },
  "PATCH /api/collaborations/:id": () => json({ status: "paused" }),
  "POST /api/collaborations/:id/cancel": () => json({ reason: "Matrix cancellation" }),
  "POST /api/stays/:id/no-show": () => json({ note: "Matrix no-show" }),
  "POST /api/stays/:id/contest": () => json({ note: "Matrix contest" }),
  "POST /api/collaborations/:id/disputes": () =>
    json({ category: "content_not_delivered", description: "Matrix: nothing was delivered by the due date." }),
  "POST /api/disputes/:id/messages": () => json({ body: "Matrix message in the dispute thread" }),
  "POST /api/disputes/:id/evidence": () => form({}, { file: 7 }),
  "POST /api/operator/disputes/:id/messages": () => json({ body: "Matrix: operator message" }),
  "POST /api/operator/disputes/:id/resolution": () =>
    json({ outcome: "mutual", effect: "active", reasons: "Matrix: both agreed to carry on with the stay." }),
  // Each host types the code of a stay of their own that awaits arrival (made for the call); others send any code.
  "POST /api/stays/check-in": async (world, actor) => {
    if (actor !== "hostA" && actor !== "hostB") return json({ code: "ABC123" });
    const creator = actor === "hostA" ? world.people.creatorA : world.people.creatorB;
    const id = await acceptedCollaboration(world.ctx.db, world.people[actor], creator, `Matrix Check-in ${actor}`);
    const [row] = await world.ctx.db
      .select({ code: collaborations.checkInCode })
      .from(collaborations)
      .where(eq(collaborations.id, id));
    return json({ code: row?.code });
  },
  "POST /api/payments": (world) => json({ collaborationId: world.objects.collaborationId, amount: "40.25" }),
  // Creator A requested the fixture's payment: the host approves it, creator A cancels it.
  "PATCH /api/payments/:id": (_world, actor) => json({ status: actor.startsWith("host") ? "approved" : "cancelled" }),
  "PUT /api/notifications/preferences": () => json({ types: [{ type: "message.received", email: false }] }),
  // A device's subscription (PushSubscription.toJSON()); the suites run with the loopback test setting on.
  "POST /api/push/subscriptions": () =>
    json({
      endpoint: `http://127.0.0.1:9/push/${randomBytes(8).toString("hex")}`,
      expirationTime: null,
      keys: {
        p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    }),
  "POST /api/realtime/viewing": (world) => json({ stream: randomUUID(), conversationId: world.objects.conversationId }),
  "POST /api/reviews/collaborations/:collaborationId": (_world, actor) =>
    json(matrixReview(actor.startsWith("host") ? "host" : "creator")),
  "POST /api/reviews/:reviewId/reply": () => json({ text: "Thank you for the kind words." }),
  "PATCH /api/listings/:id/availability/rules": () =>
    json({ flexibleDates: true, minNights: 1, maxNights: 14, bookingHorizonMonths: 12, timeZone: "Europe/Lisbon" }),
  "POST /api/listings/:id/availability/nights": () =>
    json({ action: "block", from: addDays(todayIn("UTC"), 200), to: addDays(todayIn("UTC"), 203), note: "Matrix" }),
  "POST /api/listings/:id/calendar/feeds": async () => json({ name: "Airbnb", url: await calendarPeerUrl() }),
  "POST /api/listings/:id/calendar/import": () => {
    const data = new FormData();
    data.append("file", new File([sampleIcs(120)], "upload.ics", { type: "text/calendar" }));
    return { form: data };
  },
  "POST /api/workspaces/:applicationId/deliverables": () =>
    form({ usageRights: "6-months", caption: "Matrix upload #ad" }, { file: 11 }),
  // A comment keeps the deliverable pending, so every allowed call can review it again.
  "POST /api/deliverables/:id/feedback": () => json({ feedbackType: "comment", comment: "Matrix comment" }),
  "POST /api/conversations": (world) => json({ applicationId: world.objects.applicationId }),
  "POST /api/conversations/:id/messages": () => json({ content: "Matrix message", clientKey: crypto.randomUUID() }),
  // Visitors report creator A's public profile with an e-mail; creator A reports host A's listing; everyone else
  // creator A's profile (issue 36). Operators are refused (their console decides; the matrix expects 403).
  "POST /api/reports": (world, actor) =>
    actor === "creatorA"
      ? json({ itemKind: "listing", itemId: world.objects.listingId, category: "spam" })
      : json({
          itemKind: "creator",
          itemId: world.people.creatorA.id,
          category: "impersonation",
          ...(actor === "anonymous" ? { email: uniqueEmail("reporter") } : {}),
        }),
  "POST /api/statements/:id/appeal": () => json({ explanation: "Matrix: the photos are my own." }),
  "POST /api/operator/reports/:id/decision": () => json({ outcome: "no_action" }),
  "POST /api/operator/appeals/:id/decision": () =>
    json({ outcome: "upheld", reason: "Matrix: the photos were copied, the warning stands." }),
  "POST /api/conversations/:id/read": (world, actor) =>
    json({ upTo: actor === "creatorA" ? world.objects.messageFromHostA : world.objects.messageFromCreatorA }),
};

export const operationKey = (operation: Operation) => `${operation.method} ${operation.path}`;

/** The body to send, or null for none; throws when an operation that reads a body has no sample. */
export async function sampleBody(operation: Operation, world: World, actor: Actor): Promise<Body> {
  const sample = samples[operationKey(operation)];
  if (sample) return sample(world, actor);
  if (operation.contract.body || operation.contract.multipart) {
    throw new Error(`no sample body for ${operationKey(operation)} (server/test/contract-samples.ts)`);
  }
  return null;
}
