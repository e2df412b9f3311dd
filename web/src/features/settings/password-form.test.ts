import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import { lazyResolver } from "@/lib/lazy-resolver.ts";
import { passwordFormSchema } from "./password-form-schema.ts";

const options = { fields: {}, shouldUseNativeValidation: false };

describe("the Password tab's lazily loaded resolver (lazyResolver)", () => {
  it("loads the schema once, at the first validation, and validates with it", async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      loads++;
      return zodResolver(passwordFormSchema);
    });
    expect(loads).toBe(0);
    const mismatch = await resolver(
      { currentPassword: "old-password", newPassword: "new-password-1", confirmPassword: "other" },
      undefined,
      options,
    );
    expect(mismatch.errors.confirmPassword?.message).toBe("Passwords don't match");
    const fine = await resolver(
      { currentPassword: "old-password", newPassword: "new-password-1", confirmPassword: "new-password-1" },
      undefined,
      options,
    );
    expect(fine.errors).toEqual({});
    expect(loads).toBe(1);
  });

  it("tries the download again after it failed", async () => {
    let attempts = 0;
    const resolver = lazyResolver<{ name: string }>(async () => {
      attempts++;
      if (attempts === 1) throw new Error("offline");
      return (values) => ({ values, errors: {} });
    });
    await expect(resolver({ name: "a" }, undefined, options)).rejects.toThrow("offline");
    expect((await resolver({ name: "b" }, undefined, options)).values).toEqual({ name: "b" });
    expect(attempts).toBe(2);
  });
});
