import { creatorMessages } from "@domain/creator-messages.ts";
import { RotateCcw, RotateCw, ZoomIn } from "lucide-react";
import { useEffect, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { FormDialog } from "@/components/form-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Slider } from "@/components/ui/slider.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { avatarRotationStep, avatarZoom, cropAvatar, loadImage, rotateBy } from "./avatar-image.ts";

export type AvatarCropDialogProps = {
  /** The chosen file; the dialog is open while it is set. */
  file: File | null;
  uploading: boolean;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
};

/**
 * 'Crop Profile Picture' (spec 001 screen 13, §9): a 300 px cropper with an 80 % round crop box, zoom 0.5–3 in
 * steps of 0.1, rotation by 90° left or right, 'Loading image...' while the file decodes, then 'Crop & Upload'.
 * Its own lazy chunk: react-easy-crop loads only when someone picks a picture.
 */
export function AvatarCropDialog({ file, uploading, onCancel, onCropped }: AvatarCropDialogProps) {
  const [source, setSource] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  const [failed, setFailed] = useState(false);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [cropping, setCropping] = useState(false);

  useEffect(() => {
    setSource(null);
    setFailed(false);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setRotation(0);
    setArea(null);
    if (!file) return;
    const url = URL.createObjectURL(file);
    let alive = true;
    loadImage(url).then(
      (image) => {
        if (alive) setSource({ url, image });
      },
      () => {
        if (alive) setFailed(true);
      },
    );
    return () => {
      alive = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  const busy = uploading || cropping;

  const submit = async () => {
    if (!source || !area || busy) return;
    setCropping(true);
    try {
      onCropped(await cropAvatar(source.image, area, rotation));
    } catch {
      setFailed(true);
    } finally {
      setCropping(false);
    }
  };

  return (
    <FormDialog
      open={file !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={creatorMessages.cropTitle}
      description="Drag to position, zoom and rotate; the round area becomes your picture."
      className="max-w-md"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!source || !area || busy}>
            {busy ? "Uploading..." : creatorMessages.cropButton}
          </Button>
        </>
      }
    >
      <div className="relative h-[300px] w-full overflow-hidden rounded-lg bg-ink">
        {source ? (
          <Cropper
            image={source.url}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={1}
            cropShape="round"
            showGrid={false}
            minZoom={avatarZoom.min}
            maxZoom={avatarZoom.max}
            zoomSpeed={avatarZoom.step * 2}
            restrictPosition={zoom >= 1}
            // The crop box is 80 % of the 300 px area (spec 001 §9).
            cropSize={{ width: 240, height: 240 }}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3 text-ink-foreground">
            {failed ? (
              <p role="alert" className="px-6 text-center text-sm">
                This image could not be read. Please choose another file.
              </p>
            ) : (
              <>
                <Spinner className="text-ink-foreground" label={creatorMessages.cropLoading} />
                <p className="text-sm" aria-hidden="true">
                  {creatorMessages.cropLoading}
                </p>
              </>
            )}
          </div>
        )}
      </div>
      <div className="grid gap-4">
        <div className="flex items-center gap-3">
          <ZoomIn className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <Slider
            thumbLabels={["Zoom"]}
            min={avatarZoom.min}
            max={avatarZoom.max}
            step={avatarZoom.step}
            value={[zoom]}
            onValueChange={([value]) => setZoom(Math.round((value ?? 1) * 10) / 10)}
            disabled={!source}
          />
          <span className="w-10 text-right text-sm text-muted-foreground tabular-nums">{zoom.toFixed(1)}×</span>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!source}
            onClick={() => setRotation((r) => rotateBy(r, -avatarRotationStep))}
          >
            <RotateCcw aria-hidden="true" />
            Rotate Left
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!source}
            onClick={() => setRotation((r) => rotateBy(r, avatarRotationStep))}
          >
            <RotateCw aria-hidden="true" />
            Rotate Right
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
