import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isRecruiterType } from '@talent/api/abilities';
import { Button, Icon } from '@talent/ui';
import { useSession } from '../app/session';
import * as css from './shell.css';

/** Spec 2.4 "Top bar": back button, the recruiter's plan label, and the user menu (Profile, Plans, Logout). */
export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  if (!user) return null;
  const planName = user.current_plan?.[1];
  return (
    <div className={css.topBar}>
      <Button variant="ghost" tone="neutral" size="sm" onPress={() => navigate(-1)}>
        <Icon name="arrowBack" size={16} /> {t('Back')}
      </Button>
      <span className={css.spacer} />
      {isRecruiterType(user.role) ? (
        <Link to="/pages/pricing" className={css.planLink} data-testid="current-plan">
          {planName ? planName : t('no Plan')}
        </Link>
      ) : null}
      <UserMenu />
    </div>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  async function logout() {
    setOpen(false);
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <div className={css.userMenu} ref={root}>
      <Button
        variant="soft"
        tone="neutral"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('User menu')}
        onPress={() => setOpen((v) => !v)}
      >
        {user?.full_name ?? t('Account')}
      </Button>
      <ul id={listId} hidden={!open} className={css.userMenuList}>
        <li>
          <Link to="/pages/profile" className={css.userMenuItem} onClick={() => setOpen(false)}>
            {t('Profile')}
          </Link>
        </li>
        <li>
          <Link to="/pages/pricing" className={css.userMenuItem} onClick={() => setOpen(false)}>
            {t('Plans')}
          </Link>
        </li>
        <li>
          <button type="button" className={css.userMenuItem} onClick={() => void logout()}>
            {t('Logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
