import useSWR from 'swr';
import { swrFetcher } from '../../lib/api';

export interface BlogPost {
  id: number;
  title: string;
  img: string;
  avatar: string;
  userFullName: string;
  blogPosted: string;
  tags: string[];
  excerpt: string;
  comment: number;
}
export interface BlogSidebar {
  recentPosts: { id: number; title: string; img: string; createdTime: string }[];
  categories: { category: string; icon: string }[];
}
export interface BlogComment {
  avatar: string;
  userFullName: string;
  commentedAt: string;
  commentText: string;
}
export interface BlogDetail {
  blog: {
    id: number;
    title: string;
    avatar: string;
    userFullName: string;
    createdTime: string;
    tags: string[];
    content: string;
    comments: number;
    bookmarked: number;
  };
  comments: BlogComment[];
}
export interface BlogEdit {
  id: number;
  avatar: string;
  userFullName: string;
  createdTime: string;
  blogTitle: string;
  blogCategories: { value: string; label: string }[];
  slug: string;
  status: string;
  excerpt: string;
  featuredImage: string;
}

/** The blog's address of a post id from the route (`undefined` for the sample post, `null` for a bad id). */
export function postIdOf(param: string | undefined): number | undefined | null {
  if (param === undefined) return undefined;
  return /^[1-9][0-9]*$/.test(param) ? Number(param) : null;
}

export const useBlogList = () => useSWR<BlogPost[]>(['/blog/list/data'], swrFetcher);
export const useBlogSidebar = () => useSWR<BlogSidebar>(['/blog/list/data/sidebar'], swrFetcher);
export const useBlogDetail = (id: number | undefined | null) =>
  useSWR<BlogDetail>(id === null ? null : ['/blog/list/data/detail', { id }], swrFetcher);
export const useBlogEdit = (id: number | undefined | null) =>
  useSWR<BlogEdit>(id === null ? null : ['/blog/list/data/edit', { id }], swrFetcher);

/** The tone of each of the blog's five tags (spec 001 section 3). */
export const tagTones = {
  Quote: 'info',
  Fashion: 'accent',
  Gaming: 'caution',
  Video: 'critical',
  Food: 'positive',
} as const;
export const toneOfTag = (tag: string) => tagTones[tag as keyof typeof tagTones] ?? 'neutral';
