import { Eye, Lightbulb, Pencil, Plus, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { PortfolioGallery } from "./portfolio-gallery.tsx";
import { UploadMediaCard } from "./upload-media-card.tsx";

const tips = [
  "Lead with your strongest work: the first items are what hosts see first.",
  "Tag each piece with the place type and mood (Hotel, Beach, Sunset) so hosts can filter.",
  "Mix photos and short videos to show both your eye and your editing.",
  "Keep it current: remove older pieces that no longer match your style.",
];

/** /creator/portfolio — 'My Portfolio' (spec 001 screen 14): view/edit toggle, add media, tips. */
export function MyPortfolioPage({ creatorId }: { creatorId: string }) {
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My Portfolio</h1>
          <p className="text-sm text-muted-foreground sm:text-base">
            The photos and videos hosts see on your{" "}
            <Link to={`/creator/${creatorId}`} className="text-primary underline-offset-4 hover:underline">
              public profile
            </Link>
            .
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" aria-pressed={editing} onClick={() => setEditing((v) => !v)}>
            {editing ? <Eye aria-hidden="true" /> : <Pencil aria-hidden="true" />}
            {editing ? "View Mode" : "Edit Mode"}
          </Button>
          <Button aria-expanded={adding} onClick={() => setAdding((v) => !v)}>
            {adding ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {adding ? "Close Upload" : "Add Media"}
          </Button>
        </div>
      </div>

      {adding ? <UploadMediaCard creatorId={creatorId} /> : null}

      <section aria-labelledby="portfolio-items" className="grid gap-3">
        <h2 id="portfolio-items" className="sr-only">
          Portfolio items
        </h2>
        {editing ? (
          <p className="text-sm text-muted-foreground">
            Edit mode: drag items or use the arrow buttons to reorder; the order is saved for your public profile.
          </p>
        ) : null}
        <PortfolioGallery
          creatorId={creatorId}
          editable={editing}
          emptyText="Your portfolio is empty. Add photos and videos to show hosts your work."
        />
      </section>

      <Card>
        <CardHeader className="flex-row items-center gap-2">
          <Lightbulb className="size-5 text-primary" aria-hidden="true" />
          <CardTitle>Portfolio tips</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm text-foreground/90">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
