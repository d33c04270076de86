import { z } from 'zod';
import { optionalText } from '../shared/fields';

export type VideoSourceSystem = 'STREAM' | 'YOUTUBE' | 'MEDIA';
export type VideoVariant = 'article-page' | 'header' | 'feature-block' | 'default';

/** A video block, parsed: what the frame draws and what the later player needs. */
export interface VideoProps {
  sourceSystem: VideoSourceSystem;
  /** The stream entry id, the YouTube video id or the media item id. */
  sourceSystemId: string;
  /** The file (MEDIA) or page (YOUTUBE) address, when given. */
  link: string | undefined;
  mediaType: string;
  showSpinner: boolean;
  /** The title the player reports to analytics (mediaTitle of its media events). */
  mediaTitle: string | undefined;
  /** Player options passed through as the content service sends them. */
  options: Record<string, unknown>;
  /** The streaming provider's account and player, for its embed script (STREAM). */
  accountId: string | undefined;
  playerId: string | undefined;
  /** The title shown with the video: `title`, else `mediaTitle`. */
  title: string | undefined;
  isDarkBackground: boolean;
  variant: VideoVariant;
  /** The poster: `videoThumbnail`, else `imageThumbnail`, else `image`. */
  poster: { src: string; alt: string } | undefined;
}

/** STREAM, YOUTUBE or MEDIA, STREAM when absent; any other system is malformed. */
const sourceSystem = z
  .enum(['STREAM', 'YOUTUBE', 'MEDIA'])
  .nullish()
  .transform((value): VideoSourceSystem => value ?? 'STREAM');

// Account and player ids are numeric strings in the pack; a number is read as its digits.
const idText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null || String(value).trim() === '' ? undefined : String(value)));

const variants: Record<string, VideoVariant> = {
  'article page': 'article-page',
  'article-page': 'article-page',
  header: 'header',
  'feature block': 'feature-block',
  'feature-block': 'feature-block',
};

const variant = optionalText.transform(
  (value): VideoVariant => variants[value?.trim().toLowerCase() ?? ''] ?? 'default',
);

/** VIDEO: a video needs its source system's id; everything else has a default. */
export const videoSchema = z
  .object({
    sourceSystem,
    sourceSystemId: z.string().trim().min(1),
    link: optionalText,
    mediaType: optionalText,
    showSpinner: z.boolean().nullish(),
    mediaTitle: optionalText,
    options: z.record(z.string(), z.unknown()).nullish(),
    accountId: idText,
    playerId: idText,
    title: optionalText,
    isDarkBackground: z.boolean().nullish(),
    variant,
    videoThumbnail: optionalText,
    imageThumbnail: optionalText,
    image: optionalText,
    altText: optionalText,
  })
  .transform((raw): VideoProps => {
    const title = raw.title ?? raw.mediaTitle;
    const posterSrc = raw.videoThumbnail ?? raw.imageThumbnail ?? raw.image;
    return {
      sourceSystem: raw.sourceSystem,
      sourceSystemId: raw.sourceSystemId,
      link: raw.link,
      mediaType: raw.mediaType ?? 'Video',
      showSpinner: raw.showSpinner ?? false,
      mediaTitle: raw.mediaTitle,
      options: raw.options ?? {},
      accountId: raw.accountId,
      playerId: raw.playerId,
      title,
      isDarkBackground: raw.isDarkBackground ?? false,
      variant: raw.variant,
      poster: posterSrc ? { src: posterSrc, alt: raw.altText ?? title ?? '' } : undefined,
    };
  });
