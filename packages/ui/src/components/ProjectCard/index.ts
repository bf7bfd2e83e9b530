export {
  ProjectCard,
  type ProjectCardProps,
  type ProjectCardLabels,
  type ProjectBudget,
} from './ProjectCard';
