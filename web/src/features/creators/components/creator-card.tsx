import { creatorMessages, formatEngagement, formatFollowers } from "@domain/creator-messages.ts";
import type { CreatorCard as Card } from "@domain/creators.ts";
import { Heart, MapPin } from "lucide-react";
import { Link } from "react-router";
import { CardLink } from "@/components/card-link.tsx";
import { ProfileAvatar } from "@/components/profile-avatar.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { InviteButton, type SentInvitationMark } from "@/features/invitations/index.ts";
import { cn } from "@/lib/cn.ts";
import { platformIcons } from "./platform-icons.tsx";

/**
 * A discovery card (spec 000 §2, §3): avatar, name, location, specialty, platform icons, followers and
 * engagement. The name links to /creator/{id} and its hit area covers the card; the heart and Invite (hosts
 * only) sit above that link. An incomplete profile shows 'Profile Incomplete' and a disabled Invite.
 */
export function CreatorCard({
  creator,
  isHost,
  saving,
  onToggleSave,
  onInvite,
  invitation = null,
}: {
  creator: Card;
  isHost: boolean;
  saving: boolean;
  onToggleSave: () => void;
  onInvite: () => void;
  /** This host's newest pending or accepted invitation to the creator: the button reads "Invited · date". */
  invitation?: SentInvitationMark | null;
}) {
  // Icons for the accounts the creator linked (handles), not for skills that happen to name a platform.
  const platforms = creator.socialPlatforms;
  const engagement = formatEngagement(creator.engagementRate);
  return (
    <li className="relative flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start gap-3">
        <ProfileAvatar name={creator.name} avatarUrl={creator.avatarUrl} size="md" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h2 className="text-base leading-snug font-semibold break-words">
            <CardLink to={`/creator/${creator.id}`} className="rounded-sm after:content-[''] hover:underline">
              {creator.name}
            </CardLink>
          </h2>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="min-w-0 truncate">{creator.location || "Location not specified"}</span>
          </p>
          {creator.specialty ? <p className="text-sm font-medium text-primary-strong">{creator.specialty}</p> : null}
        </div>
        {isHost ? (
          <Button
            variant="ghost"
            size="icon"
            className="relative z-10 -mt-1 -mr-2 shrink-0"
            aria-pressed={creator.isSaved}
            aria-label={creator.isSaved ? `Remove ${creator.name} from saved` : `Save ${creator.name}`}
            disabled={saving}
            onClick={onToggleSave}
          >
            <Heart
              className={cn("size-5", creator.isSaved ? "fill-accent text-accent" : "text-muted-foreground")}
              aria-hidden="true"
            />
          </Button>
        ) : null}
      </div>

      {creator.bio ? <p className="line-clamp-2 text-sm text-foreground/80">{creator.bio}</p> : null}

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span>
          <span className="font-semibold tabular-nums">{formatFollowers(creator.followerCount)}</span>{" "}
          <span className="text-muted-foreground">followers</span>
        </span>
        {engagement ? (
          <span>
            <span className="font-semibold tabular-nums">{engagement}</span>{" "}
            <span className="text-muted-foreground">engagement</span>
          </span>
        ) : null}
        {platforms.length > 0 ? (
          <ul className="ml-auto flex items-center gap-1.5 text-muted-foreground" aria-label="Platforms">
            {platforms.map((key) => {
              const { Icon, label } = platformIcons[key];
              return (
                <li key={key} title={label}>
                  <Icon className="size-4" />
                  <span className="sr-only">{label}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>

      {creator.isProfileComplete ? null : <Badge variant="warning">{creatorMessages.profileIncomplete}</Badge>}

      <div className="relative z-10 mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" className="flex-1" asChild>
          <Link to={`/creator/${creator.id}`} aria-label={`${creatorMessages.viewPortfolio}: ${creator.name}`}>
            {creatorMessages.viewPortfolio}
          </Link>
        </Button>
        {isHost ? <InviteButton creator={creator} mark={invitation} onInvite={onInvite} className="flex-1" /> : null}
      </div>
    </li>
  );
}
