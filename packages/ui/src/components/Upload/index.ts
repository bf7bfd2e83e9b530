export { DropZone, type DropZoneProps } from './DropZone';
export {
  UploadColumns,
  uploadStatuses,
  type UploadColumnsProps,
  type UploadItem,
  type UploadStatus,
} from './UploadColumns';
export { MAX_FILES_PER_BATCH, MAX_FILES_PER_DROP, isAccepted, splitDrop, type DropResult } from './files';
export { PREVIEW_LIST_HEIGHT } from './Upload.css';
