export {
  HistoryTimeline,
  type HistoryEntry,
  type HistoryTimelineLabels,
  type HistoryTimelineProps,
} from './HistoryTimeline';
