/** Profile texts of spec 000 §2/§8 and spec 001 §8, verbatim, kept in one place so tests can import them. */
export const profileMessages = {
  errorTitle: "Error",
  loadFailed: "Failed to load profile data",
  /** Host profile panel (spec 001 §8). */
  panelUpdated: "Profile Updated",
  panelUpdateFailed: "Failed to update profile. Please try again.",
  /** Account form in settings and My Profile (spec 000 §8). */
  accountUpdated: "Profile updated successfully",
  accountUpdateFailed: "Failed to update profile",
  loginRequired: "Please log in to view your profile.",
} as const;
