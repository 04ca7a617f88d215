import { describe, expect, it } from 'vitest';
import { descriptionParagraphs, descriptionSummary } from './description';

describe('the description HTML becomes text paragraphs', () => {
  it('splits on paragraphs and double breaks, decodes entities, drops every tag', () => {
    expect(descriptionParagraphs('<p>Six claws &amp; a <strong>1.8&nbsp;mm</strong> band.</p><p>Made in KL.</p>')).toEqual(['Six claws & a 1.8\u00a0mm band.'.replace('\u00a0', ' '), 'Made in KL.']);
    expect(descriptionParagraphs('One<br><br>Two<br/>lines')).toEqual(['One', 'Two\nlines']);
  });

  it('never lets markup through', () => {
    const paragraphs = descriptionParagraphs('<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>&lt;b&gt;');
    expect(paragraphs).toEqual(['Hi', '<b>']);
  });

  it('summarises for the meta description, cut at a word', () => {
    const long = `<p>${'Brilliant diamonds '.repeat(20)}</p>`;
    const summary = descriptionSummary(long);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('…')).toBe(true);
    expect(descriptionSummary('<p>Short.</p><p>Two.</p>')).toBe('Short. Two.');
  });
});
