export {
  Dialog,
  DialogPanel,
  dialogSizes,
  type DialogPanelProps,
  type DialogProps,
  type DialogSize,
} from './Dialog';
