import { dateTimeMedium } from "@domain/date-words.ts";
import { type SuspensionCategory, suspensionCategories, type UserDetail } from "@domain/operators.ts";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { useOperator, useUserDetail } from "../api.ts";
import { ReinstateForm, SuspendForm } from "./suspend-form.tsx";
import { TwoFactorResetForm } from "./two-factor-reset-form.tsx";
import { UserActions } from "./user-actions.tsx";

const when = (iso: string) => dateTimeMedium(new Date(iso));

function Facts({ user }: { user: UserDetail }) {
  const facts: [string, string][] = [
    ["E-mail", `${user.email}${user.emailVerified ? " (confirmed)" : " (not confirmed)"}`],
    ["Phone", user.phone ?? "—"],
    ["Location", user.location ?? "—"],
    ["Signed up", when(user.createdAt)],
    ["Listings", String(user.counts.listings)],
    ["Applications", String(user.counts.applications)],
    ["Collaborations", String(user.counts.collaborations)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A person's page: profile, counts, sessions, suspension — sign out everywhere, a reset mail, suspend or reinstate.
 * Opening it is audited.
 */
export function UserScreen({ id }: { id: string }) {
  const detail = useUserDetail(id);
  const me = useOperator();
  if (detail.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading the account" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <p role="alert" className="text-destructive">
        {failureText(detail.error, "The account could not be loaded. Please try again.")}
      </p>
    );
  }
  const { user } = detail.data;
  const isMe = me.data?.operator.id === user.id;
  return (
    <section aria-labelledby="user-title" className="grid gap-6">
      <div className="grid gap-2">
        <Link to="/operator/users" className="text-sm text-primary underline-offset-4 hover:underline">
          ← All users
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="user-title" className="text-2xl font-semibold">
            {user.name}
          </h1>
          <Badge variant="secondary">{user.role ?? "no role"}</Badge>
          {user.suspension && <Badge variant="destructive">Suspended</Badge>}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Profile</CardTitle>
            </CardHeader>
            <CardContent>
              <Facts user={user} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Sessions</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <UserActions user={user} isMe={isMe} />
              {user.sessions.length === 0 ? (
                <p className="text-muted-foreground">Not signed in anywhere.</p>
              ) : (
                <ul className="grid gap-2">
                  {user.sessions.map((session) => (
                    <li key={session.lastSeen + (session.device ?? "")} className="text-sm">
                      <span className="block break-all">{session.device ?? "Unknown device"}</span>
                      <span className="text-muted-foreground">Last seen {when(session.lastSeen)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Link
            to={`/operator/audit?target=${user.id}`}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            Audit history about this person
          </Link>
        </div>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{user.suspension ? "Suspended" : "Suspend"}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              {user.suspension ? (
                <>
                  <p className="text-sm">
                    {suspensionCategories[user.suspension.category as SuspensionCategory] ?? user.suspension.category}{" "}
                    since {when(user.suspension.since)}
                    {user.suspension.endsAt ? `, until ${when(user.suspension.endsAt)}` : ""}.
                  </p>
                  <p className="rounded-md bg-muted px-3 py-2 text-sm">{user.suspension.message}</p>
                  <ReinstateForm userId={user.id} />
                </>
              ) : user.role === "operator" ? (
                <p className="text-sm text-muted-foreground">
                  Operator accounts are removed with npm run operator:remove.
                </p>
              ) : (
                <SuspendForm userId={user.id} />
              )}
            </CardContent>
          </Card>
          {user.role === "operator" && (
            <Card>
              <CardHeader>
                <CardTitle>Two-factor authentication</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                {isMe ? (
                  <p className="text-sm text-muted-foreground">
                    Lost your authenticator? Ask another operator to reset it from your page here.
                  </p>
                ) : user.twoFactorEnabled ? (
                  <>
                    <p className="text-sm">
                      Set up. If {user.name} lost their authenticator and recovery codes, reset it: they set it up again
                      at their next sign-in.
                    </p>
                    <TwoFactorResetForm user={user} />
                  </>
                ) : (
                  <p className="text-sm text-muted-foreground">
                    Not set up yet: {user.name} sets it up at their next sign-in.
                  </p>
                )}
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </section>
  );
}
