import { useState } from 'react';
import { cx } from '../../styles/cx';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export const avatarStatuses = ['online', 'away', 'busy', 'offline'] as const;

export interface AvatarProps {
  /** The person's name: alt text, and the initials when there is no picture. */
  name: string;
  src?: string | null;
  size?: (typeof avatarSizes)[number];
  status?: (typeof avatarStatuses)[number];
  /** Hide from assistive tech when the name is already next to it. */
  isDecorative?: boolean;
  className?: string;
}

/** "Ana María López" -> "AL"; one word -> first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
}

/** A picture of a person, falling back to initials when the picture is missing or fails to load. */
export function Avatar({ name, src, size = 'md', status, isDecorative, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  const label = status ? `${name} (${status})` : name;
  return (
    <span className={cx(styles.wrapper, className)}>
      <span
        className={cx(styles.avatar, styles.size[size])}
        role={isDecorative || showImage ? undefined : 'img'}
        aria-label={isDecorative || showImage ? undefined : label}
        aria-hidden={isDecorative || undefined}
      >
        {showImage ? (
          <img
            src={src}
            alt={isDecorative ? '' : label}
            className={styles.image}
            onError={() => setFailed(src)}
          />
        ) : (
          <span aria-hidden="true">{initialsOf(name)}</span>
        )}
      </span>
      {status ? <span className={cx(styles.status, styles.statusTone[status])} aria-hidden="true" /> : null}
    </span>
  );
}
