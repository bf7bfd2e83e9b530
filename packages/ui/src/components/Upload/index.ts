export { DropZone, type DropZoneProps } from './DropZone';
export {
  UploadColumns,
  uploadStatuses,
  type UploadColumnsProps,
  type UploadItem,
  type UploadStatus,
} from './UploadColumns';
export { isAccepted, splitDrop, type DropResult } from './files';
export { PREVIEW_LIST_HEIGHT } from './Upload.css';
