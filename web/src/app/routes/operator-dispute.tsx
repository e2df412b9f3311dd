import { useParams } from "react-router";
import { DisputeScreen } from "@/features/operator/index.ts";

export function Component() {
  const { id = "" } = useParams();
  return <DisputeScreen key={id} id={id} />;
}
