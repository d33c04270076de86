// The bundled pack's sources are its generators (sandbox/scripts/pack/, sandbox/scripts/images/): the
// committed JSON and pictures must be exactly what they write, so an edit made to a generated file
// alone, lost at the next generation, fails here, as does a generator changed without running it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGES } from './images/catalogue';
import { drawnFrom, fileDigest, readDrawn } from './images/drawn';

const CONTENT = path.resolve(__dirname, '../content');
const PICTURE = /\.(jpg|png)$/;

/** Every file under a folder, relative to it, but the pictures' folder. */
function filesUnder(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return file === 'images' ? [] : filesUnder(root, file);
    return [file];
  });
}

describe('the bundled content pack', () => {
  let generated = '';
  beforeAll(() => {
    generated = mkdtempSync(path.join(tmpdir(), 'pack-'));
    execFileSync(
      process.execPath,
      ['--import', 'tsx', path.resolve(__dirname, 'build-pack.ts'), '--out', generated],
      { stdio: 'pipe' },
    );
  }, 60_000);
  afterAll(() => rmSync(generated, { recursive: true, force: true }));

  it('holds exactly the JSON its generator writes (after a change: npx tsx sandbox/scripts/build-pack.ts)', () => {
    const committed = filesUnder(CONTENT).sort();
    const written = filesUnder(generated).sort();
    expect(committed, 'files in sandbox/content against those the generator writes').toEqual(written);
    const differing = written.filter(
      (file) => !readFileSync(path.join(generated, file)).equals(readFileSync(path.join(CONTENT, file))),
    );
    expect(differing, 'files that differ from what the generator writes').toEqual([]);
  });

  it('holds exactly the pictures its scenes draw (after a change: npm run images)', () => {
    const drawn = readDrawn();
    const pictures = readdirSync(path.join(CONTENT, 'images')).filter((file) => PICTURE.test(file));
    expect(pictures.sort(), 'pictures in sandbox/content/images against the catalogue').toEqual(
      IMAGES.map((spec) => spec.name).sort(),
    );
    // The scene as it draws now against the one the committed picture was made from, then the picture
    // against what was made.
    const redrawn = IMAGES.filter((spec) => drawn[spec.name]?.svg !== drawnFrom(spec, Buffer.alloc(0)).svg);
    expect(
      redrawn.map((spec) => spec.name),
      'scenes changed since their picture was drawn',
    ).toEqual([]);
    const edited = IMAGES.filter(
      (spec) => drawn[spec.name]?.file !== fileDigest(readFileSync(path.join(CONTENT, 'images', spec.name))),
    );
    expect(
      edited.map((spec) => spec.name),
      'pictures that are not what their scene drew',
    ).toEqual([]);
  });
});
