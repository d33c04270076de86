import { defineBlock } from '../define-block';
import { GalleryBlock } from './gallery';
import { darkGallerySchema, gallerySchema } from './gallery-schema';

export const galleryBlock = defineBlock({
  kind: 'built-in',
  type: 'GALLERY',
  schema: gallerySchema,
  component: GalleryBlock,
});
export const darkGalleryBlock = defineBlock({
  kind: 'custom',
  type: 'dark-gallery',
  schema: darkGallerySchema,
  component: GalleryBlock,
});
