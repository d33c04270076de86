import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIGURATION_DOC, configurationDoc, ENV_EXAMPLE, envExample, settings } from './settings-docs.mts';

const root = path.resolve(__dirname, '..');
const committed = (file: string) => readFileSync(path.join(root, file), 'utf8');
const FIX = 'differs from the settings schema (shared/settings-schema.mts): run `npm run settings:docs`';

describe('the settings documentation', () => {
  it('is in docs/configuration.md as the settings schema writes it', async () => {
    const doc = committed(CONFIGURATION_DOC);
    expect(doc, `${CONFIGURATION_DOC} ${FIX}`).toBe(await configurationDoc(doc));
  });

  it('is in .env.example as the settings schema writes it', () => {
    expect(committed(ENV_EXAMPLE), `${ENV_EXAMPLE} ${FIX}`).toBe(envExample(committed(CONFIGURATION_DOC)));
  });

  it('lists every setting once in each file, with its default', () => {
    const doc = committed(CONFIGURATION_DOC);
    const example = committed(ENV_EXAMPLE);
    for (const { name } of settings()) {
      expect(doc.match(new RegExp(`^\\| \`${name}\` `, 'gm'))).toHaveLength(1);
      expect(example.match(new RegExp(`^${name}=$`, 'gm'))).toHaveLength(1);
    }
    expect(doc).toMatch(/^\| `PAGE_CACHE_SECONDS` +\| no +\| `300` /m);
    expect(example).toContain('Default: `300`.\nPAGE_CACHE_SECONDS=');
  });

  it('refuses a configuration document without a table for each group of settings', async () => {
    const doc = committed(CONFIGURATION_DOC).replace(
      '<!-- settings: images -->',
      '<!-- settings: pictures -->',
    );
    await expect(configurationDoc(doc)).rejects.toThrow('missing images, unknown pictures');
  });
});
