import { Avatar } from '@talent/ui';
import type { ListedUser } from '../../mocks/data/listedUsers';
import * as css from './user.css';

/** A listed user's avatar: the picture, or the initials in the user's avatarColor (spec 001 section 3). */
export function UserAvatar({
  user,
  size = 'sm',
  isDecorative = true,
}: {
  user: Pick<ListedUser, 'fullName' | 'avatar' | 'avatarColor'>;
  size?: 'sm' | 'md' | 'lg';
  isDecorative?: boolean;
}) {
  return (
    <Avatar
      name={user.fullName}
      src={user.avatar || null}
      size={size}
      isDecorative={isDecorative}
      className={css.avatarColor[user.avatarColor]}
    />
  );
}
