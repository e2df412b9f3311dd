import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  collaborations,
  contactMessages,
  dataExports,
  listingUnpublications,
  notifications,
  passkeys,
  pushSubscriptions,
  rateLimits,
  sessions,
  twoFactors,
  users,
} from "../db/schema/index.ts";
import { insertAccount } from "../features/accounts/queries.ts";
import { createListing, fileOf, imageForm, pngBytes } from "../features/listings/test-helpers.ts";
import { collectOperations, type Operation } from "../lib/openapi.ts";
import type { Storage } from "../storage/storage.ts";
import { calendarPeerUrl } from "./calendar-peer.ts";
import { insertListing } from "./creator-fixtures.ts";
import type { TestClient, TestContext } from "./harness.ts";
import { recordWholeStay } from "./stay-fixtures.ts";

/**
 * The cast and the objects the generated contract suites (authorization matrix, bad-input campaign) call every
 * operation with: host A and creator A own one object of each kind; host B and creator B are the other owners;
 * an operator with two-factor sign-in set up, and one without (decision 0057).
 */
export type Actor = "anonymous" | "creatorA" | "creatorB" | "hostA" | "hostB" | "operator" | "operatorNo2fa";
export const actors: Actor[] = ["anonymous", "creatorA", "creatorB", "hostA", "hostB", "operator", "operatorNo2fa"];
export const isOperator = (actor: Actor) => actor === "operator" || actor === "operatorNo2fa";

/** `backupCodes`: an operator's unused recovery codes, for signing in again after a sign-out in the suites. */
export type Person = { client: TestClient; id: string; email: string; backupCodes?: string[] };

export type Objects = {
  listingId: string;
  /** Host A's paused listing: an unpublished draft nobody else may see. */
  draftListingId: string;
  draftTitle: string;
  imageId: string;
  photoId: string;
  invitationId: string;
  portfolioId: string;
  /** Creator A's application to host A's listing, and its conversation. */
  applicationId: string;
  conversationId: string;
  /** A message from each side of that conversation (each may mark the other's read). */
  messageFromCreatorA: string;
  messageFromHostA: string;
  /** Creator A's application to another listing of host A, accepted, with creator A's open proposal. */
  acceptedApplicationId: string;
  openTermsId: string;
  /** The collaboration of that accepted application (active). */
  collaborationId: string;
  /** Creator A's pending payment request on that collaboration. */
  paymentId: string;
  /** A completed collaboration of host A and creator A, not reviewed yet (its window open). */
  completedCollaborationId: string;
  /** Creator A's published review of host A (host A may reply). */
  reviewOfHostA: string;
  /** One of host A's notifications. */
  notificationId: string;
  /** Objects with one owner, for creator A's own turn (a notification, the review about them, their export, a push device, a statement). */
  creatorA: {
    notificationId: string;
    reviewId: string;
    passkeyId: string;
    sessionId: string;
    dataExportId: string;
    pushDeviceId: string;
    statementId: string;
  };
  /** Host A's passkey and a second session of host A (decision 0062: rename, remove, sign out one). */
  passkeyId: string;
  sessionId: string;
  /** Host A's ready "Download my data" export (decision 0063). */
  dataExportId: string;
  /** Host A's device with push on, tied to the session host A's client uses (issue 42). */
  pushDeviceId: string;
  /** An imported calendar feed on host A's listing, and that listing's export feed file (`{token}.ics`). */
  feedId: string;
  calendarFile: string;
  /** Creator A's pending deliverable in that workspace (beside an approved one, so the host's ZIP has content). */
  deliverableId: string;
  /** An account of its own for the operator's suspend (a fresh one with every set of objects). */
  suspendableUserId: string;
  /** A colleague operator with two-factor sign-in set up, for the 2FA reset (a fresh one with every set). */
  resettableOperatorId: string;
  /** An account of its own for every member to block and unblock (decision 0068; a fresh one with every set). */
  blockableUserId: string;
  /** Host A's listings an operator unpublished: one with no request yet, one whose host asked for re-publication. */
  unpublishedListingId: string;
  requestedListingId: string;
  /** A contact-form message in the support inbox. */
  supportMessageId: string;
  /** Two flexible-date stays of host A and creator A: one awaiting arrival, one arrived (issue 33). */
  upcomingStayId: string;
  arrivedStayId: string;
  /** A running collaboration of host A and creator A kept for the cancel route (it ends it). */
  cancellableId: string;
  /** Dated stays that began two days ago: one awaiting a no-show, one the host marked no-show (to contest). */
  noShowStayId: string;
  contestStayId: string;
  /** A running collaboration of host A and creator A to open a dispute on, and creator A's open dispute on another. */
  disputableId: string;
  disputeId: string;
  /** An open report case on host A's listing (creator B reported it), for the console (issue 36). */
  caseId: string;
  /** A decision (a warning) about host A: its statement of reasons, which host A may appeal. */
  statementId: string;
  /** An open appeal of a decision a colleague operator made (the matrix's operator may decide it). */
  appealId: string;
};

