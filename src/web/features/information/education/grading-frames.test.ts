import { describe, expect, it } from 'vitest';
import { FRAME_HEIGHT, frameUrl, GRADING_FRAMES, GRADING_INSTITUTE, postedHeight } from './grading-frames';

describe('the education page frames (account spec §2: each frame resized to the height it posts)', () => {
  it('has the five modules, all from the institute’s origin', () => {
    expect(GRADING_FRAMES.map((f) => f.key)).toEqual(['anatomy', 'colour', 'clarity', 'cut', 'carat-weight']);
    for (const frame of GRADING_FRAMES) expect(new URL(frame.src).origin).toBe(GRADING_INSTITUTE.origin);
  });

  it('names the embedding page in the frame address', () => {
    const url = new URL(frameUrl(GRADING_FRAMES[1]!, { hostname: 'kilau.com.my', pathname: '/kilau-education' }));
    expect(url.pathname).toBe('/interactive-4cs/standalone/color.html');
    expect(url.searchParams.get('embedURL')).toBe('kilau.com.my');
    expect(url.searchParams.get('embedPath')).toBe('/kilau-education');
  });

  it('reads a height posted as a number, a string, an object or JSON text', () => {
    expect(postedHeight(640)).toBe(640);
    expect(postedHeight('640')).toBe(640);
    expect(postedHeight('640px')).toBe(640);
    expect(postedHeight({ height: 712.4 })).toBe(712);
    expect(postedHeight({ height: '900' })).toBe(900);
    expect(postedHeight('{"height":1024}')).toBe(1024);
  });

  it('clamps heights to a sensible range', () => {
    expect(postedHeight(12)).toBe(FRAME_HEIGHT.min);
    expect(postedHeight(1e9)).toBe(FRAME_HEIGHT.max);
  });

  it('ignores anything that is not a height', () => {
    for (const data of [null, undefined, 0, -5, NaN, Infinity, '', 'hello', '{not json', '{"width":300}', [640], { height: null }, { height: 'tall' }, true, '1e3', `{"height":${'9'.repeat(600)}}`]) {
      expect(postedHeight(data)).toBeNull();
    }
  });
});
