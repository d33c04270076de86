import { defineBlock } from '../define-block';
import { HeadshotBannerBlock } from './headshot-banner';
import { headshotBannerSchema } from './headshot-banner-schema';

export const memorialHeadshotBannerBlock = defineBlock({
  kind: 'custom',
  type: 'memorial-headshot-banner',
  schema: headshotBannerSchema,
  component: HeadshotBannerBlock,
});
