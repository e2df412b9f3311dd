import {
  creatorMessages,
  formatEngagement,
  formatFollowers,
  platformLabel,
  urlToHandle,
} from "@domain/creator-messages.ts";
import type { CreatorPublicProfile, SocialPlatform } from "@domain/creators.ts";
import { dayMedium } from "@domain/date-words.ts";
import { ArrowLeft, Globe, Heart, MapPin, UserX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { LinkButton } from "@/components/link-button.tsx";
import { ProfileAvatar } from "@/components/profile-avatar.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { PersonMenu } from "@/features/blocks/index.ts";
import {
  InviteButton,
  InviteDialog,
  latestMarkByCreator,
  useSentInvitationMarks,
} from "@/features/invitations/index.ts";
import { PortfolioGallery } from "@/features/portfolio/index.ts";
import { ReputationFigures, ReviewList } from "@/features/reviews/index.ts";
import { isApiError } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import { cn } from "@/lib/cn.ts";
import { usePageMeta } from "@/lib/page-meta.ts";
import { useIsCreatorSaved, usePublicCreator } from "../api.ts";
import { useSaveCreator } from "../hooks/use-save-creator.ts";
import { InstagramIcon, TikTokIcon, YouTubeIcon } from "./platform-icons.tsx";
import { displayUrl, ExternalAnchor } from "./profile-summary-card.tsx";

/**
 * A creator's public page (spec 001 screen 14; DECISIONS.md: everyone, public fields only): platforms,
 * followers, engagement, website, handles, the read-only portfolio, and the published rating and reviews (issue 10;
 * "No reviews yet" instead of the spec's placeholder figure, DECISIONS.md "No fabricated figures").
 * `hostView` is /host/creator/{id}: 'Back to Applications', the heart and Invite.
 */
export function PublicCreatorProfile({ creatorId, hostView = false }: { creatorId: string; hostView?: boolean }) {
  const creator = usePublicCreator(creatorId);
  usePageMeta(
    creator.data ? `${creator.data.name} — Creator` : "Creator Profile",
    creator.data?.bio?.slice(0, 150) ?? "A content creator's profile and portfolio on CollabStay.",
  );

  const back = hostView ? (
    <LinkButton to="/host/dashboard?tab=applications" icon={ArrowLeft} variant="ghost" className="-ml-3 w-fit">
      Back to Applications
    </LinkButton>
  ) : null;

  if (creator.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner size="lg" label="Loading creator" />
      </div>
    );
  }
  if (creator.isError) {
    const notFound = isApiError(creator.error) && creator.error.status === 404;
    return (
      <div className="grid gap-6">
        {back}
        <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-16 text-center">
          <UserX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-semibold">
            {notFound ? creatorMessages.creatorNotFound : "Something went wrong"}
          </h1>
          <p className="max-w-md text-sm text-muted-foreground">
            {notFound
              ? "This creator profile doesn't exist or is no longer available."
              : "The profile could not be loaded. Please try again."}
          </p>
          {notFound ? (
            <LinkButton to="/" variant="outline">
              Go Home
            </LinkButton>
          ) : (
            <Button variant="outline" onClick={() => creator.refetch()}>
              Try Again
            </Button>
          )}
        </div>
      </div>
    );
  }
  return <Profile creator={creator.data} back={back} />;
}

/** A measured-on day (YYYY-MM-DD) as "Mar 4, 2026"; no time zone moves it a day. */
const formatDay = (day: string) => dayMedium(day);

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid min-w-0 gap-0.5 rounded-lg bg-muted px-3 py-3 sm:px-4">
      <dt className="truncate text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums sm:text-xl">{value}</dd>
    </div>
  );
}

