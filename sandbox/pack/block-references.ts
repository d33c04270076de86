// Warnings, not errors, for blocks that name a feed, poll, placement or video the pack lacks:
// blocks stay loosely typed (the site validates them), but such a block would silently show nothing.
import type { PackIssues } from './issues';
import type { PackFiles } from './read-files';

type Path = PropertyKey[];
type Visit = (node: Record<string, unknown>, at: Path) => void;

function walk(value: unknown, at: Path, visit: Visit): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...at, index], visit));
  } else if (value !== null && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    visit(node, at);
    for (const [key, item] of Object.entries(node)) walk(item, [...at, key], visit);
  }
}

const named = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function checkBlockReferences(files: PackFiles, warnings: PackIssues): void {
  // A fixture that names something missing on purpose (pack.json `deliberatelyMissing`) is no surprise.
  const deliberate = files.info?.deliberatelyMissing ?? [];
  const feeds = new Set([...files.feeds.map(({ value }) => value.id), ...deliberate]);
  const polls = new Set([...files.polls.map(({ value }) => value.id), ...deliberate]);
  const placements = new Set([...files.placements.map(({ value }) => value.id), ...deliberate]);
  const videos = new Set([...files.videos.map(({ value }) => value.sourceSystemId), ...deliberate]);

  const sources = [
    ...files.articles.map(({ value, file, index }) => ({
      blocks: value.content,
      file,
      at: [index, 'content'],
    })),
    ...files.contentItems.map(({ value, file, index }) => ({ blocks: value, file, at: [index] })),
    ...files.placements.map(({ value, file, index }) => ({
      blocks: value.campaign,
      file,
      at: [index, 'campaign'],
    })),
    ...files.placements.flatMap(({ value, file, index }) =>
      (value.rules ?? []).map((rule, ruleIndex) => ({
        blocks: rule.campaign,
        file,
        at: [index, 'rules', ruleIndex, 'campaign'],
      })),
    ),
  ];
  for (const { blocks, file, at } of sources) {
    walk(blocks, at, (node, path) => {
      const warn = (field: string, message: string) => warnings.add(file, [...path, field], message);
      if (named(node.pollId) && !polls.has(node.pollId)) warn('pollId', `unknown poll "${node.pollId}"`);
      if (named(node.placementId) && !placements.has(node.placementId)) {
        warn('placementId', `unknown placement "${node.placementId}"`);
      }
      // A feed block names its feed directly; a custom feed container inside `…feed_content`.
      const isFeed =
        node.contentType === 'FEED' ||
        path.some((key) => typeof key === 'string' && /feed_content$/i.test(key));
      if (isFeed && named(node.sourceSystemId) && !feeds.has(node.sourceSystemId)) {
        warn('sourceSystemId', `unknown feed "${node.sourceSystemId}"`);
      }
      const isStreamVideo = node.contentType === 'VIDEO' && (node.sourceSystem ?? 'STREAM') === 'STREAM';
      if (isStreamVideo && named(node.sourceSystemId) && !videos.has(node.sourceSystemId)) {
        warn('sourceSystemId', `video "${node.sourceSystemId}" is not in videos.json`);
      }
    });
  }
}
