import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import type { MyCreatorProfile } from "../api.ts";
import { CreatorProfileForm } from "./creator-profile-form.tsx";

/** The dashboard's edit-profile panel (spec 001 screen 5): the creator profile form in a closable card. */
export function CreatorProfileEditor({ profile, onClose }: { profile: MyCreatorProfile; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Card className="border-primary/30">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle ref={heading} tabIndex={-1} className="outline-none">
            Edit Profile
          </CardTitle>
          <CardDescription>
            Fields marked * are required. Hosts see these details on your public profile.
          </CardDescription>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose}>
          <X aria-hidden="true" />
          <span className="sr-only">Close the profile editor</span>
        </Button>
      </CardHeader>
      <CardContent>
        <CreatorProfileForm profile={profile} onDone={onClose} onCancel={onClose} />
      </CardContent>
    </Card>
  );
}
