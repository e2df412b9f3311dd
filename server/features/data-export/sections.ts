import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * What "Download my data" puts in `data.json` (issue 40 part 4, decision 0063): one entry per kind of data, in this
 * one list. A feature that stores something new about a person (blocks, reports, push devices…) adds one section
 * here — its name, one README line and the query — and the export, its README.txt and the test that checks every
 * section is present pick it up. Rules for every section: only rows the person is a party to; of another person
 * only what the product already shows them (their name, never their e-mail, phone or private fields); no secrets
 * (session tokens, password hashes, TOTP secrets, check-in codes are the person's own and kept).
 */
export type ExportOwner = { id: string; email: string; role: string };

export type ExportContext = {
  db: Db;
  me: ExportOwner;
  /** Registers one of the person's stored files for the ZIP and returns its path there (`files/…`). */
  file: (storageKey: string, path: string) => string;
};

export type ExportSection = {
  name: string;
  /** One line for README.txt. */
  about: string;
  collect: (ctx: ExportContext) => Promise<unknown>;
};

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute<{ row: Row }>(query);
  return result.rows.map((r) => r.row);
}

/** Columns no person needs (search copies, ordering counters). */
const internal = sql`array['seq', 'search', 'facets']::text[]`;

/** `Villa Azul, Amalfi` → `villa-azul-amalfi` (a readable folder name). */
export function slug(text: string, fallback = "item"): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 50) || fallback
  );
}