function Profile({ creator, back }: { creator: CreatorPublicProfile; back: ReactNode }) {
  const { userType, user: viewer } = useAuth();
  const navigate = useNavigate();
  const isHost = userType === "host";
  const saved = useIsCreatorSaved(creator.id, isHost);
  const isSaved = saved.data ?? false;
  const save = useSaveCreator();
  const [inviting, setInviting] = useState(false);

  const icons: Record<SocialPlatform, typeof InstagramIcon> = {
    instagram: InstagramIcon,
    tiktok: TikTokIcon,
    youtube: YouTubeIcon,
  };
  const urls: Record<SocialPlatform, string | null> = {
    instagram: creator.instagramUrl,
    tiktok: creator.tiktokUrl,
    youtube: creator.youtubeUrl,
  };
  const followerCounts: Record<SocialPlatform, number> = {
    instagram: creator.instagramFollowers,
    tiktok: creator.tiktokFollowers,
    youtube: creator.youtubeFollowers,
  };
  // Platforms come from the handles the creator entered, not from the free-text skills.
  const socials = creator.socialPlatforms.map((key) => ({
    key,
    url: urls[key],
    followers: followerCounts[key],
    engagement: creator.engagement[key],
    label: platformLabel[key],
    Icon: icons[key],
  }));
  const engagement = formatEngagement(creator.engagementRate);

  return (
    <div className="grid grid-cols-1 gap-6">
      {back}
      <Card>
        <CardContent className="grid gap-6">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <ProfileAvatar name={creator.name} avatarUrl={creator.avatarUrl} size="xl" />
            <div className="grid min-w-0 flex-1 gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{creator.name}</h1>
                {creator.isProfileComplete ? null : (
                  <Badge variant="warning">{creatorMessages.profileIncomplete}</Badge>
                )}
                {viewer?.id === creator.id ? null : (
                  <PersonMenu
                    person={{ id: creator.id, name: creator.name }}
                    role="creator"
                    className="ml-auto"
                    // Their page is "not found" to the blocker from now on: back to discovery.
                    onBlocked={() => navigate(userType === "host" ? "/creators" : "/listings", { replace: true })}
                  />
                )}
              </div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                {creator.specialty ? (
                  <span className="font-medium text-primary-strong">{creator.specialty}</span>
                ) : null}
                {creator.location ? (
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-4" aria-hidden="true" />
                    {creator.location}
                  </span>
                ) : null}
                {creator.websiteUrl ? (
                  <span className="inline-flex min-w-0 items-center gap-1">
                    <Globe className="size-4 shrink-0" aria-hidden="true" />
                    <span className="break-all">
                      <ExternalAnchor href={creator.websiteUrl}>{displayUrl(creator.websiteUrl)}</ExternalAnchor>
                    </span>
                  </span>
                ) : null}
              </div>
              <ReputationFigures userId={creator.id} />
              <p className="text-sm whitespace-pre-line text-foreground/90">{creator.bio || creatorMessages.noBio}</p>
            </div>
            {isHost ? (
              <div className="flex flex-wrap gap-2 sm:flex-col">
                <Button
                  variant="outline"
                  aria-pressed={isSaved}
                  disabled={save.pendingId === creator.id || saved.isPending}
                  onClick={() => save.toggle(creator.id, isSaved)}
                >
                  <Heart className={cn(isSaved && "fill-accent text-accent")} aria-hidden="true" />
                  {isSaved ? "Saved" : "Save"}
                </Button>
                <InviteMarked creator={creator} onInvite={() => setInviting(true)} />
              </div>
            ) : null}
          </div>

          <dl className={cn("grid gap-2 sm:gap-3", engagement ? "grid-cols-3" : "grid-cols-2")}>
            <Stat label="Followers" value={formatFollowers(creator.followerCount)} />
            {/* An unknown rate is left out, never shown as 0.0 %. */}
            {engagement ? <Stat label="Engagement" value={engagement} /> : null}
            <Stat label="Platforms" value={String(socials.length)} />
          </dl>

          {creator.platforms.length > 0 ? (
            <div className="grid gap-2">
              <h2 className="text-sm font-semibold">Platforms &amp; skills</h2>
              <ul className="flex flex-wrap gap-1.5">
                {creator.platforms.map((p) => (
                  <li key={p}>
                    <Badge variant="secondary">{p}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {socials.length > 0 ? (
            <ul className="grid gap-2 sm:grid-cols-3">
              {socials.map(({ key, url, followers, engagement: figure, label, Icon }) => (
                <li key={key} className="grid min-w-0 gap-1 rounded-lg border border-border px-3 py-2 text-sm">
                  <div className="flex min-w-0 items-center gap-2">
                    <Icon className="size-4 shrink-0 text-muted-foreground" />
                    <span className="min-w-0 flex-1 truncate">
                      {url ? (
                        <ExternalAnchor href={url}>{`${label}: @${urlToHandle(key, url)}`}</ExternalAnchor>
                      ) : (
                        label
                      )}
                    </span>
                    <span className="shrink-0 text-muted-foreground tabular-nums">
                      {formatFollowers(followers)} <span className="sr-only">followers</span>
                    </span>
                  </div>
                  {figure ? (
                    <p className="text-xs text-muted-foreground">
                      <span className="font-medium text-foreground tabular-nums">{formatEngagement(figure.rate)}</span>{" "}
                      engagement, measured {formatDay(figure.measuredOn)}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}

          {creator.otherLinks ? (
            <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{creator.otherLinks}</p>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Portfolio</CardTitle>
          {creator.portfolioDescription ? (
            <p className="text-sm text-muted-foreground">{creator.portfolioDescription}</p>
          ) : null}
        </CardHeader>
        <CardContent>
          <PortfolioGallery creatorId={creator.id} emptyText={`${creator.name} hasn't added portfolio items yet.`} />
        </CardContent>
      </Card>
      <ReviewList userId={creator.id} title={`Reviews of ${creator.name}`} />

      {isHost && inviting ? (
        <InviteDialog creator={{ id: creator.id, name: creator.name }} open onOpenChange={setInviting} />
      ) : null}
    </div>
  );
}

/** The page's Invite button with this host's "Invited · date" mark. */
function InviteMarked({
  creator,
  onInvite,
}: {
  creator: { id: string; name: string; isProfileComplete: boolean };
  onInvite: () => void;
}) {
  const marks = useSentInvitationMarks([creator.id]);
  return (
    <InviteButton
      creator={creator}
      mark={latestMarkByCreator(marks.data).get(creator.id) ?? null}
      onInvite={onInvite}
      named={false}
      size="default"
    />
  );
}
