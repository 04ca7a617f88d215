import { describe, expect, it } from 'vitest';
import { isContactPoint, isEmailAddress, isPhoneNumber, plainLinks } from './contact-points';

describe('contact points of the hint and contact forms (issue 12, item 4)', () => {
  it('accepts e-mail addresses and Malaysian or international phone numbers', () => {
    for (const ok of ['aisyah@example.com', 'A.Lim+ring@mail.example.my']) expect(isEmailAddress(ok), ok).toBe(true);
    for (const ok of ['012-345 6789', '03-2141 8888', '+60 12-345 6789', '60123456789', '+65 9123 4567', '+44 20 7946 0958', '(03) 2141 8888']) expect(isPhoneNumber(ok), ok).toBe(true);
  });

  it('refuses names, sentences and links in place of an address', () => {
    for (const bad of ['Security team', 'me', 'my love', 'Verify at http://evil.example', 'a@b', 'x@evil.example http://evil.example', '12345', '+1', '0123']) {
      expect(isContactPoint(bad), bad).toBe(false);
    }
  });

  it('makes links plain text: no scheme or host a mail program would turn into a link', () => {
    const note = 'Verify your card at http://evil.example/login or www.evil.example today';
    const plain = plainLinks(note);
    expect(plain).toBe('Verify your card at http[:]//evil[.]example/login or www[.]evil[.]example today');
    expect(plain).not.toMatch(/https?:\/\//);
    expect(plain).not.toMatch(/\w\.\w/);
    expect(plainLinks('Size 12 please! I love it.')).toBe('Size 12 please! I love it.');
  });
});