/** A file name safe inside a ZIP: no folders, no control characters. */
export function safeName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return name.replace(/[\\/\u0000-\u001f\u007f:*?"<>|]/g, "_").slice(0, 100) || "file";
}

const extensionOf = (key: string) => {
  const dot = key.lastIndexOf(".");
  return dot > key.lastIndexOf("/") ? key.slice(dot) : "";
};

const pad = (n: number) => String(n).padStart(2, "0");

export const exportSections: ExportSection[] = [
  {
    name: "account",
    about: "your sign-in e-mail, role, when the account was made and whether it is confirmed",
    async collect({ db, me }) {
      const [row] = await rows(
        db,
        sql`select jsonb_build_object('id', u.id, 'email', u.email, 'emailConfirmed', u.email_verified,
              'role', r.role, 'createdAt', u.created_at, 'twoFactorEnabled', u.two_factor_enabled) as row
            from users u left join user_roles r on r.user_id = u.id where u.id = ${me.id}`,
      );
      return row ?? null;
    },
  },
  {
    name: "profile",
    about: "your name, phone, location, bio and avatar (files/avatar.*)",
    async collect({ db, me, file }) {
      const [row] = await rows(db, sql`select to_jsonb(p) - ${internal} as row from profiles p where p.id = ${me.id}`);
      if (!row) return null;
      const { avatar_key: avatarKey, avatar_bytes: _bytes, email_updates: _e, sms_notifications: _s, ...rest } = row;
      return {
        ...rest,
        avatar: typeof avatarKey === "string" ? file(avatarKey, `avatar${extensionOf(avatarKey)}`) : null,
      };
    },
  },
  {
    name: "creatorProfile",
    about: "creators: specialty, platforms, follower counts, engagement rates, handles, rates and tier",
    async collect({ db, me }) {
      if (me.role !== "creator") return null;
      const [row] = await rows(
        db,
        sql`select (to_jsonb(c) - ${internal}) || jsonb_build_object('tier', to_jsonb(t) - 'creator_id') as row
              from creator_profiles c left join creator_tiers t on t.creator_id = c.id where c.id = ${me.id}`,
      );
      return row ?? null;
    },
  },
  {
    name: "portfolio",
    about: "creators: portfolio items with captions and tags (files/portfolio/)",
    async collect({ db, me, file }) {
      const items = await rows(
        db,
        sql`select to_jsonb(m) as row from portfolio_media m where m.user_id = ${me.id} order by m.position, m.created_at`,
      );
      return items.map(({ storage_key: key, stored_bytes: _b, ...item }, index) => ({
        ...item,
        file: file(String(key), `portfolio/${pad(index + 1)}-${safeName(String(item.file_name))}`),
      }));
    },
  },
  {
    name: "listings",
    about:
      "hosts: your listings with their images (files/listings/), stay rules, blocked nights, imported calendars and any unpublication",
    async collect({ db, me, file }) {
      const listings = await rows(
        db,
        sql`select to_jsonb(l) - ${internal} as row from listings l where l.host_id = ${me.id} order by l.created_at`,
      );
      const result = [];
      for (const listing of listings) {
        const id = String(listing.id);
        const folder = `listings/${slug(String(listing.title), "listing")}-${id.slice(0, 8)}`;
        const images = await rows(
          db,
          sql`select jsonb_build_object('position', i.position, 'width', i.width, 'height', i.height,
                'createdAt', i.created_at, 'key', i.storage_key) as row
              from listing_images i where i.listing_id = ${id} order by i.position`,
        );
        const blocked = await rows(
          db,
          sql`select jsonb_build_object('night', n.night, 'kind', n.kind, 'note', n.note) as row
              from listing_nights n where n.listing_id = ${id} and n.kind = 'blocked' order by n.night`,
        );
        const feeds = await rows(
          db,
          sql`select jsonb_build_object('name', f.name, 'url', f.url, 'lastRefreshedAt', f.last_refreshed_at,
                'lastError', f.last_error, 'createdAt', f.created_at) as row
              from calendar_feeds f where f.listing_id = ${id} order by f.created_at`,
        );
        const [unpublication] = await rows(
          db,
          sql`select jsonb_build_object('category', u.category, 'statement', u.statement, 'at', u.created_at,
                'requestedAt', u.requested_at, 'requestNote', u.request_note, 'declinedAt', u.declined_at,
                'declineReason', u.decline_reason) as row
              from listing_unpublications u where u.listing_id = ${id}`,
        );
        result.push({
          ...listing,
          images: images.map(({ key, ...image }) => ({
            ...image,
            file: file(String(key), `${folder}/${pad(Number(image.position) + 1)}${extensionOf(String(key))}`),
          })),
          blockedNights: blocked,
          importedCalendars: feeds,
          unpublication: unpublication ?? null,
        });
      }
      return result;
    },
  },
  {
    name: "galleryPhotos",
    about: "creators: photos you added to listings' galleries (files/gallery-photos/)",
    async collect({ db, me, file }) {
      const photos = await rows(
        db,
        sql`select jsonb_build_object('id', g.id, 'listingId', g.listing_id, 'listingTitle', l.title,
              'caption', g.caption, 'createdAt', g.created_at, 'key', g.storage_key) as row
            from creator_listing_images g join listings l on l.id = g.listing_id
           where g.creator_id = ${me.id} order by g.created_at`,
      );
      return photos.map(({ key, ...photo }, index) => ({
        ...photo,
        file: file(
          String(key),
          `gallery-photos/${pad(index + 1)}-${slug(String(photo.listingTitle), "listing")}${extensionOf(String(key))}`,
        ),
      }));
    },
  },
  {
    name: "applications",
    about: "applications you made (creators) or received on your listings (hosts), with their messages and dates",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select (to_jsonb(a) - ${internal}) || jsonb_build_object('listingTitle', l.title,
              'hostName', hp.full_name, 'creatorName', cp.full_name) as row
            from applications a join listings l on l.id = a.listing_id
            left join profiles hp on hp.id = l.host_id left join profiles cp on cp.id = a.creator_id
           where (a.creator_id = ${me.id} or l.host_id = ${me.id}) and not a.is_placeholder
           order by a.created_at`,
      );
    },
  },
  {
    name: "conversations",
    about: "your conversations: the other party's name and every message you sent and received",
    async collect({ db, me }) {
      const conversations = await rows(
        db,
        sql`select jsonb_build_object('id', c.id, 'applicationId', c.application_id, 'createdAt', c.created_at,
              'you', case when c.host_id = ${me.id} then 'host' else 'creator' end,
              'otherParty', coalesce(case when c.host_id = ${me.id} then cp.full_name else hp.full_name end,
                                     'Deleted user')) as row
            from conversations c left join profiles hp on hp.id = c.host_id left join profiles cp on cp.id = c.creator_id
           where c.host_id = ${me.id} or c.creator_id = ${me.id} order by c.created_at`,
      );
      const result = [];
      for (const conversation of conversations) {
        const messages = await rows(
          db,
          sql`select jsonb_build_object('id', m.id,
                'from', case when m.sender_id = ${me.id} then 'you' when m.sender_id is null then 'Deleted user'
                             else 'other party' end,
                'content', m.content, 'type', m.message_type, 'sentAt', m.created_at, 'readAt', m.read_at) as row
              from messages m where m.conversation_id = ${String(conversation.id)} order by m.created_at, m.seq`,
        );
        result.push({ ...conversation, messages });
      }
      return result;
    },
  },
  {
    name: "terms",
    about: "negotiation terms proposed in your conversations (by you or the other party)",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select (to_jsonb(t) - ${internal} - 'proposed_by')
                   || jsonb_build_object('proposedBy', case when t.proposed_by = ${me.id} then 'you' else 'other party' end) as row
              from negotiation_terms t join conversations c on c.id = t.conversation_id
             where c.host_id = ${me.id} or c.creator_id = ${me.id} order by t.created_at`,
      );
    },
  },
  {
    name: "collaborations",
    about: "your collaborations (contracts): status, stay, agreed content and payment amount",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select (to_jsonb(c) - ${internal}) || jsonb_build_object('listingTitle', l.title,
              'hostName', hp.full_name, 'creatorName', cp.full_name) as row
            from collaborations c join listings l on l.id = c.listing_id
            left join profiles hp on hp.id = c.host_id left join profiles cp on cp.id = c.creator_id
           where c.host_id = ${me.id} or c.creator_id = ${me.id} order by c.created_at`,
      );
    },
  },
  {
    name: "payments",
    about: "payment records of your collaborations (no money moves through CollabStay)",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select (to_jsonb(p) - ${internal} - 'requested_by' - 'approved_by') || jsonb_build_object(
              'requestedBy', case when p.requested_by = ${me.id} then 'you' when p.requested_by is null then null
                                  else 'other party' end) as row
              from payments p join collaborations c on c.id = p.collaboration_id
             where c.host_id = ${me.id} or c.creator_id = ${me.id} order by p.created_at`,
      );
    },
  },
  {
    name: "deliverables",
    about:
      "content of your collaborations: metadata of every version, the host's feedback, and (creators) your files (files/deliverables/)",
    async collect({ db, me, file }) {
      const items = await rows(
        db,
        sql`select (to_jsonb(d) - ${internal} - 'preview_key') || jsonb_build_object('listingTitle', l.title) as row
              from collaboration_deliverables d join applications a on a.id = d.application_id
              join listings l on l.id = a.listing_id
             where d.creator_id = ${me.id} or l.host_id = ${me.id} order by d.created_at`,
      );
      const result = [];
      for (const { storage_key: key, ...item } of items) {
        const feedback = await rows(
          db,
          sql`select jsonb_build_object('type', f.feedback_type, 'comment', f.comment, 'rating', f.rating,
                'at', f.created_at) as row
              from content_feedback f where f.deliverable_id = ${String(item.id)} order by f.created_at`,
        );
        const own = item.creator_id === me.id && typeof key === "string";
        const name = `deliverables/${slug(String(item.listingTitle), "collaboration")}/v${item.version}-${safeName(String(item.file_name ?? `file${extensionOf(String(key))}`))}`;
        result.push({ ...item, file: own ? file(key as string, name) : null, feedback });
      }
      return result;
    },
  },
  {
    name: "reviews",
    about: "reviews you gave, and reviews of you once published (double-blind until then)",
    async collect({ db, me }) {
      const columns = sql`jsonb_build_object('collaborationId', r.collaboration_id, 'rating', r.rating,
        'subRatings', r.sub_ratings, 'text', r.text, 'reply', r.reply, 'repliedAt', r.replied_at,
        'createdAt', r.created_at, 'publishedAt', r.published_at, 'reviewerRole', r.reviewer_role)`;
      const given = await rows(db, sql`select ${columns} as row from reviews r where r.reviewer_id = ${me.id}`);
      const received = await rows(
        db,
        sql`select ${columns} as row from reviews r where r.reviewee_id = ${me.id} and r.published_at is not null`,
      );
      return { given, received };
    },
  },
  {
    name: "invitations",
    about: "invitations you sent (hosts) or received (creators)",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select (to_jsonb(i) - ${internal}) || jsonb_build_object('listingTitle', l.title,
              'hostName', hp.full_name, 'creatorName', cp.full_name) as row
            from host_invitations i join listings l on l.id = i.listing_id
            left join profiles hp on hp.id = i.host_id left join profiles cp on cp.id = i.creator_id
           where i.host_id = ${me.id} or i.creator_id = ${me.id} order by i.created_at`,
      );
    },
  },
  {
    name: "savedCreators",
    about: "hosts: creators you saved",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select jsonb_build_object('creatorId', s.creator_id, 'creatorName', p.full_name, 'savedAt', s.created_at) as row
              from saved_creators s left join profiles p on p.id = s.creator_id
             where s.host_id = ${me.id} order by s.created_at`,
      );
    },
  },
  {
    name: "blocks",
    about: "people you blocked, and when (never who blocked you: that is the other person's)",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select jsonb_build_object('personId', b.blocked_id, 'personName', p.full_name, 'blockedAt', b.created_at) as row
              from blocks b left join profiles p on p.id = b.blocked_id
             where b.blocker_id = ${me.id} order by b.created_at, b.seq`,
      );
    },
  },
  {
    name: "notifications",
    about: "your notifications (the bell) and whether each was read",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select jsonb_build_object('type', n.type, 'title', n.title, 'body', n.body, 'link', n.link,
              'createdAt', n.created_at, 'readAt', n.read_at) as row
            from notifications n where n.user_id = ${me.id} order by n.created_at, n.seq`,
      );
    },
  },
  {
    name: "sessions",
    about: "where you are signed in: browser, IP address, sign-in and last-seen times (no session keys)",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select jsonb_build_object('signedInAt', s.created_at, 'lastSeenAt', s.updated_at, 'expiresAt', s.expires_at,
              'ipAddress', s.ip_address, 'userAgent', s.user_agent) as row
            from sessions s where s.user_id = ${me.id} order by s.created_at`,
      );
    },
  },
  {
    name: "passkeys",
    about: "your passkeys: the name you gave each, when it was added and last used (no keys)",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select jsonb_build_object('name', k.name, 'addedAt', k.created_at, 'lastUsedAt', k.last_used_at) as row
            from passkeys k where k.user_id = ${me.id} order by k.created_at`,
      );
    },
  },
  {
    name: "pushDevices",
    about: "devices with push notifications on: the device's label, when it was added and last reached (no keys)",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select jsonb_build_object('device', d.label, 'addedAt', d.created_at, 'lastReachedAt', d.last_success_at)
              as row
            from push_subscriptions d where d.user_id = ${me.id} order by d.created_at`,
      );
    },
  },
  {
    name: "reportsMade",
    about: "what you reported: the kind of item, your category and words, when, and whether it was decided",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select jsonb_build_object('itemKind', c.item_kind, 'category', r.category, 'explanation', r.explanation,
              'reportedAt', r.created_at, 'caseStatus', c.status, 'decidedAt', c.decided_at) as row
            from reports r join report_cases c on c.id = r.case_id
           where r.reporter_id = ${me.id} order by r.created_at`,
      );
    },
  },
  {
    name: "decisionsAboutYou",
    about: "CollabStay's decisions about your content or account (statements of reasons) and your appeals",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select jsonb_build_object('kind', d.kind, 'outcome', d.outcome, 'termsSection', d.terms_section,
              'facts', d.facts, 'automated', d.automated, 'decidedAt', d.created_at,
              'appeals', coalesce((select jsonb_agg(jsonb_build_object('explanation', a.explanation,
                                     'status', a.status, 'sentAt', a.created_at, 'decidedAt', a.decided_at)
                                     order by a.created_at)
                                   from report_appeals a where a.decision_id = d.id and a.user_id = ${me.id}),
                                  '[]'::jsonb)) as row
            from report_decisions d where d.affected_id = ${me.id} order by d.created_at`,
      );
    },
  },
  {
    name: "disputes",
    about:
      "disputes about your collaborations (opened by you or the other party): category, description, status, CollabStay's decision and reasons, the dispute's thread, and the evidence files you added (files/disputes/)",
    async collect({ db, me, file }) {
      const items = await rows(
        db,
        sql`select jsonb_build_object('id', d.id, 'listingTitle', l.title, 'openedByYou', d.opened_by = ${me.id},
              'category', d.category, 'description', d.description, 'source', d.source, 'status', d.status,
              'outcome', d.outcome, 'effect', d.effect, 'reasons', d.reasons, 'openedAt', d.opened_at,
              'closedAt', d.closed_at,
              'thread', coalesce((select jsonb_agg(jsonb_build_object('from', case when m.sender_id = ${me.id}
                                    then 'you' when m.sender_role = 'operator' then 'CollabStay' else m.sender_role end,
                                    'message', m.body, 'at', m.created_at) order by m.created_at, m.seq)
                                  from dispute_messages m where m.dispute_id = d.id), '[]'::jsonb)) as row
            from disputes d join collaborations c on c.id = d.collaboration_id join listings l on l.id = c.listing_id
           where c.host_id = ${me.id} or c.creator_id = ${me.id} order by d.opened_at`,
      );
      const result = [];
      for (const item of items) {
        const evidence = await rows(
          db,
          sql`select jsonb_build_object('name', e.file_name, 'key', e.file_key, 'yours', e.added_by = ${me.id},
                'addedBy', e.added_role, 'at', e.created_at) as row
              from dispute_evidence e where e.dispute_id = ${String(item.id)} order by e.created_at, e.seq`,
        );
        result.push({
          ...item,
          evidence: evidence.map(({ key, yours, ...e }) => ({
            ...e,
            file: yours
              ? file(String(key), `disputes/${String(item.id).slice(0, 8)}-${safeName(String(e.name))}`)
              : null,
          })),
        });
      }
      return result;
    },
  },
  {
    name: "settings",
    about: "consent and notification settings: e-mail updates, SMS, and the e-mail types you switched off",
    async collect({ db, me }) {
      const [row] = await rows(
        db,
        sql`select jsonb_build_object('emailUpdates', p.email_updates, 'smsNotifications', p.sms_notifications,
              'emailSwitchedOffFor', coalesce((select jsonb_agg(m.type order by m.type) from email_muted_types m
                                                where m.user_id = p.id), '[]'::jsonb),
              'pushSwitchedOffFor', coalesce((select jsonb_agg(m.type order by m.type) from push_muted_types m
                                                where m.user_id = p.id), '[]'::jsonb),
              'twoFactorSignIn', (select u.two_factor_enabled from users u where u.id = p.id),
              'cookieChoices', 'kept in your browser only, never sent to CollabStay') as row
            from profiles p where p.id = ${me.id}`,
      );
      return row ?? null;
    },
  },
  {
    name: "supportMessages",
    about: "messages you sent through the contact form from this e-mail address, your consent and our replies",
    async collect({ db, me }) {
      return rows(
        db,
        sql`select jsonb_build_object('message', c.message, 'name', c.full_name, 'consent', c.consent,
              'sentAt', c.created_at, 'status', c.status,
              'replies', coalesce((select jsonb_agg(jsonb_build_object('body', r.body, 'at', r.created_at)
                                     order by r.created_at) from support_replies r where r.message_id = c.id),
                                  '[]'::jsonb)) as row
            from contact_messages c where lower(c.email) = lower(${me.email}) order by c.created_at`,
      );
    },
  },
  {
    name: "suspension",
    about: "a suspension of your account, if one is in force: its category, message and end (as shown at sign-in)",
    async collect({ db, me }) {
      const [row] = await rows(
        db,
        sql`select jsonb_build_object('category', s.category, 'message', s.message, 'endsAt', s.ends_at,
              'since', s.created_at) as row
            from account_suspensions s where s.user_id = ${me.id}`,
      );
      return row ?? null;
    },
  },
];
