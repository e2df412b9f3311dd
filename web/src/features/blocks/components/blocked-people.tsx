import { blockMessages } from "@domain/block-labels.ts";
import type { BlockedPerson } from "@domain/blocks.ts";
import { dateLong } from "@domain/date-words.ts";
import { ProfileAvatar } from "@/components/profile-avatar.tsx";
import { QueryFallback } from "@/components/query-fallback.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useBlockedPeople, useUnblockPerson } from "../api.ts";

const roleLabel = { host: "Host", creator: "Creator" } as const;

const blockedOn = (iso: string) => dateLong(new Date(iso));

/** Settings → Account → Blocked people (issue 37 part 1): everyone the member blocked, each with Unblock. */
export function BlockedPeople() {
  const people = useBlockedPeople();
  return (
    <Card id="blocked-people" role="region" aria-labelledby="blocked-people-title" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id="blocked-people-title">{blockMessages.listTitle}</CardTitle>
        <CardDescription>{blockMessages.listIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {people.isPending || people.isError ? (
          <QueryFallback
            query={people}
            loading="Loading blocked people"
            failed={blockMessages.listLoadFailed}
            retryLabel="Try Again"
          />
        ) : people.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{blockMessages.listEmpty}</p>
        ) : (
          <ul className="grid divide-y divide-border">
            {people.data.map((person) => (
              <BlockedRow key={person.id} person={person} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function BlockedRow({ person }: { person: BlockedPerson }) {
  const unblock = useUnblockPerson();
  const run = async () => {
    try {
      await unblock.mutateAsync(person.id);
      toast.success(blockMessages.unblocked(person.name));
    } catch (error) {
      toast.error(failureText(error, blockMessages.unblockFailed));
    }
  };
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <ProfileAvatar name={person.name} avatarUrl={person.avatarUrl} size="sm" />
      <div className="grid min-w-0 flex-1">
        <span className="truncate font-medium">{person.name}</span>
        <span className="text-xs text-muted-foreground">
          {person.role ? `${roleLabel[person.role]} · ` : ""}Blocked on {blockedOn(person.blockedAt)}
        </span>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void run()}
        disabled={unblock.isPending}
        aria-label={`Unblock ${person.name}`}
      >
        Unblock
      </Button>
    </li>
  );
}
