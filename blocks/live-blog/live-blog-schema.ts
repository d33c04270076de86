import { z } from 'zod';

/** A live blog block: the live blog service's id for the blog (sourceSystemId). */
export interface LiveBlogProps {
  sourceSystemId: string;
}

export const liveBlogSchema = z
  .object({ sourceSystemId: z.string().trim().min(1) })
  .transform(({ sourceSystemId }): LiveBlogProps => ({ sourceSystemId }));
