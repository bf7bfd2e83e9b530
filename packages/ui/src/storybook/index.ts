export { SkinGrid, type SkinGridProps } from './SkinGrid';
