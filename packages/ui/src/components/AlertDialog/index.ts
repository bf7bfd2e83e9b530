export { AlertDialog, AlertDialogActions, type AlertDialogProps } from './AlertDialog';
