import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canAdministerUsers } from '@talent/api/abilities';
import { useAbility } from '../../app/ability';
import { NOT_AUTHORIZED_PATH } from '../../routes/table';

/**
 * The user-administration pages carry the spec's AF tag, which freelancers also read (for their team
 * pages); these pages need user administration (manage ACL, only the admin role), else not-authorized.
 */
export function RequireUserAdmin({ children }: { children: ReactNode }) {
  const ability = useAbility();
  if (!canAdministerUsers(ability)) return <Navigate to={NOT_AUTHORIZED_PATH} replace />;
  return <>{children}</>;
}