export type World = {
  ctx: TestContext;
  people: Record<Exclude<Actor, "anonymous">, Person>;
  /** A's private values: no answer to anyone else may contain them. */
  secrets: { phones: { hostA: string; creatorA: string } };
  objects: Objects;
};

export async function createPeople(ctx: TestContext): Promise<World["people"]> {
  return {
    hostA: await ctx.userClient("host", "Hanna Owner"),
    hostB: await ctx.userClient("host", "Hugo Other"),
    creatorA: await ctx.userClient("creator", "Cora Owner"),
    creatorB: await ctx.userClient("creator", "Carl Other"),
    operator: await ctx.operatorClient(true, "Olga Operator"),
    operatorNo2fa: await ctx.operatorClient(false, "Otto Newoperator"),
  };
}

async function expectOk(res: Response, what: string) {
  if (res.status >= 300) throw new Error(`fixture ${what}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A valid proposal (the matrix sample and the fixture's open proposal). */
export const matrixTerms = {
  posts: 2,
  stories: 3,
  videos: 1,
  additionalNights: 1,
  compensationType: "accommodation_plus_payment",
  paymentAmount: 150,
  usageRights: "limited",
  usageDurationMonths: 12,
};

/** A valid review from one side (the matrix sample and the fixture's published reviews). */
export const matrixReview = (side: "host" | "creator") =>
  side === "host"
    ? {
        rating: 5,
        subRatings: { contentQuality: 5, communication: 5, professionalism: 4, onTime: 5 },
        text: "Great work from the matrix creator.",
      }
    : {
        rating: 4,
        subRatings: { accuracyOfListing: 4, hospitality: 5, communication: 4 },
        text: "A lovely matrix stay, as described.",
      };

/** One object of each kind, owned by A (host A's listings and invitation, creator A's media). */
export async function createObjects(
  people: World["people"],
  db: TestContext["db"],
  storage: Storage,
): Promise<Objects> {
  const { hostA, creatorA, hostB } = people;
  // The suites make many objects quickly; the upload throttle (tested on its own) is not what they test.
  await db.delete(rateLimits);
  const tag = randomBytes(3).toString("hex");
  const listing = await createListing(hostA.client, { title: `Matrix Villa ${tag}` });
  const draftTitle = `Unpublished Draft ${tag}`;
  const draft = await createListing(hostA.client, { title: draftTitle });
  await expectOk(await hostA.client.patch(`/api/listings/${draft.id}`, { status: "paused" }), "pause draft");
  const images = await expectOk(
    await hostA.client.post(`/api/listings/${listing.id}/images`, imageForm([fileOf(await pngBytes(1), "a.png")])),
    "image",
  );
  const imageId = (images.images as { id: string }[])[0]?.id;
  if (!imageId) throw new Error("fixture image: none returned");
  const galleryForm = new FormData();
  galleryForm.append("file", fileOf(await pngBytes(2), "g.png"));
  galleryForm.append("rightsConfirmed", "true");
  galleryForm.append("caption", "Sunset from the terrace");
  const photo = await expectOk(await creatorA.client.post(`/api/listings/${listing.id}/gallery`, galleryForm), "photo");
  const invitation = await expectOk(
    await hostA.client.post("/api/invitations", { creatorId: creatorA.id, listingId: listing.id, message: "Hello" }),
    "invitation",
  );
  const mediaForm = new FormData();
  mediaForm.append("file", fileOf(await pngBytes(3), "p.png"));
  const media = await expectOk(await creatorA.client.post("/api/portfolio", mediaForm), "portfolio");
  const applied = await expectOk(
    await creatorA.client.post("/api/applications", { listingId: listing.id, message: "Matrix application" }),
    "application",
  );
  const applicationId = (applied.application as { id: string }).id;
  const opened = await expectOk(await creatorA.client.post("/api/conversations", { applicationId }), "conversation");
  const conversationId = (opened.conversation as { id: string }).id;
  const say = async (who: Person, content: string) =>
    (
      (
        await expectOk(
          await who.client.post(`/api/conversations/${conversationId}/messages`, {
            content,
            clientKey: crypto.randomUUID(),
          }),
          "message",
        )
      ).message as { id: string }
    ).id;
  const messageFromCreatorA = await say(creatorA, "Hello from creator A");
  const messageFromHostA = await say(hostA, "Hello from host A");
  const second = await createListing(hostA.client, { title: `Matrix Cabin ${tag}` });
  const acceptedApplication = await expectOk(
    await creatorA.client.post("/api/applications", { listingId: second.id, message: "Matrix negotiation" }),
    "accepted application",
  );
  const acceptedApplicationId = (acceptedApplication.application as { id: string }).id;
  await expectOk(
    await hostA.client.patch(`/api/applications/${acceptedApplicationId}`, { status: "accepted" }),
    "accept application",
  );
  const proposed = await expectOk(
    await creatorA.client.post(`/api/negotiations/${acceptedApplicationId}/terms`, matrixTerms),
    "terms",
  );
  const [collaboration] = await db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(eq(collaborations.applicationId, acceptedApplicationId));
  if (!collaboration) throw new Error("fixture collaboration: none made by accepting");
  const requested = await expectOk(
    await creatorA.client.post("/api/payments", { collaborationId: collaboration.id, amount: "25.50" }),
    "payment",
  );
  const completeOne = async (title: string) => {
    const id = await acceptedCollaboration(db, hostA, creatorA, `${title} ${tag}`);
    await recordWholeStay(hostA.client, id); // a flexible stay completes after its recorded departure
    await expectOk(await hostA.client.patch(`/api/collaborations/${id}`, { status: "completed" }), "complete");
    return id;
  };
  const upcomingStayId = await acceptedCollaboration(db, hostA, creatorA, `Matrix Arrival Villa ${tag}`);
  const arrivedStayId = await acceptedCollaboration(db, hostA, creatorA, `Matrix Departure Villa ${tag}`);
  await expectOk(await hostA.client.post(`/api/stays/${arrivedStayId}/arrival`, {}), "arrival");
  const cancellableId = await acceptedCollaboration(db, hostA, creatorA, `Matrix Cancel Villa ${tag}`);
  // Disputes (decision 0069): a running collaboration to open one on, and one creator A's open dispute holds.
  const disputableId = await acceptedCollaboration(db, hostA, creatorA, `Matrix Dispute Villa ${tag}`);
  const disputedId = await acceptedCollaboration(db, hostA, creatorA, `Matrix Disputed Villa ${tag}`);
  const disputeOpened = await expectOk(
    await creatorA.client.post(`/api/collaborations/${disputedId}/disputes`, {
      category: "other",
      description: "Matrix fixture: a dispute that stays open for the suites.",
    }),
    "dispute",
  );
  const disputeId = ((disputeOpened.dispute as { dispute: { id: string } }).dispute as { id: string }).id;
  const begunStay = async (title: string) => {
    const id = await acceptedCollaboration(db, hostA, creatorA, `${title} ${tag}`);
    const start = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await db.update(collaborations).set({ startDate: start, totalNights: 5 }).where(eq(collaborations.id, id));
    return id;
  };
  const noShowStayId = await begunStay("Matrix No-show Villa");
  const contestStayId = await begunStay("Matrix Contest Villa");
  await expectOk(await hostA.client.post(`/api/stays/${contestStayId}/no-show`, { note: "Matrix" }), "no-show");
  const completedCollaborationId = await completeOne("Matrix Review Villa");
  const reviewed = await completeOne("Matrix Reviewed Villa");
  await expectOk(
    await hostA.client.post(`/api/reviews/collaborations/${reviewed}`, matrixReview("host")),
    "host review",
  );
  const both = await expectOk(
    await creatorA.client.post(`/api/reviews/collaborations/${reviewed}`, matrixReview("creator")),
    "creator review",
  );
  const reviewOfHostA = ((both.review as { mine: { id: string } }).mine as { id: string }).id;
  const reviewOfCreatorA = ((both.review as { theirs: { id: string } }).theirs as { id: string }).id;
  const [creatorNote] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, creatorA.id))
    .limit(1);
  if (!creatorNote) throw new Error("fixture notification: creator A has none");
  const [note] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, hostA.id))
    .limit(1);
  if (!note) throw new Error("fixture notification: host A has none");
  // A calendar feed on the loopback peer (the suites allow private fetches for it): it can be refreshed.
  const imported = await expectOk(
    await hostA.client.post(`/api/listings/${listing.id}/calendar/feeds`, {
      name: "Airbnb",
      url: await calendarPeerUrl(),
    }),
    "calendar feed",
  );
  const exported = await expectOk(await hostA.client.post(`/api/listings/${listing.id}/calendar/export`), "export");
  const deliverable = async (seed: number) => {
    const upload = new FormData();
    upload.append("usageRights", "1-year");
    upload.append("caption", "Matrix deliverable #ad");
    upload.append("file", fileOf(await pngBytes(seed), `d${seed}.png`));
    const made = await expectOk(
      await creatorA.client.post(`/api/workspaces/${acceptedApplicationId}/deliverables`, upload),
      "deliverable",
    );
    return (made.deliverable as { id: string }).id;
  };
  const approvedDeliverable = await deliverable(7);
  await expectOk(
    await hostA.client.post(`/api/deliverables/${approvedDeliverable}/feedback`, { feedbackType: "approve" }),
    "approve deliverable",
  );
  const deliverableId = await deliverable(8);
  const saved = await hostA.client.post("/api/saved-creators", { creatorId: creatorA.id });
  // A fresh set of objects for the same cast: the creator may still be saved from the last set.
  if (saved.status !== 409) await expectOk(saved, "saved");
  const suspendable = await insertAccount(db, {
    email: `suspendable.${tag}@example.test`,
    fullName: "Sam Suspendable",
    passwordHash: "not-a-usable-hash",
    role: "creator",
    emailVerified: true,
  });
  if (!suspendable) throw new Error("fixture suspendable account: not made");
  const blockable = await insertAccount(db, {
    email: `blockable.${tag}@example.test`,
    fullName: "Blair Blockable",
    passwordHash: "not-a-usable-hash",
    role: "creator",
    emailVerified: true,
  });
  if (!blockable) throw new Error("fixture blockable account: not made");
  const colleague = await insertAccount(db, {
    email: `colleague.${tag}@example.test`,
    fullName: "Cole Colleague",
    passwordHash: "not-a-usable-hash",
    role: "operator",
    emailVerified: true,
  });
  if (!colleague) throw new Error("fixture colleague operator: not made");
  // Two-factor sign-in "set up" as the plugin records it (the reset only needs the flag and the row to remove).
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, colleague.id));
  await db
    .insert(twoFactors)
    .values({ id: randomUUID(), userId: colleague.id, secret: "matrix-secret", backupCodes: "matrix-codes" });
  const [support] = await db
    .insert(contactMessages)
    .values({ fullName: "Matrix Asker", email: `asker.${tag}@example.test`, message: "Matrix question", consent: true })
    .returning({ id: contactMessages.id });
  if (!support) throw new Error("fixture support message: not made");
  // Written straight to the tables (as the unpublish and request routes would), to keep each set of objects cheap.
  const unpublished = async (requested: boolean) => {
    const made = await insertListing(db, hostA.id, "unpublished");
    await db.insert(listingUnpublications).values({
      listingId: made.id,
      category: "misleading",
      statement: "Matrix fixture: the photos do not show this place.",
      statusBefore: "active",
      unpublishedBy: people.operator.id,
      requestedAt: requested ? new Date() : null,
    });
    return made.id;
  };
  // A passkey row and a second session each for host A and creator A, written straight to the tables (the routes
  // that make them need an authenticator: security.test.ts).
  const securityObjects = async (userId: string) => {
    const [key] = await db
      .insert(passkeys)
      .values({ userId, name: "Matrix key", credentialId: `matrix-${randomUUID()}`, publicKey: "AA" })
      .returning({ id: passkeys.id });
    const [other] = await db
      .insert(sessions)
      .values({
        id: randomUUID(),
        token: randomBytes(24).toString("hex"),
        userId,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: sessions.id });
    if (!key || !other) throw new Error("fixture passkey or session: not made");
    return { passkeyId: key.id, sessionId: other.id };
  };
  const hostSecurity = await securityObjects(hostA.id);
  const creatorSecurity = await securityObjects(creatorA.id);
  // A ready export each, as the export job leaves it (its ZIP's content is data-export.test.ts's business).
  const readyExport = async (userId: string) => {
    const [made] = await db
      .insert(dataExports)
      .values({ userId, status: "ready", readyAt: new Date(), expiresAt: new Date(Date.now() + 7 * 86_400_000) })
      .returning({ id: dataExports.id });
    if (!made) throw new Error("fixture data export: not made");
    const key = `exports/${userId}/${made.id}.zip`;
    await storage.put(key, Buffer.from("PK\u0005\u0006".padEnd(22, "\u0000"), "latin1"), "application/zip");
    await db.update(dataExports).set({ storageKey: key, bytes: 22 }).where(eq(dataExports.id, made.id));
    return made.id;
  };
  const unpublishedListingId = await unpublished(false);
  const requestedListingId = await unpublished(true);
  // B's have push on too (a test push to their own device is theirs to send); their devices are no objects of A.
  await pushDeviceOf(db, people.hostB);
  await pushDeviceOf(db, people.creatorB);
  // Report cases, written straight to the tables as the report and decision routes would (issue 36).
  const reportCase = async (itemKind: string, itemId: string, authorId: string, status: "open" | "decided") => {
    const made = await db.execute<{ id: string }>(sql`
      insert into report_cases (item_kind, item_id, author_id, status, decided_at)
      values (${itemKind}, ${itemId}, ${authorId}, ${status}, ${status === "decided" ? sql`now()` : null}) returning id`);
    const caseId = made.rows[0]?.id as string;
    await db.execute(sql`insert into report_snapshots (case_id, content)
      values (${caseId}, ${JSON.stringify({ title: "Matrix item", text: "Matrix text", author: null })}::jsonb)`);
    await db.execute(sql`insert into reports (case_id, reporter_id, category, explanation)
      values (${caseId}, ${people.creatorB.id}, 'spam', 'Matrix report')`);
    return caseId;
  };
  const decision = async (authorId: string, by: string) => {
    const caseId = await reportCase("host", authorId, authorId, "decided");
    const made = await db.execute<{ id: string }>(sql`
      insert into report_decisions (case_id, outcome, terms_section, facts, operator_id, affected_id)
      values (${caseId}, 'warn', '2', 'Matrix: the profile copies another host''s photos.', ${by}, ${authorId})
      returning id`);
    return made.rows[0]?.id as string;
  };
  const caseId = await reportCase("listing", listing.id, hostA.id, "open");
  const statementId = await decision(hostA.id, people.operator.id);
  const creatorStatementId = await decision(creatorA.id, people.operator.id);
  const appealed = await decision(hostB.id, colleague.id);
  const appeal = await db.execute<{ id: string }>(sql`
    insert into report_appeals (decision_id, user_id, explanation, assigned_to)
    values (${appealed}, ${hostB.id}, 'Matrix: these are my own photos.', ${people.operator.id}) returning id`);
  return {
    caseId,
    statementId,
    appealId: appeal.rows[0]?.id as string,
    unpublishedListingId,
    requestedListingId,
    supportMessageId: support.id,
    suspendableUserId: suspendable.id,
    resettableOperatorId: colleague.id,
    blockableUserId: blockable.id,
    listingId: listing.id,
    draftListingId: draft.id,
    draftTitle,
    imageId,
    photoId: (photo.photo as { id: string }).id,
    invitationId: (invitation.invitation as { id: string }).id,
    portfolioId: (media.item as { id: string }).id,
    applicationId,
    conversationId,
    messageFromCreatorA,
    messageFromHostA,
    acceptedApplicationId,
    openTermsId: proposed.termsId as string,
    collaborationId: collaboration.id,
    paymentId: (requested.payment as { id: string }).id,
    completedCollaborationId,
    reviewOfHostA,
    notificationId: note.id,
    creatorA: {
      notificationId: creatorNote.id,
      reviewId: reviewOfCreatorA,
      ...creatorSecurity,
      dataExportId: await readyExport(creatorA.id),
      pushDeviceId: await pushDeviceOf(db, people.creatorA),
      statementId: creatorStatementId,
    },
    ...hostSecurity,
    dataExportId: await readyExport(hostA.id),
    pushDeviceId: await pushDeviceOf(db, people.hostA),
    feedId: (imported.feed as { id: string }).id,
    calendarFile: new URL(exported.exportUrl as string).pathname.split("/").pop() ?? "",
    deliverableId,
    upcomingStayId,
    arrivedStayId,
    cancellableId,
    noShowStayId,
    contestStayId,
    disputableId,
    disputeId,
  };
}

/**
 * A device with push on for the session `person`'s client holds (written directly: the suites' push endpoints would
 * otherwise need the loopback test setting). Its endpoint is never called: no push worker runs in these suites.
 */
export async function pushDeviceOf(db: Db, person: Person): Promise<string> {
  const cookie = person.client
    .cookieHeader()
    .split("; ")
    .find((pair) => pair.split("=")[0]?.includes("session_token"));
  const token = decodeURIComponent(cookie?.split("=").slice(1).join("=") ?? "").split(".")[0] ?? "";
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.token, token));
  if (!session) throw new Error("fixture push device: the client has no session");
  // One device per person: the objects are made again after every change, and the account's cap is 20.
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, person.id));
  const key = Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString("base64url");
  const [row] = await db
    .insert(pushSubscriptions)
    .values({
      userId: person.id,
      sessionId: session.id,
      endpoint: `https://push.example.test/matrix/${randomBytes(8).toString("hex")}`,
      p256dh: key,
      auth: randomBytes(16).toString("base64url"),
    })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error("fixture push device: not stored");
  return row.id;
}

