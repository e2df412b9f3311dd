import { useParams } from "react-router";
import { UserScreen } from "@/features/operator/index.ts";

export function Component() {
  const { id = "" } = useParams();
  return <UserScreen key={id} id={id} />;
}
