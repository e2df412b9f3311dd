import { dateMedium } from "@domain/date-words.ts";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useUserSearch } from "../api.ts";
import { MorePager } from "./more-pager.tsx";

const day = (iso: string) => dateMedium(new Date(iso));

/** Users: search by name or e-mail, 20 a page, each row opening the person's page. */
export function UsersScreen() {
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const found = useUserSearch(q, page);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };
  return (
    <section aria-labelledby="users-title" className="grid gap-4">
      <h1 id="users-title" className="text-2xl font-semibold">
        Users
      </h1>
      <form aria-label="Search users" onSubmit={onSearch} className="flex gap-2">
        <Input
          aria-label="Name or e-mail"
          placeholder="Name or e-mail"
          value={typed}
          maxLength={200}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">
          <Search aria-hidden />
          Search
        </Button>
      </form>
      {found.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Searching" />
        </div>
      ) : found.isError ? (
        <p role="alert" className="text-destructive">
          The search failed. Please try again.
        </p>
      ) : found.data.users.length === 0 ? (
        <p className="rounded-xl border border-border bg-card px-4 py-10 text-center text-muted-foreground">
          No account matches “{q}”.
        </p>
      ) : (
        <ul className="rounded-xl border border-border bg-card">
          {found.data.users.map((user) => (
            <li key={user.id} className="border-b border-border last:border-b-0">
              <Link
                to={`/operator/users/${user.id}`}
                className="grid gap-1 px-4 py-3 hover:bg-muted/50 sm:grid-cols-[1fr_1fr_auto] sm:items-center sm:gap-4"
              >
                <span className="font-medium">{user.name}</span>
                <span className="text-sm break-all text-muted-foreground">{user.email}</span>
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant="secondary">{user.role ?? "no role"}</Badge>
                  {user.suspended && <Badge variant="destructive">Suspended</Badge>}
                  <span className="text-muted-foreground">since {day(user.createdAt)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {found.data && <MorePager page={page} more={found.data.more} onPage={setPage} />}
    </section>
  );
}
