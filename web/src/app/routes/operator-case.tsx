import { useParams } from "react-router";
import { CaseScreen } from "@/features/operator/index.ts";

export function Component() {
  const { id = "" } = useParams();
  return <CaseScreen key={id} id={id} />;
}
