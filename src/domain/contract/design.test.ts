import { describe, expect, it } from 'vitest';
import { DESIGN_FIELDS } from '../catalog/design-fields.ts';
import { ringDesignSchema } from './design.ts';

describe('a product design in the back-office', () => {
  it('accepts a design with the new fields, and an older one with only a style, band and metal', () => {
    const bridal = { style: 'solitaire', head: 'tulip', width: '1.5', set: 'pave-band', metal: 'white' };
    expect(ringDesignSchema.parse(bridal)).toEqual(bridal);
    expect(ringDesignSchema.parse({ style: 'halo', band: 'pave', metal: 'rose' })).toEqual({ style: 'halo', band: 'pave', metal: 'rose' });
  });

  it('refuses a value outside its list, an unknown field and a missing style', () => {
    expect(ringDesignSchema.safeParse({ style: 'solitaire', head: 'seven-prong' }).success).toBe(false);
    expect(ringDesignSchema.safeParse({ style: 'solitaire', colour: 'blue' }).success).toBe(false);
    expect(ringDesignSchema.safeParse({ head: 'bezel' }).success).toBe(false);
  });

  it('describes every field of the schema with its label and exactly the values the schema takes', () => {
    const keys = Object.keys(ringDesignSchema.shape).sort();
    expect(DESIGN_FIELDS.map((f) => f.key).sort()).toEqual(keys);
    for (const field of DESIGN_FIELDS) {
      expect(field.label).not.toBe('');
      expect(field.optional).toBe(field.key !== 'style');
      for (const o of field.options) {
        expect(o.label, `${field.key}=${o.value}`).toBeTruthy();
        expect(ringDesignSchema.safeParse({ style: 'solitaire', [field.key]: o.value }).success, `${field.key}=${o.value}`).toBe(true);
      }
    }
  });
});