/** A running collaboration (a flexible stay) of `host` and `creator` on a new listing: its id. */
export async function acceptedCollaboration(db: Db, host: Person, creator: Person, title: string): Promise<string> {
  const place = await createListing(host.client, { title });
  const app = await expectOk(
    await creator.client.post("/api/applications", { listingId: place.id, message: "Matrix collaboration" }),
    "application",
  );
  const id = (app.application as { id: string }).id;
  await expectOk(await host.client.patch(`/api/applications/${id}`, { status: "accepted" }), "accept");
  const [row] = await db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(eq(collaborations.applicationId, id));
  if (!row) throw new Error(`fixture collaboration for ${title}: none`);
  return row.id;
}

/** `beforeObjects` runs once the cast exists, before A's objects are made (the matrix notes which rows are whose). */
export async function createWorld(ctx: TestContext, beforeObjects?: () => Promise<void>): Promise<World> {
  const people = await createPeople(ctx);
  // Distinct, unlikely digit runs, so an answer that carries one is certainly a leak.
  const digits = () => String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));
  const phones = { hostA: `+44 7700 ${digits()}`, creatorA: `+44 7711 ${digits()}` };
  await expectOk(await people.hostA.client.patch("/api/profile", { phone: phones.hostA }), "phone");
  await expectOk(await people.creatorA.client.patch("/api/profile", { phone: phones.creatorA }), "phone");
  await beforeObjects?.();
  return { ctx, people, secrets: { phones }, objects: await createObjects(people, ctx.db, ctx.services.storage) };
}

