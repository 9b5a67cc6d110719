import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areas } from './areas.js';
import type { AreaDef } from './defineArea.js';

const featuresDir = join(dirname(fileURLToPath(import.meta.url)), '../features');

describe('the renderer manifest (areas.ts)', () => {
  it('lists every feature that defines an area, so its pages, guard and cache tags are not left out', async () => {
    const indexes = readdirSync(featuresDir).filter((folder) => readdirSync(join(featuresDir, folder)).includes('index.ts'));
    const defined = (await Promise.all(indexes.map(async (folder) => ((await import(join(featuresDir, folder, 'index.ts'))) as { default?: AreaDef }).default)))
      .filter((area): area is AreaDef => area !== undefined && typeof area.list === 'function');
    expect(defined.length).toBeGreaterThanOrEqual(20);
    for (const area of defined) expect(areas as readonly AreaDef[], area.name).toContain(area);
  });

  it('gives each cache tag one owning area', () => {
    const tags = areas.flatMap((area): readonly string[] => area.tags);
    expect(new Set(tags).size).toBe(tags.length);
  });
});
