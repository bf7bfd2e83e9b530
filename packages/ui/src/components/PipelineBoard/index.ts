export {
  PipelineBoard,
  type PipelineBoardLabels,
  type PipelineBoardProps,
  type PipelineColumnData,
} from './PipelineBoard';
export { type PipelineCardData } from './PipelineCard';
