export { EmptyState, emptyKinds, type EmptyKind, type EmptyStateProps } from './EmptyState';
