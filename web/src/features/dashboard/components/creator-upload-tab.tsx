import { UploadMediaCard } from "@/features/portfolio/index.ts";

/** The creator dashboard's Upload tab (wide screens); loaded when it opens (creator-dashboard.tsx). */
export default function CreatorUploadTab({ creatorId }: { creatorId: string }) {
  return <UploadMediaCard creatorId={creatorId} />;
}
