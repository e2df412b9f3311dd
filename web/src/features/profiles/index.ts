/** The profiles feature's public surface: other features and route modules import from here only. */
export {
  type MyProfile,
  type NotificationPreferences,
  profileQueryKey,
  useProfile,
  useUpdateNotifications,
  useUpdateProfile,
} from "./api.ts";
export { AvatarUpload, useUploadAvatar } from "./avatar/avatar-upload.tsx";
export { MyProfileView } from "./components/my-profile.tsx";
export { ProfileFieldsForm } from "./components/profile-fields-form.tsx";
export { ProfilePanel } from "./components/profile-panel.tsx";
export { ProfileGate, ProfileLoadError, ProfileLoading, useLoadFailureToast } from "./components/profile-status.tsx";
export { profileMessages } from "./messages.ts";
export { useSaveProfile } from "./use-save-profile.ts";
