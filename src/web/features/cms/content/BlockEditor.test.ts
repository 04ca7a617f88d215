import { describe, expect, it } from 'vitest';
import { explainRefusal } from './BlockEditor';

describe('the shop’s refusal of a home block, in the screen’s words', () => {
  it('names the slide, the button and the field', () => {
    expect(explainRefusal('slide', 'items.2.actions.1.url: a link is a path inside the shop')).toBe('Slide 3, button 2, link: a link is a path inside the shop');
    expect(explainRefusal('slide', 'items.0.title: Please write plain text, without HTML tags or entities.', { title: 'headline' })).toBe('Slide 1, headline: Please write plain text, without HTML tags or entities.');
    expect(explainRefusal('tile', 'items.3.img: Please choose one of the shop’s pictures offered for this block.')).toBe('Tile 4, picture: Please choose one of the shop’s pictures offered for this block.');
    expect(explainRefusal('tile', 'items: The Bridal Edit has two columns')).toBe('The tiles: The Bridal Edit has two columns');
    expect(explainRefusal('review', 'Keep at least 5 reviews.')).toBe('Keep at least 5 reviews.');
  });
});
