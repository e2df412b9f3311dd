import {
  type DisputeCategory,
  disputeCategories,
  disputeCategoryKeys,
  evidenceAccept,
  evidenceMaxBytes,
  evidenceMaxFiles,
} from "@domain/dispute-labels.ts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormDialog } from "@/components/form-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Label } from "@/components/ui/label.tsx";
import { optionsOf, SelectField } from "@/components/ui/select-field.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useOpenDispute } from "../api.ts";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type OpenDisputeDialogProps = {
  collaborationId: string;
  partnerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back to the button that opened it (it is not the dialog's own trigger). */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * "Open a dispute" (issue 37 part 2): from the contract card and the workspace, for either party of a running
 * collaboration. What it changes is said before sending: CollabStay reads the record, nobody can complete or cancel
 * meanwhile, the timers stop. Loaded when first opened (`OpenDisputeButton`): few collaborations ever need it.
 */
export default function OpenDisputeDialog({
  collaborationId,
  partnerName,
  open,
  onOpenChange: setOpen,
  onCloseAutoFocus,
}: OpenDisputeDialogProps) {
  const navigate = useNavigate();
  const openDispute = useOpenDispute(collaborationId);
  const [category, setCategory] = useState<DisputeCategory | "">("");
  const [description, setDescription] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ category?: string; description?: string; files?: string }>({});
  const [failure, setFailure] = useState("");
  const formId = `dispute-${collaborationId}`;

  const pick = (list: FileList | null) => {
    const chosen = [...files, ...Array.from(list ?? [])];
    const tooBig = chosen.find((f) => f.size > evidenceMaxBytes);
    if (tooBig) {
      setErrors((e) => ({
        ...e,
        files: `${tooBig.name} is ${megabytes(tooBig.size)}: each file can be at most 10 MB.`,
      }));
      return;
    }
    if (chosen.length > evidenceMaxFiles) {
      setErrors((e) => ({ ...e, files: `You can add at most ${evidenceMaxFiles} files.` }));
      return;
    }
    setErrors((e) => ({ ...e, files: undefined }));
    setFiles(chosen);
  };

  const submit = async () => {
    setFailure("");
    const found = {
      category: category ? undefined : "Choose what the dispute is about.",
      description: description.trim().length < 20 ? "Describe what happened in at least 20 characters." : undefined,
    };
    setErrors((e) => ({ ...e, ...found }));
    if (found.category || found.description || !category) return;
    try {
      const result = await openDispute.mutateAsync({ input: { category, description }, files });
      toast.success("Dispute opened", { description: result.message });
      if (result.failed.length) toast.error("Some files were not added", { description: result.failed.join("; ") });
      setOpen(false);
      navigate(`/disputes/${result.dispute.dispute.id}`);
    } catch (error) {
      setFailure(failureText(error, "The dispute could not be opened. Please try again."));
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Open a dispute"
      description={`CollabStay will read this collaboration's record — terms, messages, nights, content and payments — and talk with you and ${partnerName} in the dispute's own thread. Until an operator decides, neither of you can complete or cancel the collaboration, and its approval window and reminders stop.`}
      formId={formId}
      onSubmit={submit}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      footer={
        <>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Keep it as it is
          </Button>
          <Button type="submit" form={formId} disabled={openDispute.isPending}>
            {openDispute.isPending ? "Opening..." : "Open dispute"}
          </Button>
        </>
      }
    >
      <SelectField
        id={`${formId}-category`}
        label="What is it about?"
        placeholder="Choose one"
        value={category}
        onChange={(v) => {
          setCategory(v);
          setErrors((e) => ({ ...e, category: undefined }));
        }}
        options={optionsOf(disputeCategoryKeys, disputeCategories)}
        aria-invalid={errors.category ? true : undefined}
      />
      {errors.category ? (
        <p className="-mt-2 text-sm text-destructive" role="alert">
          {errors.category}
        </p>
      ) : null}
      <TextareaField
        id={`${formId}-description`}
        label="What happened?"
        hint="Dates, what was agreed and what went differently. The other party and CollabStay read it."
        value={description}
        onChange={(v) => {
          setDescription(v);
          setErrors((e) => ({ ...e, description: undefined }));
        }}
        error={errors.description}
        maxLength={4000}
        rows={5}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${formId}-files`}>Evidence (optional)</Label>
        <input
          id={`${formId}-files`}
          type="file"
          multiple
          accept={evidenceAccept}
          onChange={(event) => {
            pick(event.target.files);
            event.target.value = "";
          }}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium"
          aria-describedby={`${formId}-files-hint`}
        />
        <p id={`${formId}-files-hint`} className="text-sm text-muted-foreground">
          Photos, screenshots or PDFs; up to {evidenceMaxFiles} files of at most 10 MB each.
        </p>
        {files.length ? (
          <ul className="grid gap-1 text-sm" data-testid="dispute-files">
            {files.map((file, i) => (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className="flex items-center justify-between gap-2 rounded-md bg-muted px-2 py-1"
              >
                <span className="min-w-0 truncate">{file.name}</span>
                <span className="flex shrink-0 items-center gap-2 text-muted-foreground">
                  {megabytes(file.size)}
                  <button
                    type="button"
                    className="text-primary underline"
                    onClick={() => setFiles(files.filter((_, j) => j !== i))}
                  >
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {errors.files ? (
          <p className="text-sm text-destructive" role="alert">
            {errors.files}
          </p>
        ) : null}
      </div>
      <FormAlert>{failure}</FormAlert>
    </FormDialog>
  );
}
