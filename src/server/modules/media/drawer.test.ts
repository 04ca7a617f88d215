import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrawingProcess, type Drawer, DRAWING_PROCESS_STOPPED, inlineDrawer } from './drawer.ts';

const svg = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${colour}"/><circle cx="200" cy="150" r="90" fill="#fff"/></svg>`;
const webp = { quality: 80, effort: 2 };
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const waitUntil = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  return check();
};

let drawer: Drawer | undefined;
afterEach(async () => {
  await drawer?.close();
  drawer = undefined;
});

describe('the drawing process', () => {
  it('draws a picture exactly as sharp does in the shop process, opaque and resized', async () => {
    drawer = createDrawingProcess({ maxRssBytes: 1024 * 2 ** 20 });
    const job = { input: svg('#b08d57'), width: 200, opaque: true, webp };
    const [there, here] = await Promise.all([drawer.webp(job), inlineDrawer().webp(job)]);
    expect(there.equals(here)).toBe(true);
    expect(await sharp(there).metadata()).toMatchObject({ format: 'webp', width: 200, height: 150, hasAlpha: false });
    expect(drawer.stats()).toMatchObject({ drawings: 1, processes: 1 });
    expect(drawer.stats().pid).not.toBe(process.pid);
  });

  it('draws from a picture’s bytes (an upload) as well as from a drawing', async () => {
    drawer = createDrawingProcess({ maxRssBytes: 1024 * 2 ** 20 });
    const png = await sharp(Buffer.from(svg('#345'))).png().toBuffer();
    const body = await drawer.webp({ input: png, width: 100, webp });
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 100, height: 75 });
  });

  it('is replaced by a fresh process once a drawing leaves it over its memory bound, and the old one exits', async () => {
    drawer = createDrawingProcess({ maxRssBytes: 1 });
    const first = drawer.webp({ input: svg('#111'), webp });
    const firstPid = drawer.stats().pid!;
    await first;
    expect(drawer.stats().pid).toBeUndefined(); // retired: the next drawing starts a new one
    expect(await waitUntil(() => !alive(firstPid))).toBe(true);
    const bodies = await Promise.all(['#222', '#333'].map((c) => drawer!.webp({ input: svg(c), webp })));
    expect(bodies.every((b) => b.length > 0)).toBe(true);
    expect(drawer.stats()).toMatchObject({ drawings: 3, processes: 2 });
    await drawer.webp({ input: svg('#444'), webp });
    expect(drawer.stats().processes).toBe(3);
  });

  it('refuses what is not a picture with sharp’s error and keeps drawing', async () => {
    drawer = createDrawingProcess({ maxRssBytes: 1024 * 2 ** 20 });
    await expect(drawer.webp({ input: Buffer.from('not a picture'), webp })).rejects.toThrow(/unsupported image format|Input buffer/i);
    expect((await drawer.webp({ input: svg('#555'), webp })).length).toBeGreaterThan(0);
    expect(drawer.stats().processes).toBe(1);
  });

  it('a drawing process that dies fails its drawings in flight, and the next drawing gets a new process', async () => {
    drawer = createDrawingProcess({ maxRssBytes: 1024 * 2 ** 20 });
    await drawer.webp({ input: svg('#666'), webp });
    const pid = drawer.stats().pid!;
    const big = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000">${Array.from({ length: 2000 }, (_, i) => `<circle cx="${i * 2}" cy="${i * 2}" r="${i}" fill="#${(i % 4096).toString(16).padStart(3, '0')}" opacity="0.5"/>`).join('')}</svg>`;
    const inFlight = drawer.webp({ input: big, webp });
    process.kill(pid, 'SIGKILL');
    await expect(inFlight).rejects.toThrow(DRAWING_PROCESS_STOPPED);
    expect((await drawer.webp({ input: svg('#777'), webp })).length).toBeGreaterThan(0);
    expect(drawer.stats().pid).not.toBe(pid);
    expect(drawer.stats().processes).toBe(2);
  });

  it('stops its process when closed', async () => {
    drawer = createDrawingProcess({ maxRssBytes: 1024 * 2 ** 20 });
    await drawer.webp({ input: svg('#888'), webp });
    const pid = drawer.stats().pid!;
    await drawer.close();
    expect(await waitUntil(() => !alive(pid))).toBe(true);
    await expect(drawer.webp({ input: svg('#999'), webp })).rejects.toThrow(DRAWING_PROCESS_STOPPED);
  });
});
