export {
  DEFAULT_TOAST_TIMEOUT,
  ToastQueue,
  ToastRegion,
  createToastQueue,
  showToast,
  toastQueue,
  type ShowToastOptions,
  type ToastContent,
  type ToastRegionProps,
} from './Toast';
