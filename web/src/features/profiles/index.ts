/** The profiles feature's public surface: other features and route modules import from here only. */
export {
  failureText,
  type MyProfile,
  type NotificationPreferences,
  profileQueryKey,
  useProfile,
  useUpdateNotifications,
  useUpdateProfile,
} from "./api.ts";
export { AvatarUpload, useUploadAvatar } from "./avatar/avatar-upload.tsx";
export { MyProfileView } from "./components/my-profile.tsx";
export { ProfileAvatar } from "./components/profile-avatar.tsx";
export { FieldMessage, ProfileFieldsForm } from "./components/profile-fields-form.tsx";
export { ProfilePanel } from "./components/profile-panel.tsx";
export { ProfileLoadError, ProfileLoading, useLoadFailureToast } from "./components/profile-status.tsx";
export { StorageUsageNote, useStorageUsage } from "./components/storage-usage-note.tsx";
export { profileMessages } from "./messages.ts";
