export { formatCount, formatFileSize, formatRelativeTime, relativeTimeParts } from './formatters';
