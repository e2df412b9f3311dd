import { Outlet } from "react-router";
import { OperatorConsole } from "@/features/operator/index.ts";

/** `/operator/*`: the console's gate and frame around its screens (its own lazy chunk). */
export function Component() {
  return (
    <OperatorConsole>
      <Outlet />
    </OperatorConsole>
  );
}
