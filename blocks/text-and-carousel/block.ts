import { defineBlock } from '../define-block';
import { TextAndCarouselBlock } from './text-and-carousel';
import { textAndCarouselSchema } from './text-and-carousel-schema';

export const textAndCarouselBlock = defineBlock({
  kind: 'custom',
  type: 'text-and-carousel',
  schema: textAndCarouselSchema,
  component: TextAndCarouselBlock,
});
