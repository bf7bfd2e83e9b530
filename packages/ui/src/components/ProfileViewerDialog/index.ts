export {
  ProfileViewerDialog,
  pageImageSources,
  type ProfilePages,
  type ProfileViewerDialogProps,
} from './ProfileViewerDialog';
export { PROFILE_DIALOG_MAX_HEIGHT } from './ProfileViewerDialog.css';
