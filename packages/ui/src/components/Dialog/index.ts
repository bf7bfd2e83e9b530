export { Dialog, dialogSizes, type DialogProps } from './Dialog';
