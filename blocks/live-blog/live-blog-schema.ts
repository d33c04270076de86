import { z } from 'zod';

/** spec blocks §3 "Live blog block": the live blog service's id for the blog. */
export interface LiveBlogProps {
  sourceSystemId: string;
}

export const liveBlogSchema = z
  .object({ sourceSystemId: z.string().trim().min(1) })
  .transform(({ sourceSystemId }): LiveBlogProps => ({ sourceSystemId }));
