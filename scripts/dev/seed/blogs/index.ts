/**
 * Every blog post, newest first (the order the API serves them in).
 */
import { companyBlogs } from './company.ts';
import { fieldBlogs } from './field.ts';
import { formulationBlogs } from './formulation.ts';
import type { BlogSpec } from './spec.ts';

export type { BlogContext, BlogSpec } from './spec.ts';

export const BLOG_SPECS: BlogSpec[] = [...formulationBlogs, ...fieldBlogs, ...companyBlogs].sort((a, b) =>
  b.createdAt.localeCompare(a.createdAt),
);
