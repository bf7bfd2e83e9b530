export {
  PermissionMatrix,
  type PermissionAction,
  type PermissionCell,
  type PermissionMatrixProps,
  type PermissionResource,
} from './PermissionMatrix';