/** Every declared operation of the app. */
export const operationsOf = (ctx: TestContext): Operation[] => collectOperations(ctx.app.routes).operations;

/**
 * The object a path parameter names, by the path it appears in. A new route with a parameter this table does not
 * know fails the suites with a clear message: add its object here (and to `createObjects`).
 */
export function pathFor(operation: Operation, world: World, actor?: Actor): string {
  // A notification or a review about someone has one owner: creator A's turn names creator A's own.
  const objects =
    actor === "creatorA"
      ? { ...world.objects, ...world.objects.creatorA, reviewOfHostA: world.objects.creatorA.reviewId }
      : world.objects;
  return operation.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const { path } = operation;
    const known: [RegExp, string, string][] = [
      [/^\/api\/listings\/:id\/republication-request/, "id", objects.unpublishedListingId],
      [/^\/api\/listings\/:id/, "id", objects.listingId],
      [/\/images\/:imageId/, "imageId", objects.imageId],
      [/\/gallery\/:photoId/, "photoId", objects.photoId],
      [/^\/api\/creators\/:id/, "id", world.people.creatorA.id],
      [/^\/api\/invitations\/:id/, "id", objects.invitationId],
      [/^\/api\/portfolio\/:id/, "id", objects.portfolioId],
      [/^\/api\/saved-creators\/:creatorId/, "creatorId", world.people.creatorA.id],
      [/^\/api\/blocks\/:userId/, "userId", objects.blockableUserId],
      [/^\/api\/accounts\/password-reset\/:token/, "token", "matrix-token-that-does-not-exist"],
      [/^\/api\/applications\/for-listing\/:listingId/, "listingId", objects.listingId],
      [/^\/api\/applications\/:id/, "id", objects.applicationId],
      [/^\/api\/conversations\/:id/, "id", objects.conversationId],
      [/^\/api\/negotiations\/:applicationId/, "applicationId", objects.acceptedApplicationId],
      [/^\/api\/collaborations\/:id\/cancel/, "id", objects.cancellableId],
      [/^\/api\/collaborations\/:id\/disputes/, "id", objects.disputableId],
      [/^\/api\/disputes\/:id/, "id", objects.disputeId],
      [/^\/api\/operator\/disputes\/:id/, "id", objects.disputeId],
      [/^\/api\/collaborations\/:id/, "id", objects.collaborationId],
      [/^\/api\/stays\/:id\/arrival/, "id", objects.upcomingStayId],
      [/^\/api\/stays\/:id\/departure/, "id", objects.arrivedStayId],
      [/^\/api\/stays\/:id\/no-show/, "id", objects.noShowStayId],
      [/^\/api\/stays\/:id\/contest/, "id", objects.contestStayId],
      [/^\/api\/payments\/:id/, "id", objects.paymentId],
      [/^\/api\/notifications\/:id/, "id", objects.notificationId],
      [/^\/api\/reviews\/collaborations\/:collaborationId/, "collaborationId", objects.completedCollaborationId],
      [/^\/api\/reviews\/:reviewId/, "reviewId", objects.reviewOfHostA],
      [/^\/api\/reviews\/users\/:userId/, "userId", world.people.hostA.id],
      [/^\/api\/calendar-feeds\/:feedId/, "feedId", objects.feedId],
      [/^\/api\/calendar\/:file/, "file", objects.calendarFile],
      [/^\/api\/push\/subscriptions\/:id/, "id", objects.pushDeviceId],
      [/^\/api\/workspaces\/:applicationId/, "applicationId", objects.acceptedApplicationId],
      [/^\/api\/deliverables\/:id/, "id", objects.deliverableId],
      [/^\/api\/operator\/users\/:id\/two-factor-reset/, "id", objects.resettableOperatorId],
      [/^\/api\/operator\/users\/:id/, "id", objects.suspendableUserId],
      [/^\/api\/operator\/support\/:id/, "id", objects.supportMessageId],
      [/^\/api\/operator\/listings\/:id\/(republish|decline-republication)/, "id", objects.requestedListingId],
      [/^\/api\/operator\/listings\/:id/, "id", objects.listingId],
      [/^\/api\/accounts\/security\/passkeys\/:id/, "id", objects.passkeyId],
      [/^\/api\/accounts\/security\/sessions\/:id/, "id", objects.sessionId],
      [/^\/api\/accounts\/data-export\/:id/, "id", objects.dataExportId],
      [/^\/api\/operator\/reports\/:id/, "id", objects.caseId],
      [/^\/api\/operator\/appeals\/:id/, "id", objects.appealId],
      [/^\/api\/statements\/:id/, "id", objects.statementId],
    ];
    const hit = known.find(([pattern, param]) => param === name && pattern.test(path));
    if (!hit) throw new Error(`no fixture for :${name} in ${operation.method} ${path} (server/test/contract-world.ts)`);
    return hit[2];
  });
}

/**
 * An answer's text; an endless event stream (GET /api/realtime) is checked by its status and headers only: its
 * body is cancelled instead of read to an end that never comes.
 */
export async function answerText(res: Response): Promise<string> {
  if ((res.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    await res.body?.cancel();
    return "";
  }
  return res.text();
}

/** Rows per table: the bad-input campaign checks a refused request changed nothing. */
export async function rowCounts(ctx: TestContext): Promise<Record<string, number>> {
  const { rows } = await ctx.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  // Counters that grow by design on every request (throttle buckets, request-scoped logs) are not user data.
  const tables = rows.map((row) => row.table_name).filter((t) => t !== "rate_limits" && !t.startsWith("__drizzle"));
  const counts: Record<string, number> = {};
  if (!tables.length) return counts;
  // One statement for every table (it was one per table: ~65 round trips before and after each operation).
  const counted = await ctx.db.execute<{ t: string; n: number }>(
    sql.raw(tables.map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`).join(" union all ")),
  );
  for (const { t, n } of counted.rows) counts[t] = Number(n);
  return counts;
}
