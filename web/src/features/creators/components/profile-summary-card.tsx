import { creatorMessages } from "@domain/creator-messages.ts";
import type { CreatorPublicProfile } from "@domain/creators.ts";
import { ExternalLink, Globe, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { ProfileAvatar } from "@/components/profile-avatar.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { InstagramIcon, TikTokIcon, YouTubeIcon } from "./platform-icons.tsx";

/** Shown without the scheme: "https://www.example.com/" → "www.example.com". */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2 text-sm">
      <span className="shrink-0 text-muted-foreground [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 break-all">{children}</span>
    </li>
  );
}

export function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {children}
    </a>
  );
}

/**
 * Profile summary card (spec 001 screen 6): avatar with initials fallback, name, bio ('No bio available'),
 * skills ('No skills listed'), portfolio link, location, Instagram/TikTok/YouTube links and other links.
 */
export function ProfileSummaryCard({ profile, actions }: { profile: CreatorPublicProfile; actions?: ReactNode }) {
  const links = [
    { key: "instagram", url: profile.instagramUrl, icon: <InstagramIcon />, label: "Instagram" },
    { key: "tiktok", url: profile.tiktokUrl, icon: <TikTokIcon />, label: "TikTok" },
    { key: "youtube", url: profile.youtubeUrl, icon: <YouTubeIcon />, label: "YouTube" },
  ];
  return (
    <Card>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-start gap-4">
          <ProfileAvatar name={profile.name} avatarUrl={profile.avatarUrl} size="xl" />
          <div className="grid min-w-0 flex-1 gap-1">
            <h2 className="text-xl font-semibold break-words">{profile.name || "Unnamed creator"}</h2>
            {profile.specialty ? <p className="text-sm text-muted-foreground">{profile.specialty}</p> : null}
            <p className="mt-1 text-sm whitespace-pre-line text-foreground/90">
              {profile.bio || <span className="text-muted-foreground italic">{creatorMessages.noBio}</span>}
            </p>
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">Skills</h3>
          {profile.platforms.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {profile.platforms.map((skill) => (
                <li key={skill}>
                  <Badge variant="secondary">{skill}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground italic">{creatorMessages.noSkills}</p>
          )}
        </div>
        <ul className="grid gap-2 sm:grid-cols-2">
          {profile.websiteUrl ? (
            <Row icon={<Globe />}>
              <ExternalAnchor href={profile.websiteUrl}>{displayUrl(profile.websiteUrl)}</ExternalAnchor>
            </Row>
          ) : null}
          {profile.location ? <Row icon={<MapPin />}>{profile.location}</Row> : null}
          {links.map((link) =>
            link.url ? (
              <Row key={link.key} icon={link.icon}>
                <ExternalAnchor href={link.url}>
                  <span className="sr-only">{link.label}: </span>
                  {displayUrl(link.url)}
                </ExternalAnchor>
              </Row>
            ) : null,
          )}
          {profile.otherLinks ? (
            <Row icon={<ExternalLink />}>
              <span className="whitespace-pre-line">{profile.otherLinks}</span>
            </Row>
          ) : null}
        </ul>
      </CardContent>
    </Card>
  );
}
