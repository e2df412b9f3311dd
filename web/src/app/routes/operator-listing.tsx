import { useParams } from "react-router";
import { ListingScreen } from "@/features/operator/index.ts";

export function Component() {
  const { id = "" } = useParams();
  return <ListingScreen key={id} id={id} />;
}
