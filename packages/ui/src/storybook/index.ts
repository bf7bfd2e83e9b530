export { SkinGrid, type SkinGridProps } from './SkinGrid';
export { storyLocale } from './storyLocale';
