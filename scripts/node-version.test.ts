import { readFileSync } from 'node:fs';
import path from 'node:path';

// package.json asks for Node 24 or later and brings it as the `node` dev dependency, which npm puts first
// on the path of every `npm run` script, so the tests (and every process they start with
// `process.execPath`) run on it even where the machine's own Node is older.
const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: { node: string };
};

const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

describe('the Node the project runs on', () => {
  it('is the one package.json asks for', () => {
    const wanted = major(pkg.engines.node);
    expect(pkg.engines.node).toBe(`>=${wanted}`);
    expect(major(pkg.devDependencies.node)).toBe(wanted);
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(wanted);
  });
});
