import { builtInBlockTypes, customBlockTypes, type BlockType } from './registry';

export { builtInBlockTypes, customBlockTypes, type BlockType } from './registry';

function isOneOf(list: readonly BlockType[], value: unknown): value is BlockType {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** The union key of a raw block: its contentType, or its customContentType when CUSTOM. */
export function blockTypeOf(block: {
  contentType?: unknown;
  customContentType?: unknown;
}): BlockType | undefined {
  if (block.contentType === 'CUSTOM') {
    return isOneOf(customBlockTypes, block.customContentType) ? block.customContentType : undefined;
  }
  return isOneOf(builtInBlockTypes, block.contentType) ? block.contentType : undefined;
}
