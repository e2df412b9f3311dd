import { useSearchParams } from "react-router";
import { ResetPasswordScreen } from "@/features/auth/components/reset-password-screen.tsx";

export function Component() {
  const [params] = useSearchParams();
  return <ResetPasswordScreen token={params.get("token")} />;
}
