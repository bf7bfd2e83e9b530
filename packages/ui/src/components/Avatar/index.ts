export { Avatar, avatarSizes, avatarStatuses, initialsOf, type AvatarProps } from './Avatar';
